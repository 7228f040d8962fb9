import { DEFAULT_RECONCILE_PAUSES_MS, reconcileConfigSchema, type ReconcileConfigDto } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { reconcileKeys } from './reconcile-keys';

/** The domain's contract, with the bounds this page trusts a wait to keep. */
const pause = z.number().int().min(0).max(60_000);
const configSchema = reconcileConfigSchema.extend({ pausasMs: z.tuple([pause, pause]) });

/** GET /api/config/conciliacao: the waits before the commercial and the fiscal step (0 in tests and e2e). */
export function getReconcileConfig(): Promise<ReconcileConfigDto> {
  return api.get('/config/conciliacao', { service: 'conciliation', schema: configSchema, notify: false });
}

/**
 * Fetched once per session (it only changes with a server restart). While it loads, or if it failed, the
 * spec's own waits apply, so the flow never runs faster than the server means it to.
 */
export function useReconcileConfig() {
  const query = useQuery({
    queryKey: reconcileKeys.config,
    // no abort signal: a page left while it loads still keeps the answer (StrictMode's remount included)
    queryFn: getReconcileConfig,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return { ...query, pauses: query.data?.pausasMs ?? DEFAULT_RECONCILE_PAUSES_MS };
}
