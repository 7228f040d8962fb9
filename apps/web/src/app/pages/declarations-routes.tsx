import { DeclarationDetailsPage, DeclarationListPage, ProducerDeclarationPage } from '../../features/declarations';
import { useNormList } from '../../features/norms';
import { useSessionUser } from '../use-session-user';

/** /producer-declaration: an order's producer declaration (all six profiles, on the orders they see). */
export function ProducerDeclarationRoute() {
  return <ProducerDeclarationPage />;
}

/** /declaration-list: the declarations, with the way to the audit form for declaration-details. */
export function DeclarationListRoute() {
  return <DeclarationListPage user={useSessionUser()} />;
}

/** /declaration-details: the audit form, its norm chosen from the norms area's active norms. */
export function DeclarationDetailsRoute() {
  const norms = useNormList(true);
  return <DeclarationDetailsPage user={useSessionUser()} norms={norms.data} />;
}
