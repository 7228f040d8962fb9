/**
 * Upload limits of the compliance documents (decision A9): one file of at most 10 MiB per upload, one constant per
 * kind so a kind can change alone (scanned certificates run to several MiB; the chart keeps its 2 MiB).
 */
const TEN_MIB = 10 * 1024 * 1024;

export const SUSTAINABILITY_CERTIFICATE_MAX_BYTES = TEN_MIB;
export const PRODUCER_DECLARATION_MAX_BYTES = TEN_MIB;
export const ORIGIN_CERTIFICATE_MAX_BYTES = TEN_MIB;
