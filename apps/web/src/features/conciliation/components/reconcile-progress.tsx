import { Group, Loader, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RECONCILE_STEPS, type ReconcileState, type StepState } from '../model/reconcile-flow';

const MARKS: Record<Exclude<StepState, 'running'>, { color: string; mark: string }> = {
  pending: { color: 'gray', mark: '' },
  done: { color: 'teal', mark: '✓' },
  conditional: { color: 'yellow', mark: '!' },
  failed: { color: 'red', mark: '✕' },
};

function StepMark({ state }: { state: StepState }) {
  if (state === 'running') return <Loader size={20} color="blue" aria-hidden="true" />;
  const { color, mark } = MARKS[state];
  return (
    <ThemeIcon
      size={20}
      radius="xl"
      color={color}
      variant={state === 'pending' ? 'light' : 'filled'}
      aria-hidden="true"
    >
      <Text span size="xs" fw={700} lh={1}>
        {mark}
      </Text>
    </ThemeIcon>
  );
}

function barColor(steps: ReconcileState['steps']): string {
  const states = RECONCILE_STEPS.map((s) => steps[s]);
  if (states.includes('failed')) return 'red';
  if (states.includes('conditional')) return 'yellow';
  if (states.every((s) => s === 'done')) return 'teal';
  return 'blue';
}

/**
 * The bar of spec 000 §2 (file validation 0 %, trade validation 50 %, tax validation 100 %) and the list
 * of the three steps, each pending, running, done, conditional or failed. The list is a live region, so a
 * screen reader hears each step change.
 */
export function ReconcileProgress({ state, progress }: { state: ReconcileState; progress: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Progress
        value={progress}
        color={barColor(state.steps)}
        size="lg"
        radius="xl"
        striped={state.running}
        animated={state.running}
        aria-label={t('conciliation.reconcile.steps.progress')}
      />
      <Group
        component="ol"
        aria-label={t('conciliation.reconcile.steps.label')}
        aria-live="polite"
        gap="lg"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {RECONCILE_STEPS.map((step) => {
          const stepState = state.steps[step];
          return (
            <Group component="li" key={step} gap={8} wrap="nowrap" data-step={step} data-state={stepState}>
              <StepMark state={stepState} />
              <div>
                <Text size="sm" fw={600} lh={1.2}>
                  {t(`conciliation.reconcile.steps.${step}`)}
                </Text>
                <Text size="xs" c={stepState === 'failed' ? 'red.8' : 'dimmed'}>
                  {t(`conciliation.reconcile.steps.state.${stepState}`)}
                </Text>
              </div>
            </Group>
          );
        })}
      </Group>
    </Stack>
  );
}
