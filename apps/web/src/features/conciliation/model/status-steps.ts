import { CONCILIATION_STATUS, type ConciliationResultDto } from '@portal/domain';

export const STEP_KEYS = ['upload', 'commercial', 'fiscal', 'reconciled'] as const;
export type StepKey = (typeof STEP_KEYS)[number];

/**
 * How a step ended: done (2), failed (3, red), conditional (4, awaiting acceptance, orange), accepted
 * (conditional accepted, now 2), inProgress (0/1), pending (not reached), cancelled (the last step of a
 * cancelled conciliation).
 */
export type StepOutcome = 'done' | 'failed' | 'conditional' | 'accepted' | 'inProgress' | 'pending' | 'cancelled';

export interface StepView {
  key: StepKey;
  outcome: StepOutcome;
}

export interface StepsView {
  steps: StepView[];
  /** Mantine Stepper's `active`: the first step not yet decided (4 when all are) */
  active: number;
}

type Sides = Pick<
  ConciliationResultDto,
  'statusConciliacaoComercial' | 'statusConciliacaoFiscal' | 'cancelada' | 'condicional'
>;

function sideOutcome(status: number): StepOutcome {
  switch (status) {
    case CONCILIATION_STATUS.reconciled:
      return 'done';
    case CONCILIATION_STATUS.rejected:
      return 'failed';
    case CONCILIATION_STATUS.conditional:
      return 'conditional';
    default:
      return 'inProgress';
  }
}

/** upload → commercial → fiscal → reconciled, as the two sides' statuses and the cancellation say (spec 000 §4). */
export function conciliationSteps(result: Sides): StepsView {
  const commercial = result.statusConciliacaoComercial.id;
  const fiscal = result.statusConciliacaoFiscal.id;
  const cancelled = result.cancelada;
  const still = (outcome: StepOutcome): StepOutcome => (cancelled && outcome === 'inProgress' ? 'pending' : outcome);

  const commercialOutcome = still(sideOutcome(commercial));
  let fiscalOutcome: StepOutcome = 'pending';
  if (commercial === CONCILIATION_STATUS.reconciled) {
    const outcome = sideOutcome(fiscal);
    fiscalOutcome = still(outcome === 'done' && result.condicional ? 'accepted' : outcome);
  }
  const approved = commercial === CONCILIATION_STATUS.reconciled && fiscal === CONCILIATION_STATUS.reconciled;
  const lastOutcome: StepOutcome = cancelled ? 'cancelled' : approved ? 'done' : 'pending';

  const steps: StepView[] = [
    { key: 'upload', outcome: 'done' },
    { key: 'commercial', outcome: commercialOutcome },
    { key: 'fiscal', outcome: fiscalOutcome },
    { key: 'reconciled', outcome: lastOutcome },
  ];
  const open = steps.findIndex((s) => s.outcome === 'inProgress' || s.outcome === 'pending');
  return { steps, active: open === -1 ? steps.length : open };
}
