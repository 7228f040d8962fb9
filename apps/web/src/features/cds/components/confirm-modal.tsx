import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import type { Deletion } from '../hooks/use-deletion';

interface ConfirmDeleteModalProps<T> {
  deletion: Deletion<T>;
  title: string;
  /** the question, naming the row */
  text: (row: T) => string;
}

/** Asks before a deletion; nothing is sent until the user confirms. */
export function ConfirmDeleteModal<T>({ deletion, title, text }: ConfirmDeleteModalProps<T>) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      opened={deletion.row !== null}
      title={title}
      message={deletion.row ? text(deletion.row) : ''}
      busy={deletion.busy}
      onConfirm={deletion.confirm}
      onClose={deletion.cancel}
      confirmLabel={t('cds.form.delete')}
      cancelLabel={t('cds.form.cancel')}
      danger
    />
  );
}
