import { RegisterRequestsPage } from '../../features/registration';

/** /register-requests: the Admin's list of link requests. */
export function RegisterRequestsRoute() {
  return <RegisterRequestsPage />;
}
