import { Modal } from '@mantine/core';
import type { SubcontractorInvoiceDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ErrorAlert, LoadingLine } from '../../../components/ui/query-state';
import { notifySuccessCode } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useInvoice } from '../api/invoice-list';
import { useDeleteInvoice } from '../api/invoice-mutations';
import { serverMessage } from '../model/invoice-errors';
import { InvoiceFormModal, type InvoiceOrderContext } from './invoice-form-modal';

/** The invoice modal's modes (spec 001 §4 "Invoice modal"): create, edit (or view once locked) and delete-confirm. */
export type InvoiceModalMode =
  | { kind: 'create' }
  | { kind: 'edit'; invoice: SubcontractorInvoiceDto; readOnly: boolean }
  | { kind: 'delete'; invoice: SubcontractorInvoiceDto };

interface InvoiceModalProps {
  mode: InvoiceModalMode;
  context: InvoiceOrderContext;
  /** After a registration or deletion (the list reloads) and on cancel. */
  onClose: () => void;
}

/** Edit mode reads the invoice again by id (buscarNotaFiscalSubcontratadoPorId) before showing the form. */
function EditInvoice({
  invoice,
  readOnly,
  context,
  onClose,
}: {
  invoice: SubcontractorInvoiceDto;
  readOnly: boolean;
  context: InvoiceOrderContext;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fresh = useInvoice(invoice.id);
  if (fresh.data)
    return <InvoiceFormModal context={context} invoice={fresh.data} readOnly={readOnly} onClose={onClose} />;
  const title = t(readOnly ? 'subcontractors.invoice.modal.viewTitle' : 'subcontractors.invoice.modal.editTitle');
  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      {fresh.isError ? (
        <ErrorAlert
          title={t('subcontractors.invoice.modal.loadError')}
          error={fresh.error}
          retryLabel={t('subcontractors.invoice.error.retry')}
          onRetry={() => void fresh.refetch()}
        />
      ) : (
        <LoadingLine text={t('subcontractors.invoice.modal.loading')} />
      )}
    </Modal>
  );
}

/** Asks before deleting; deleteSuccess or the server's message (deleteError without one). */
function DeleteInvoice({ invoice, onClose }: { invoice: SubcontractorInvoiceDto; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteInvoice();
  return (
    <ConfirmModal
      opened
      danger
      busy={remove.isPending}
      title={t('subcontractors.invoice.modal.deleteTitle')}
      message={t('subcontractors.invoice.modal.deleteText', {
        number: invoice.numeroNotaFiscalSaida,
        subcontractor: invoice.subcontratado.nomeFantasia,
      })}
      confirmLabel={t('subcontractors.invoice.modal.delete')}
      cancelLabel={t('subcontractors.invoice.modal.cancel')}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(invoice.id, {
          onSuccess: () => {
            notifySuccessCode('deleteSuccess');
            onClose();
          },
          onError: (failure) => notifyError(serverMessage(failure, 'deleteError')),
        })
      }
    />
  );
}

/** One modal for the page's invoice: the form to register or edit one, or the question before deleting it. */
export function InvoiceModal({ mode, context, onClose }: InvoiceModalProps) {
  switch (mode.kind) {
    case 'create':
      return <InvoiceFormModal context={context} invoice={null} readOnly={false} onClose={onClose} />;
    case 'edit':
      return <EditInvoice invoice={mode.invoice} readOnly={mode.readOnly} context={context} onClose={onClose} />;
    case 'delete':
      return <DeleteInvoice invoice={mode.invoice} onClose={onClose} />;
  }
}
