import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, isApiStatus } from '../../lib/api-client';

export interface LoadingLineProps {
  /** what is loading, already translated */
  text: string;
  /** a line of its own (the usual) announces itself; inside a live footer it leaves that to the footer */
  announce?: boolean;
  /** a whole section waiting: centred, with room around it */
  centered?: boolean;
}

/** A spinner and what it waits for. */
export function LoadingLine({ text, announce = true, centered = false }: LoadingLineProps) {
  if (centered)
    return (
      <Center py="lg" role="status" aria-live="polite">
        <Group gap="sm">
          <Loader size="sm" aria-hidden="true" />
          <Text>{text}</Text>
        </Group>
      </Center>
    );
  return (
    <Group gap="xs" role={announce ? 'status' : undefined}>
      <Loader size="sm" aria-hidden="true" />
      <Text>{text}</Text>
    </Group>
  );
}

/** A failed load inside a list or a page's body: the message in red and a retry button beside it. */
export function RetryLine({ text, retryLabel, onRetry }: { text: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Group gap="sm">
      <Text c="red.8">{text}</Text>
      <Button variant="default" size="xs" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Group>
  );
}

export interface ErrorAlertProps {
  title: string;
  retryLabel: string;
  onRetry: () => void;
  /**
   * The failure, said in the user's language under the title (with the retry below it); without it the alert
   * holds the title and the retry only.
   */
  error?: unknown;
  /** How the area words an ApiError (default: the shared error catalogue). */
  describe?: (error: ApiError) => string;
  maw?: number;
}

/** A failed load as an alert: the title, what went wrong, a retry. */
export function ErrorAlert({ title, retryLabel, onRetry, error, describe = errorText, maw }: ErrorAlertProps) {
  const { t } = useTranslation();
  if (error === undefined)
    return (
      <Alert color="red" variant="light" role="alert" title={title} maw={maw}>
        <Button variant="default" size="xs" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Alert>
    );
  return (
    <Alert color="red" variant="light" role="alert" title={title} maw={maw}>
      <Text size="sm">{error instanceof ApiError ? describe(error) : t('default', { ns: 'errors' })}</Text>
      <Button variant="light" color="red" size="xs" mt="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}

/** The page's thing is not there (or not the user's to see): a red alert, no way around it but back. */
export function NotFoundAlert({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert color="red" variant="light" role="alert" title={title} maw={640}>
      {children}
    </Alert>
  );
}

/** The part of a TanStack query QueryState reads. */
export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** the loading line's text */
  loading: string;
  /** shown when the answer was 404 (an unknown id, or one the user may not see); else `failed` */
  notFound?: ReactNode;
  /** shown when the query failed (an ErrorAlert or a RetryLine, with its retry) */
  failed: ReactNode;
  /** what the page shows once there is data; nothing when left out */
  children?: (data: T) => ReactNode;
}

/**
 * What a page (or a part of one) shows while its one query has no data: not found, failed with a retry, or
 * loading; then its content. Every page about one order or load reads its query through this, so the states
 * look alike and keep their order (a 404 is not a failure to retry).
 */
export function QueryState<T>({ query, loading, notFound, failed, children }: QueryStateProps<T>) {
  if (query.data !== undefined) return <>{children?.(query.data)}</>;
  if (notFound !== undefined && isApiStatus(query.error, 404)) return <>{notFound}</>;
  if (query.isError) return <>{failed}</>;
  return <LoadingLine text={loading} />;
}
