import type { AuthUser } from '../../platform/auth';
import { serviceContext, type ServiceContext } from '../../platform/context';
import { AppError, type ErrorDetails } from '../../platform/errors';
import { rowScopeOf, scopeExcludes } from '../../platform/row-scope';

/** What every CD-administration service receives from its route. */
export type CdContext = ServiceContext;

/** The service context of an authenticated request (the route's preHandler set the user). */
export const cdContext = serviceContext;

/**
 * Writes are row-scoped like reads are not: a logistics user edits only the CD of its token
 * (docs/decisions.md "CD administration"); admins edit every CD. The route already checked edit-cd-details.
 */
export function assertCdWritable(user: AuthUser, cdId: number): void {
  if (scopeExcludes(rowScopeOf(user), { cdId }))
    throw new AppError('withoutPermission', { permission: 'edit-cd-details', idCd: cdId });
}

/** A refusal of input the schema let through (business validation): 422 with what the web needs to point at. */
export function invalid(details: ErrorDetails): AppError {
  return new AppError('validation', details, { status: 422 });
}
