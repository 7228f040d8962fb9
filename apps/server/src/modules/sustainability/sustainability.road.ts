/**
 * The road guard's entry to the sustainability certificates (issue 16): certificateStatesOf and
 * expiringCertificatesOf. They live in sustainability-road.service.ts, since only a service reads a repository and
 * another area imports a module only through its *.service.ts (eslint zones); either path gives the same functions.
 */
export { certificateStatesOf, expiringCertificatesOf } from './sustainability-road.service';
