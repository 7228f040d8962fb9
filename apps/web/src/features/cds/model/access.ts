import { hasPermission } from '@portal/domain';
import type { SessionUser } from '../../../lib/session-user';

/** What the signed-in user may do in the CD screens. */
export interface CdAccess {
  /** cd-details: the rows of /cd-list open the CD */
  canOpenDetails: boolean;
  /** edit-cd-details, and for a CD-bound user (logistics) only the CD of its token */
  canEdit: (idCd: number) => boolean;
}

/** The claims the access rule reads: the session user app/ passes (null: signed out). */
export type CdSession = Pick<SessionUser, 'permissions' | 'idCd' | 'admin'> | null;

/** The access of a session (the route guard already let the user in; the server checks every call again). */
export function cdAccessOf(payload: CdSession): CdAccess {
  const permissions = payload?.permissions ?? [];
  const editor = hasPermission(permissions, 'edit-cd-details');
  return {
    canOpenDetails: hasPermission(permissions, 'cd-details'),
    canEdit: (idCd) => editor && (payload?.admin === 1 || payload?.idCd == null || payload.idCd === idCd),
  };
}
