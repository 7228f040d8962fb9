/** What app/ may use of the registration area. */
export { RegisterRequestsPage } from './pages/register-requests-page';
export { usePendingRegisterRequestCount } from './api/pending-count';
