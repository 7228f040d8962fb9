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
