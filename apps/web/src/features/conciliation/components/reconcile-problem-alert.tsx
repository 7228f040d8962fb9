import { Alert, Text } from '@mantine/core';
import { isErrorCode } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format-bytes';
import { problemHeadingKey, type ReconcileProblem } from '../model/reconcile-problem';

/** The catalogue text of a problem, with its details (pedido, pedidoNota, status…), and the explanation of its reason. */
export function useProblemTexts(problem: ReconcileProblem): { message: string; explanation: string | null } {
  const { t, i18n } = useTranslation();
  const params: Record<string, string | number> = { ...problem.params };
  for (const key of ['size', 'max'] as const) {
    const value = params[key];
    if (typeof value === 'number') params[key] = formatBytes(value, i18n.language);
  }
  const heading = problemHeadingKey(problem);
  const message = heading
    ? t(heading, params)
    : isErrorCode(problem.code)
      ? t(problem.code, { ns: 'errors', ...params })
      : problem.fallback || t('default', { ns: 'errors' });
  const explanation = problem.reason ? t(`conciliation.reconcile.reasons.${problem.reason}`, params) : null;
  return { message, explanation };
}

interface ReconcileProblemAlertProps {
  problem: ReconcileProblem;
  title: string;
  children?: ReactNode;
}

/** A refusal in red, in place: the message, why (details.reason), and what to do next. */
export function ReconcileProblemAlert({ problem, title, children }: ReconcileProblemAlertProps) {
  const { message, explanation } = useProblemTexts(problem);
  return (
    <Alert color="red" variant="light" title={title} role="alert" data-code={problem.code}>
      <Text size="sm" fw={600}>
        {message}
      </Text>
      {explanation && (
        <Text size="sm" mt={4} data-testid="reconcile-reason">
          {explanation}
        </Text>
      )}
      {children}
    </Alert>
  );
}
