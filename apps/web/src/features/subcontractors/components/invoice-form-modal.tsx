import { Alert, Fieldset, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  formatCnpj,
  INVOICE_NUMBER_INPUT_MAX,
  piecesAvailableFor,
  type SubcontractorInvoiceDto,
  type SubcontractorSummaryDto,
} from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field';
import { FormModal } from '../../../components/ui/form-modal';
import { notifySuccessCode } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useSaveInvoice } from '../api/invoice-mutations';
import { useOrderSubcontractors } from '../api/invoice-subcontractors';
import {
  checkInvoiceForm,
  EMPTY_INVOICE_FORM,
  formOf,
  ruleInvoices,
  type FieldProblem,
  type InvoiceFormField,
  type InvoiceFormValues,
} from '../model/invoice-form';
import { serverMessage } from '../model/invoice-errors';

/** Hints under their inputs, so that the three inputs of a row line up whatever their hints' lengths. */
const HINT_BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/** The order the invoices are for, and its invoices as listed. */
export interface InvoiceOrderContext {
  idPedido: number;
  idFornecedor: number;
  orderPieces: number;
  invoices: readonly SubcontractorInvoiceDto[];
}

interface InvoiceFormModalProps {
  context: InvoiceOrderContext;
  /** The invoice being edited (as read again by id), or null for a new one. */
  invoice: SubcontractorInvoiceDto | null;
  /** Viewing only (the order's conciliation is 2/2, or it no longer uses a subcontractor). */
  readOnly: boolean;
  onClose: () => void;
}

/** The subcontractor's choice: trade name and CNPJ; one made inactive since the invoice was saved says so. */
function optionsOf(
  choices: readonly SubcontractorSummaryDto[],
  current: SubcontractorSummaryDto | null,
  inactiveLabel: (name: string) => string,
) {
  const all = current && !choices.some((c) => c.id === current.id) ? [current, ...choices] : choices;
  return all.map((s) => {
    const name = `${s.nomeFantasia} · ${formatCnpj(s.cnpj)}`;
    return { value: String(s.id), label: s.status.id === 1 ? name : inactiveLabel(name) };
  });
}

