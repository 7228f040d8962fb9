import { Card, Stepper } from '@mantine/core';
import type { ConciliationResultDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { conciliationSteps, type StepOutcome } from '../model/status-steps';

const COLOR: Record<StepOutcome, string> = {
  done: 'green',
  accepted: 'green',
  failed: 'red',
  cancelled: 'red',
  conditional: '#c2410c',
  inProgress: 'blue',
  pending: 'gray',
};

/** The glyph inside a decided step's circle (the label says the same in words). */
const GLYPH: Partial<Record<StepOutcome, string>> = {
  done: '✓',
  accepted: '✓',
  failed: '✕',
  cancelled: '✕',
  conditional: '!',
};

/**
 * upload → commercial → fiscal → reconciled (spec 000 §2 and §4): green when passed, red when refused (3),
 * orange when conditional (4), and a red last step when the conciliation was cancelled.
 */
export function StatusStepper({ result }: { result: ConciliationResultDto }) {
  const { t } = useTranslation();
  const { steps, active } = conciliationSteps(result);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('conciliation.status.steps.label')}>
      <Stepper active={active} size="sm" color="green" allowNextStepsSelect={false}>
        {steps.map((step, index) => {
          const glyph = GLYPH[step.outcome];
          const label =
            step.key === 'reconciled' && step.outcome === 'cancelled'
              ? t('conciliation.status.steps.cancelled')
              : t(`conciliation.status.steps.${step.key}`);
          // a cancelled last step may sit after the active one (inactive): it is painted red all the same
          const forced = step.outcome === 'cancelled' && index >= active;
          return (
            <Stepper.Step
              key={step.key}
              label={label}
              description={t(`conciliation.status.steps.state.${step.outcome}`)}
              color={COLOR[step.outcome]}
              completedIcon={glyph ? <span aria-hidden="true">{glyph}</span> : undefined}
              icon={forced ? <span aria-hidden="true">{glyph}</span> : undefined}
              progressIcon={index + 1}
              data-step={step.key}
              data-outcome={step.outcome}
              styles={
                forced
                  ? {
                      stepIcon: {
                        backgroundColor: 'var(--mantine-color-red-filled)',
                        borderColor: 'var(--mantine-color-red-filled)',
                        color: 'var(--mantine-color-white)',
                      },
                      stepLabel: { color: 'var(--mantine-color-red-8)' },
                    }
                  : step.outcome === 'failed' || step.outcome === 'cancelled'
                    ? { stepLabel: { color: 'var(--mantine-color-red-8)' } }
                    : step.outcome === 'conditional'
                      ? { stepLabel: { color: '#c2410c' } }
                      : undefined
              }
            />
          );
        })}
      </Stepper>
    </Card>
  );
}
