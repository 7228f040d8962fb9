import {
  canConciliateConditionally,
  CONCILIATION_STATUS,
  DEFAULT_RECONCILE_PAUSES_MS,
  goesStraightToStatus,
  isFullyApproved,
  type CommercialCheckResultDto,
  type FiscalCheckResultDto,
} from '@portal/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { isAbortError } from '../../../lib/api-client';
import { getReconcileConfig } from '../api/reconcile-config';
import { runCommercialCheck } from '../api/reconcile-commercial';
import { acceptConditional, runFiscalCheck } from '../api/reconcile-fiscal';
import { reconcileKeys, refreshAfterReconcile } from '../api/reconcile-keys';
import { invoiceMimeType, readAsBase64 } from './reconcile-file';
import {
  isFileProblem,
  isOrderConciliationProblem,
  problemFromError,
  type ReconcileProblem,
} from './reconcile-problem';

/** The three steps of spec 000 §2 and the progress bar's value while each runs. */
export const RECONCILE_STEPS = ['file', 'commercial', 'fiscal'] as const;
export type ReconcileStep = (typeof RECONCILE_STEPS)[number];
export const STEP_PROGRESS: Readonly<Record<ReconcileStep, number>> = { file: 0, commercial: 50, fiscal: 100 };

export type StepState = 'pending' | 'running' | 'done' | 'conditional' | 'failed';

/** How a run ended, when it did not leave for /conciliation-status. */
export type ReconcileOutcome =
  | { kind: 'commercialRejected'; commercial: CommercialCheckResultDto }
  | { kind: 'fiscalRejected'; fiscal: FiscalCheckResultDto }
  | { kind: 'conditional'; fiscal: FiscalCheckResultDto; accepting: boolean; problem: ReconcileProblem | null }
  /** statuses the flow does not foresee (e.g. a fiscal 0 or 1): shown as they are, with the status link */
  | { kind: 'unexpected'; fiscal: FiscalCheckResultDto }
  | { kind: 'error'; problem: ReconcileProblem; step: ReconcileStep; conciliationId: number | null };

export interface ReconcileState {
  running: boolean;
  steps: Readonly<Record<ReconcileStep, StepState>>;
  outcome: ReconcileOutcome | null;
}

const IDLE_STEPS: ReconcileState['steps'] = { file: 'pending', commercial: 'pending', fiscal: 'pending' };
export const IDLE: ReconcileState = { running: false, steps: IDLE_STEPS, outcome: null };

type Action =
  | { type: 'start' }
  /** the fiscal step of a run whose commercial step passed earlier (another visit, a cancelled wait) */
  | { type: 'resume' }
  | { type: 'advance'; done: ReconcileStep; next: ReconcileStep }
  | { type: 'finish'; steps: Partial<ReconcileState['steps']>; outcome: ReconcileOutcome | null }
  | { type: 'accepting'; accepting: boolean; problem?: ReconcileProblem | null }
  | { type: 'reset' };

function runningStep(steps: ReconcileState['steps']): ReconcileStep {
  return RECONCILE_STEPS.find((s) => steps[s] === 'running') ?? 'file';
}

export function reconcileReducer(state: ReconcileState, action: Action): ReconcileState {
  switch (action.type) {
    case 'start':
      return { running: true, steps: { ...IDLE_STEPS, file: 'running' }, outcome: null };
    case 'resume':
      return { running: true, steps: { file: 'done', commercial: 'done', fiscal: 'running' }, outcome: null };
    case 'advance':
      return { ...state, steps: { ...state.steps, [action.done]: 'done', [action.next]: 'running' } };
    case 'finish':
      return { running: false, steps: { ...state.steps, ...action.steps }, outcome: action.outcome };
    case 'accepting':
      if (state.outcome?.kind !== 'conditional') return state;
      return {
        ...state,
        outcome: { ...state.outcome, accepting: action.accepting, problem: action.problem ?? null },
      };
    case 'reset':
      return IDLE;
  }
}

/** The bar's value: the furthest step reached (0, 50, 100). */
export function progressOf(state: ReconcileState): number {
  const reached = RECONCILE_STEPS.filter((s) => state.steps[s] !== 'pending');
  const last = reached.at(-1);
  return last ? STEP_PROGRESS[last] : 0;
}

