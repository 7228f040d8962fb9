import type { RegisterRequestRow } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { requestTargetText } from '../model/request-target';

interface ApproveModalProps {
  row: RegisterRequestRow | null;
  busy: boolean;
  onConfirm: (row: RegisterRequestRow) => void;
  onClose: () => void;
}

/** "Link this user to this supplier or CD?" before an approval, which only an Admin can undo. */
export function ApproveModal({ row, busy, onConfirm, onClose }: ApproveModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      opened={row !== null}
      title={t('registration.approve.title')}
      message={
        row
          ? t('registration.approve.message', {
              nome: row.usuario.nome,
              login: row.usuario.login,
              target: requestTargetText(row),
            })
          : ''
      }
      confirmLabel={t('registration.approve.confirm')}
      cancelLabel={t('registration.approve.cancel')}
      busy={busy}
      onConfirm={() => row && onConfirm(row)}
      onClose={onClose}
    />
  );
}
