import { useTranslation } from 'react-i18next';
import { ConfirmModal as SharedConfirmModal } from '../../../components/ui/confirm-modal';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  text: string;
  /** the confirm button's label (default: Excluir) */
  confirmLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a deletion; nothing is sent until the user confirms. */
export function ConfirmModal({ text, confirmLabel, ...props }: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <SharedConfirmModal
      {...props}
      message={text}
      confirmLabel={confirmLabel ?? t('cds.form.delete')}
      cancelLabel={t('cds.form.cancel')}
      danger
    />
  );
}
