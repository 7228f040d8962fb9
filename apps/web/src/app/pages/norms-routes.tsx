import { NormDetailsPage, NormListPage } from '../../features/norms';
import { useSessionUser } from '../use-session-user';

/** /norm-list: the norms by code; New and Edit only for edit-norm-details. */
export function NormListRoute() {
  return <NormListPage user={useSessionUser()} />;
}

/** /norm-details: a new norm or the one of ?id=; fields disabled without edit-norm-details. */
export function NormDetailsRoute() {
  return <NormDetailsPage user={useSessionUser()} />;
}
