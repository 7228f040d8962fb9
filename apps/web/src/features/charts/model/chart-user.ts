import type { TokenPayload } from '@portal/domain';

/** What the chart screen needs to know of the signed-in user (the session's claims). */
export interface ChartUser {
  permissions: readonly string[];
}

/** The chart user of a session's claims (app/ passes it to the page; nobody when signed out). */
export function chartUserOf(payload: Pick<TokenPayload, 'permissions'> | null): ChartUser {
  return { permissions: payload?.permissions ?? [] };
}
