/**
 * The error and message catalogue of both specifications, plus the platform's own codes.
 * Each code has the HTTP status the server answers with when it is raised as an error;
 * success codes (gate001, scheduling001, …) are 200 and only ever shown as green toasts.
 */
export const CODE_STATUS = {
  // platform
  default: 500,
  internalError: 500,
  validation: 400,
  requiredField: 400,
  notFound: 404,
  conflict: 409,
  sessionExpired: 401,
  withoutPermission: 403,
  withoutUser: 403,
  wrongLoginOrPassword: 401,
  tooManyAttempts: 429,
  tokenIncomplete: 403,
  invalidKey: 401,
  ssoFailed: 502,
  profileNotFound: 403,
  noProfile: 403,
  multipleProfiles: 403,
  nullOrder: 400,
  payloadTooLarge: 413,
  saveSuccess: 200,
  saveError: 500,
  deleteSuccess: 200,
  deleteError: 500,
  registerSuccess: 200,
  registerError: 500,
  // gates
  gate001: 200,
  gate002: 200,
  gate003: 200,
  gate010: 422,
  gate011: 409,
  gate012: 409,
  gate013: 409,
  gate014: 409,
  gate015: 409,
  // CD hours and exceptions
  cdHour001: 200,
  cdHour010: 409,
  cdException001: 200,
  cdException002: 200,
  cdException010: 409,
  // loads
  loadDetails001: 200,
  loadDetails002: 200,
  loadDetails003: 200,
  loadDetails010: 409,
  loadDetails011: 409,
  errorStatus: 422,
  errorDeliverWeek: 422,
  errorDistributionCenter: 422,
  errorExistingOrder: 409,
  errorProvider: 422,
  // scheduling
  scheduling001: 200,
  scheduling002: 200,
  scheduling003: 200,
  scheduling010: 409,
  scheduling011: 422,
  scheduling012: 422,
  scheduling013: 422,
  scheduling014: 422,
  // labels, chart, printer
  chart001: 200,
  tag010: 500,
  boxTagVolumeWarning: 422,
  printer010: 504,
  printer011: 404,
  printer012: 404,
  tagOutputNotAllowed: 422,
  priceTagQuantityExceeded: 422,
  chartNotFound: 404,
  // registration
  register01: 404,
  register02: 404,
  register03: 200,
  register04: 404,
  // registration requests (decision: a first link waits for an Admin's approval)
  registerRequested: 200,
  registerAlreadyLinked: 409,
  registerRequestPending: 409,
  registerRequestApproved: 200,
  registerRequestRefused: 200,
  registerRequestDecided: 409,
  // abusive requests and sessions
  queryTooDeep: 400,
  queryTooManyAliases: 400,
  queryTooCostly: 400,
  queryTooLarge: 400,
  invalidCharacter: 400,
  tooManyRequests: 429,
  signedOut: 200,
  // gate variations
  variation001: 200,
  variation002: 200,
  variation003: 200,
  variation004: 422,
  variation010: 404,
  variation011: 409,
  variation012: 409,
  variation013: 409,
  // files
  mustBeXML: 415,
  mustBePDF: 415,
  mustBeDocOrPdf: 415,
  sendInvoice: 400,
  fileIsNotNFe: 422,
  fileSizeExceeded: 413,
  fileNotFound: 404,
  // conciliation and orders
  reconcileError: 422,
  reconcileSuccess: 200,
  conciliationCancelled: 200,
  observationSaved: 200,
  reconcileOrderStatus: 409,
  reconcileAlreadyApproved: 409,
  reconcileInProgress: 409,
  invoiceOtherOrder: 422,
  invoiceSeveralOrders: 422,
  conciliationNotFound: 404,
  conciliationAlreadyCancelled: 409,
  conciliationStepNotAllowed: 409,
  conditionalNotAllowed: 409,
  rfmNotAllowed: 409,
  rfmInvoiceMismatch: 422,
  sealNotAvailable: 409,
  sampleNotApproved: 409,
  // order-sample concessions (spec 001 §5 "Order sample")
  sampleConcessionNotApproved: 409,
  sampleConcessionExists: 409,
  sampleConcessionKeysLocked: 422,
  sampleConcessionStartsPending: 422,
  sampleOrderNotOfOriginal: 422,
  sampleOriginalOrderNotFound: 404,
  orderAccepted: 200,
  // acceptance of an order no longer new or modified (status N or M): single and bulk (issue 18)
  orderNotAwaitingAcceptance: 422,
  orderFetchError: 500,
  orderListError: 500,
  // empty lists
  NotFoundExceptions: 404,
  NotFoundGates: 404,
  NotFoundVariations: 404,
  // providers and subcontractors
  subcontractorMustBeSaved: 422,
  subcontractorInactive: 422,
  // subcontractor invoices (spec 001 §5; the quantity and date rules are decisions, packages/domain subcontractors/)
  subcontractorInvoiceLocked: 409,
  subcontractorNotUsed: 409,
  subcontractorNotLinked: 422,
  subcontractorInvoiceFutureDate: 422,
  subcontractorInvoiceReturnBeforeOutbound: 422,
  subcontractorInvoiceReturnIncomplete: 422,
  subcontractorInvoiceReturnAboveOutbound: 422,
  subcontractorInvoicePiecesAboveOrder: 422,
  subcontractorInvoiceDuplicate: 409,
  subcontractorInvoiceTooMany: 422,
  // the road to a conciliation (decision A20): a step the order still lacks
  subcontractorInvoiceRequired: 409,
  sustainabilityCertificateRequired: 409,
  producerDeclarationRequired: 409,
  // compliance documents (spec 001 §3-§5; issue 16)
  normCodeTaken: 409,
  normInactive: 422,
  documentDatesReversed: 422,
  sustainabilityCertificateNotRequired: 409,
  producerDeclarationNotRequired: 409,
  originCertificateExists: 409,
  // pre-scheduling (issue 17): reservations of one CD above its capacity in a slot
  preSchedulingOverCapacity: 409,
  // the supplier's performance report (/idgf, decision A34)
  idgfWeekInvalid: 400,
  idgfPeriodReversed: 422,
  idgfPeriodTooLong: 422,
  idgfSupplierRequired: 400,
  idgfSupplierNotFound: 404,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof CODE_STATUS;
export const ERROR_CODES = Object.keys(CODE_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CODE_STATUS, value);
}

export function httpStatusOf(code: ErrorCode): number {
  return CODE_STATUS[code];
}

/** Body of every error answer, REST and GraphQL (extensions) alike. */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  details?: unknown;
}
