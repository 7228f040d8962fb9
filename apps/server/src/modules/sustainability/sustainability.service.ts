// the road to a conciliation reads the certificates through this service (lint zones)
export { certificateStatesOf, expiringCertificatesOf } from './sustainability.road';