/** The error's step: a refused file fails "file validation" even though the server saw it in the commercial call. */
function failedStep(problem: ReconcileProblem, running: ReconcileStep): ReconcileStep {
  return isFileProblem(problem) ? 'file' : running;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return signal.aborted ? Promise.reject(new DOMException('aborted', 'AbortError')) : Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** The waits of the server's config (fetched once); the spec's when the config cannot be read. */
async function pausesOf(client: QueryClient): Promise<readonly [number, number]> {
  try {
    const config = await client.ensureQueryData({
      queryKey: reconcileKeys.config,
      queryFn: getReconcileConfig,
      staleTime: Infinity,
    });
    return config.pausasMs;
  } catch {
    return DEFAULT_RECONCILE_PAUSES_MS;
  }
}

/** How a fiscal answer ends the run: the steps and outcome shown here, or `leave` for /conciliation-status. */
export function fiscalEnd(
  fiscal: FiscalCheckResultDto,
  permissions: readonly string[],
): { steps: Partial<ReconcileState['steps']>; outcome: ReconcileOutcome | null; leave: { approved: boolean } | null } {
  const c = fiscal.statusConciliacaoComercial.id;
  const f = fiscal.statusConciliacaoFiscal.id;
  if (f === CONCILIATION_STATUS.rejected) {
    return { steps: { fiscal: 'failed' }, outcome: { kind: 'fiscalRejected', fiscal }, leave: null };
  }
  if (canConciliateConditionally(c, f, permissions)) {
    return {
      steps: { fiscal: 'conditional' },
      outcome: { kind: 'conditional', fiscal, accepting: false, problem: null },
      leave: null,
    };
  }
  if (goesStraightToStatus(c, f)) {
    const approved = isFullyApproved(c, f);
    return { steps: { fiscal: approved ? 'done' : 'conditional' }, outcome: null, leave: { approved } };
  }
  return { steps: { fiscal: 'failed' }, outcome: { kind: 'unexpected', fiscal }, leave: null };
}

export interface ReconcileFlowOptions {
  idPedido: number;
  permissions: readonly string[];
  /** Leaves for /conciliation-status; `approved` when the result is 2/2 (the green toast). */
  onStatus: (approved: boolean) => void;
}

/**
 * The reconciliation flow of spec 000 §4: read the file, wait, commercial check (stop unless 2), wait,
 * fiscal check; then the conditional offer, the status page, or the refusal. Cancel stops the waits at
 * once; a check already sent finishes on the server and its answer is dropped.
 */
export function useReconcileFlow({ idPedido, permissions, onStatus }: ReconcileFlowOptions) {
  const client = useQueryClient();
  const [state, dispatch] = useReducer(reconcileReducer, IDLE);
  const run = useRef<AbortController | null>(null);
  // the run reads the newest callbacks when it ends, not the ones of the render that started it
  const latest = useRef({ permissions, onStatus });
  useEffect(() => {
    latest.current = { permissions, onStatus };
  }, [permissions, onStatus]);

  useEffect(() => () => run.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      if (run.current && !run.current.signal.aborted) return;
      const controller = new AbortController();
      run.current = controller;
      const { signal } = controller;
      let step: ReconcileStep = 'file';
      let conciliationId: number | null = null;
      let wrote = false;
      dispatch({ type: 'start' });
      try {
        const [conteudo, pauses] = await Promise.all([readAsBase64(file, signal), pausesOf(client)]);
        dispatch({ type: 'advance', done: 'file', next: 'commercial' });
        step = 'commercial';
        await wait(pauses[0], signal);
        const commercial = await runCommercialCheck(idPedido, {
          nome: file.name,
          tipo: invoiceMimeType(file),
          conteudo,
        });
        wrote = true;
        conciliationId = commercial.id;
        if (signal.aborted) return;
        if (commercial.statusConciliacaoComercial.id !== CONCILIATION_STATUS.reconciled) {
          dispatch({
            type: 'finish',
            steps: { commercial: 'failed' },
            outcome: { kind: 'commercialRejected', commercial },
          });
          return;
        }
        dispatch({ type: 'advance', done: 'commercial', next: 'fiscal' });
        step = 'fiscal';
        await wait(pauses[1], signal);
        const fiscal = await runFiscalCheck(commercial.id);
        if (signal.aborted) return;
        const end = fiscalEnd(fiscal, latest.current.permissions);
        dispatch({ type: 'finish', steps: end.steps, outcome: end.outcome });
        if (end.leave) latest.current.onStatus(end.leave.approved);
      } catch (error) {
        if (signal.aborted || isAbortError(error)) return;
        const problem = problemFromError(error);
        const failed = failedStep(problem, step);
        const steps: Partial<Record<ReconcileStep, StepState>> = { [failed]: 'failed' };
        if (failed !== step) steps[step] = 'pending';
        dispatch({ type: 'finish', steps, outcome: { kind: 'error', problem, step: failed, conciliationId } });
        // another run holds the order (or approved it): the page reads the order's conciliation again
        if (isOrderConciliationProblem(problem)) void refreshAfterReconcile(client);
      } finally {
        if (run.current === controller) run.current = null;
        if (wrote) void refreshAfterReconcile(client);
      }
    },
    [client, idPedido],
  );

  /**
   * Runs the fiscal step of the order's conciliation whose commercial step passed but whose fiscal step never came
   * (the page was left or the run cancelled in its wait): the server refuses a new upload meanwhile.
   */
  const resume = useCallback(
    async (conciliationId: number) => {
      if (run.current && !run.current.signal.aborted) return;
      const controller = new AbortController();
      run.current = controller;
      dispatch({ type: 'resume' });
      try {
        const fiscal = await runFiscalCheck(conciliationId);
        if (controller.signal.aborted) return;
        const end = fiscalEnd(fiscal, latest.current.permissions);
        dispatch({ type: 'finish', steps: end.steps, outcome: end.outcome });
        if (end.leave) latest.current.onStatus(end.leave.approved);
      } catch (error) {
        if (controller.signal.aborted || isAbortError(error)) return;
        const problem = problemFromError(error);
        dispatch({
          type: 'finish',
          steps: { fiscal: 'failed' },
          outcome: { kind: 'error', problem, step: 'fiscal', conciliationId },
        });
      } finally {
        if (run.current === controller) run.current = null;
        void refreshAfterReconcile(client);
      }
    },
    [client],
  );

  /** Stops a run (its waits at once) or clears a finished one. */
  const reset = useCallback(() => {
    run.current?.abort();
    run.current = null;
    dispatch({ type: 'reset' });
  }, []);

  const accept = useCallback(async () => {
    const outcome = state.outcome;
    if (outcome?.kind !== 'conditional' || outcome.accepting) return;
    dispatch({ type: 'accepting', accepting: true });
    try {
      await acceptConditional(outcome.fiscal.idConciliacao);
      void refreshAfterReconcile(client);
      dispatch({ type: 'accepting', accepting: false });
      latest.current.onStatus(true);
    } catch (error) {
      dispatch({ type: 'accepting', accepting: false, problem: problemFromError(error) });
    }
  }, [client, state.outcome]);

  return { state, progress: progressOf(state), start, resume, reset, accept, runningStep: runningStep(state.steps) };
}