/** The invoice form (spec 001 §2, §5) in a modal: create or edit, checked with the domain's schema and rules. */
export function InvoiceFormModal({ context, invoice, readOnly, onClose }: InvoiceFormModalProps) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<InvoiceFormValues>(invoice ? formOf(invoice) : EMPTY_INVOICE_FORM);
  const [problems, setProblems] = useState<Partial<Record<InvoiceFormField, FieldProblem>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const choices = useOrderSubcontractors(context.idPedido, !readOnly);
  const save = useSaveInvoice();
  const editing = invoice?.id ?? null;

  const set = <K extends InvoiceFormField>(field: K, value: InvoiceFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const textOf = (problem: FieldProblem | undefined): string | undefined => {
    if (!problem) return undefined;
    if (problem.kind === 'shape') return t(`subcontractors.invoice.form.problems.${problem.key}`);
    return t(problem.code, { ns: 'errors', ...problem.params });
  };
  const error = (field: InvoiceFormField) => textOf(problems[field]);

  const submit = () => {
    const check = checkInvoiceForm(values, { ...context, editing });
    if (!check.ok) {
      setProblems(check.problems);
      setGeneral(
        check.general
          ? t(check.general.code, { ns: 'errors', ...check.general.params })
          : t('subcontractors.invoice.modal.fixErrors'),
      );
      return;
    }
    setGeneral(null);
    save.mutate(
      { idNotaFiscal: editing, notaFiscal: check.input },
      {
        onSuccess: () => {
          notifySuccessCode('registerSuccess');
          onClose();
        },
        onError: (failure) => notifyError(serverMessage(failure, 'registerError')),
      },
    );
  };

  const chosen = values.idSubcontratado === '' ? null : Number(values.idSubcontratado);
  const available =
    chosen === null
      ? null
      : piecesAvailableFor(chosen, {
          orderPieces: context.orderPieces,
          invoices: ruleInvoices(context.invoices),
          editing,
        });
  const options = optionsOf(choices.data ?? [], invoice?.subcontratado ?? null, (name) =>
    t('subcontractors.invoice.form.inactiveOption', { name }),
  );
  const n = (value: number) => value.toLocaleString(i18n.language);
  const title = readOnly
    ? t('subcontractors.invoice.modal.viewTitle')
    : t(invoice ? 'subcontractors.invoice.modal.editTitle' : 'subcontractors.invoice.modal.createTitle');
  const pieceField = (field: 'quantidadePecasSaida' | 'quantidadePecasRetorno', required: boolean) => (
    <NumberInput
      label={t('subcontractors.invoice.form.pieces')}
      required={required}
      value={values[field]}
      onChange={(v) => set(field, typeof v === 'number' ? v : '')}
      allowDecimal={false}
      allowNegative={false}
      min={1}
      hideControls
      thousandSeparator={i18n.language === 'en-US' ? ',' : '.'}
      decimalSeparator={i18n.language === 'en-US' ? '.' : ','}
      disabled={readOnly}
      error={error(field)}
      inputWrapperOrder={HINT_BELOW}
      description={
        field === 'quantidadePecasSaida' && available !== null && !readOnly
          ? t('subcontractors.invoice.form.available', { count: n(available), pieces: n(context.orderPieces) })
          : undefined
      }
    />
  );
  const numberField = (field: 'numeroNotaFiscalSaida' | 'numeroNotaFiscalRetorno', required: boolean) => (
    <TextInput
      label={t('subcontractors.invoice.form.number')}
      required={required}
      value={values[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      inputMode="numeric"
      autoComplete="off"
      maxLength={INVOICE_NUMBER_INPUT_MAX}
      inputWrapperOrder={HINT_BELOW}
      description={required && !readOnly ? t('subcontractors.invoice.form.numberHint') : undefined}
      disabled={readOnly}
      error={error(field)}
    />
  );
  const dateField = (field: 'dataNotaFiscalSaida' | 'dataNotaFiscalRetorno', required: boolean) => (
    <DateField
      label={t('subcontractors.invoice.form.date')}
      required={required}
      value={values[field]}
      onChange={(v) => set(field, v)}
      disabled={readOnly}
      error={error(field)}
    />
  );

  /** One side of the invoice (the outbound one, required; the return, filled in later): date, number and pieces. */
  const sideFields = (side: 'Saida' | 'Retorno') => {
    const required = side === 'Saida';
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {dateField(`dataNotaFiscal${side}`, required)}
        {numberField(`numeroNotaFiscal${side}`, required)}
        {pieceField(`quantidadePecas${side}`, required)}
      </SimpleGrid>
    );
  };

  return (
    <FormModal
      title={title}
      readOnly={readOnly}
      saving={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      size="xl"
      labels={{
        save: t('subcontractors.invoice.modal.save'),
        cancel: t('subcontractors.invoice.modal.cancel'),
        close: t('subcontractors.invoice.modal.close'),
      }}
    >
      <Stack gap="md">
        <Select
          label={t('subcontractors.invoice.form.subcontractor')}
          placeholder={t('subcontractors.invoice.form.subcontractorPlaceholder')}
          required
          data={options}
          value={values.idSubcontratado === '' ? null : values.idSubcontratado}
          onChange={(v) => set('idSubcontratado', v ?? '')}
          disabled={readOnly}
          error={error('idSubcontratado')}
          nothingFoundMessage={t('subcontractors.invoice.form.noSubcontractors')}
          searchable
          data-autofocus
        />
        {!readOnly && choices.isSuccess && choices.data.length === 0 && (
          <Text size="sm" c="red.8">
            {t('subcontractors.invoice.form.noSubcontractors')}
          </Text>
        )}
        <Fieldset legend={t('subcontractors.invoice.form.outbound')}>{sideFields('Saida')}</Fieldset>
        <Fieldset legend={t('subcontractors.invoice.form.returnSection')}>
          {!readOnly && (
            <Text size="sm" c="dimmed" mb="xs">
              {t('subcontractors.invoice.form.returnHint')}
            </Text>
          )}
          {sideFields('Retorno')}
        </Fieldset>
        {general && (
          <Alert color="red" variant="light" role="alert">
            {general}
          </Alert>
        )}
      </Stack>
    </FormModal>
  );
}
