import { Stack, Text } from '@mantine/core';
import type { SampleConcessionDto } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { DetailsQueryState } from '../../../components/ui/details-query-state';
import { MissingIdState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ApiError, errorText, notifySuccessCode } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { notifyError } from '../../../lib/notify';
import { usePageId } from '../../../lib/page-id';
import { usePageTitle } from '../../../lib/page-title';
import { useConcession } from '../api/get-concession';
import { useSaveConcession } from '../api/save-concession';
import { ConcessionForm } from '../components/concession-form';
import { listPathFrom } from '../../../lib/list-return';
import { concessionLink } from '../components/concession-table';
import {
  fieldOfRefusal,
  formOf,
  inputFromForm,
  NEW_FORM,
  type ConcessionField,
  type ConcessionForm as FormValues,
  type FormErrors,
} from '../model/concession-form';

/** Codes that say nothing of their own: the save shows registerError instead (spec 001 §8 "Order samples"). */
/** The list this page is opened from. */
const LIST_PATH = '/order-sample-list';
const GENERIC = new Set(['default', 'internalError', 'validation']);

/** A save's failure as spec 001 §8 shows it: the localized message, or the register error. */
function refusalText(error: unknown): string | null {
  return error instanceof ApiError && error.errorCode && !GENERIC.has(error.code) ? errorText(error) : null;
}

/** The form of a new concession (null) or of a saved one, with its save. */
function ConcessionEditor({ concession }: { concession: SampleConcessionDto | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useLocation();
  const save = useSaveConcession();
  const [form, setForm] = useState<FormValues>(() => (concession ? formOf(concession) : NEW_FORM));
  const [errors, setErrors] = useState<FormErrors>({});
  const [refusal, setRefusal] = useState<{ field: ConcessionField; text: string } | null>(null);

  const submit = () => {
    const result = inputFromForm(form, concession?.id ?? null);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setRefusal(null);
    save.mutate(result.input, {
      onSuccess: (saved) => {
        notifySuccessCode('registerSuccess');
        // a new concession becomes the page's: its keys lock and its status may change from now on
        if (!concession) {
          const link = concessionLink(saved.id, listPathFrom(state, LIST_PATH).replace(LIST_PATH, ''));
          void navigate(link.to, { replace: true, state: link.state });
        }
      },
      onError: (error) => {
        const text = refusalText(error);
        notifyError(text ?? t('registerError', { ns: 'errors' }));
        const field = error instanceof ApiError ? fieldOfRefusal(error.details) : null;
        if (text && field) setRefusal({ field, text });
      },
    });
  };

  return (
    <ConcessionForm
      form={form}
      errors={errors}
      refusal={refusal}
      editing={concession !== null}
      saving={save.isPending}
      onChange={(patch) => {
        setForm((current) => ({ ...current, ...patch }));
        // a corrected field takes its message away
        setErrors((current) => {
          const next = { ...current };
          for (const key of Object.keys(patch) as ConcessionField[]) delete next[key];
          return next;
        });
        if (refusal && refusal.field in patch) setRefusal(null);
      }}
      onSubmit={submit}
    />
  );
}

/**
 * /order-sample-details (Admin, Logistica; spec 001 §2, §4, §5): a new concession (no id) or a saved one (?id= or
 * the navigation state's idConcessao), its form and Save (registerSuccess, or the localized error).
 */
export function ConcessionDetailsPage() {
  const { t } = useTranslation();
  const { state } = useLocation();
  const pageId = usePageId('idConcessao');
  const id = pageId.id;
  const concession = useConcession(id);
  usePageTitle(id === null ? null : t('samples.details.editTitle', { id }));
  const back = { label: t('samples.details.back'), to: listPathFrom(state, LIST_PATH) };

  if (pageId.problem === 'invalid')
    return (
      <Stack gap="lg">
        <PageHeader title={t('screens.order-sample-details')} back={back} />
        <MissingIdState problem="invalid" title="" text={t('samples.details.invalidIdText')} action={back} />
      </Stack>
    );

  if (id === null)
    return (
      <Stack gap="lg">
        <PageHeader title={t('samples.details.newTitle')} intro={t('samples.details.newIntro')} back={back} />
        <ConcessionEditor key="new" concession={null} />
      </Stack>
    );

  return (
    <DetailsQueryState
      query={concession}
      header={<PageHeader title={t('screens.order-sample-details')} back={back} />}
      texts="samples.details"
      back={back}
      notFoundText={t('samples.details.notFoundText')}
    >
      {(saved) => (
        <Stack gap="lg">
          <PageHeader
            title={t('samples.details.editTitle', { id: saved.id })}
            intro={
              <Stack gap={2}>
                <Text c="dimmed">
                  {t('samples.details.editIntro', {
                    pedidoAmostra: saved.pedidoAmostra,
                    pedido: saved.pedido,
                    fornecedor: `${saved.codigoFornecedor} - ${saved.nomeFornecedor}`,
                  })}
                </Text>
                <Text c="dimmed" size="sm">
                  {t('samples.details.dates', {
                    createdAt: formatDateTime(saved.dataCadastro),
                    updatedAt: formatDateTime(saved.dataModificacao),
                  })}
                </Text>
              </Stack>
            }
            back={back}
          />
          <ConcessionEditor key={saved.id} concession={saved} />
        </Stack>
      )}
    </DetailsQueryState>
  );
}
