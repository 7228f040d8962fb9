import {
  isTokenString,
  resolveProfiles,
  sessionStatusFor,
  type TokenPayload,
  type TokenResponse,
} from '@portal/domain';
import { parseTokenPayload } from './token';

/** What follows a sign-in (local form or SSO gateway): one decision for both. */
export type AuthOutcome =
  | { kind: 'logged_in'; token: string; payload: TokenPayload }
  | { kind: 'register'; token: string; payload: TokenPayload }
  | { kind: 'no-profile' }
  | { kind: 'several'; profiles: string[] }
  | { kind: 'not-found'; names: string[] }
  | { kind: 'unauthorized' };

export type ProfileProblem = Extract<AuthOutcome, { kind: 'no-profile' | 'several' | 'not-found' }>;

export function splitProfiles(perfis: string): string[] {
  return perfis
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

export function decideAuthOutcome(response: TokenResponse, now: number = Date.now()): AuthOutcome {
  if (isTokenString(response.token)) {
    const payload = parseTokenPayload(response.token, now);
    const status = sessionStatusFor(payload);
    if (payload && status === 'logged_in') return { kind: 'logged_in', token: response.token, payload };
    if (payload && status === 'login_register') return { kind: 'register', token: response.token, payload };
    return { kind: 'unauthorized' };
  }
  const resolution = resolveProfiles(splitProfiles(response.perfis));
  switch (resolution.kind) {
    case 'none':
      return { kind: 'no-profile' };
    case 'several':
      return { kind: 'several', profiles: resolution.profiles.map((p) => p.name) };
    case 'not-found':
      return { kind: 'not-found', names: resolution.names };
    case 'single':
      // One valid profile but no token: the server refused to issue one.
      return { kind: 'unauthorized' };
  }
}

export function isProfileProblem(outcome: AuthOutcome): outcome is ProfileProblem {
  return outcome.kind === 'no-profile' || outcome.kind === 'several' || outcome.kind === 'not-found';
}
