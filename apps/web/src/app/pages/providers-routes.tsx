import { ProviderDetailsPage, ProviderListPage } from '../../features/providers';
import { useSessionUser } from '../use-session-user';

/** /provider-list: the providers by name and CNPJ. */
export function ProviderListRoute() {
  return <ProviderListPage />;
}

/** /provider-details composes a provider's details with the session (whose permissions decide what may be edited). */
export function ProviderDetailsRoute() {
  return <ProviderDetailsPage user={useSessionUser()} />;
}
