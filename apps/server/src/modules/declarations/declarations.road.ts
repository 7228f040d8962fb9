/**
 * The road guard's view of producer declarations (for the conciliation area). The functions live in
 * declarations-road.service.ts, which another area may import (lint: areas meet through *.service.ts files).
 */
export { declarationStatesOf, expiringDeclarationsOf } from './declarations-road.service';
