// the road to a conciliation reads the declarations through this service (lint zones)
export { declarationStatesOf, expiringDeclarationsOf } from './declarations.road';
