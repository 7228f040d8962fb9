import { homePath, type TokenResponse } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { forgetLocation, rememberedLocation, safeReturnTo } from '../../../lib/storage';
import { decideAuthOutcome, type AuthOutcome } from './auth-outcome';
import { useSessionStore } from './session-context';

/**
 * The one place that acts on a sign-in answer, for the local form and the SSO gateway alike:
 * stores the token and goes to the remembered page (or the profile's home, homePath), or to /register; profile problems
 * and refusals are returned for the caller to show.
 */
export function useCompleteSignIn(): (response: TokenResponse, returnTo?: string | null) => AuthOutcome {
  const store = useSessionStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (response, returnTo) => {
      const outcome = decideAuthOutcome(response);
      queryClient.removeQueries({ queryKey: ['auth', 'me'] });
      store.applyOutcome(outcome, response);
      if (outcome.kind === 'logged_in') {
        // no page asked for: the profile's home (a logistics user's dock board)
        const target = safeReturnTo(returnTo) ?? rememberedLocation() ?? homePath(outcome.payload);
        forgetLocation();
        void navigate(target, { replace: true });
      } else if (outcome.kind === 'register') {
        void navigate('/register', { replace: true });
      }
      return outcome;
    },
    [navigate, queryClient, store],
  );
}
