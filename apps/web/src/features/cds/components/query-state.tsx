import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, LoadingLine } from '../../../components/ui/query-state';
import { cdErrorText } from '../model/errors';

/** A section's loading line. */
export function SectionLoading({ message }: { message: string }) {
  return <LoadingLine text={message} centered />;
}

/** A section's load failure: what went wrong (in the CD area's words) and a retry. */
export function SectionError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorAlert title={title} error={error} describe={cdErrorText} retryLabel={t('cds.list.retry')} onRetry={onRetry} />
  );
}

interface SectionListProps<T> {
  query: UseQueryResult<T[]>;
  /** the failure's title */
  title: string;
  /** shown when the list is empty (a sentence is shown dimmed); without it an empty list goes to `children` too */
  empty?: ReactNode;
  children: (rows: T[]) => ReactNode;
}

/** A section's one list: loading, failed with a retry, empty, or its rows. */
export function SectionList<T>({ query, title, empty, children }: SectionListProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <SectionLoading message={t('app.loading')} />;
  if (query.isError) return <SectionError title={title} error={query.error} onRetry={() => void query.refetch()} />;
  if (empty !== undefined && query.data.length === 0)
    return typeof empty === 'string' ? <Text c="dimmed">{empty}</Text> : <>{empty}</>;
  return <>{children(query.data)}</>;
}
