import { Alert, Button, Group, Stack, Stepper, Text } from '@mantine/core';
import {
  certificateTypeName,
  CERTIFICATE_TYPE,
  hasPermission,
  routeAfterSustainability,
  type Language,
  type SustainabilityCertificateDto,
} from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { OrderPageShell, orderPageTexts } from '../../../components/ui/order-page-shell';
import { NextStepFooter } from '../../../components/ui/next-step-footer';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryCard } from '../../../components/ui/query-card';
import { SectionCard } from '../../../components/ui/section-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { notifyApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify';
import { usePageOrderId } from '../../../lib/page-id';
import type { SessionUser } from '../../../lib/session-user';
import { useOrderCertificates, useSecondCertificateUdas } from '../api/certificate-reads';
import { downloadCertificate } from '../api/certificate-files';
import { sustainabilityKeys } from '../api/sustainability-keys';
import { useSustainabilityOrder, type SustainabilityOrder } from '../api/sustainability-order';
import { uploadCertificate, useSustainabilityPause } from '../api/upload-certificate';
import { AuditStatusBadge, ValidityBadge } from '../components/certificate-badges';
import { CertificateHistoryCard } from '../components/certificate-history';
import { CertificateUploadForm } from '../components/certificate-upload-form';
import { UploadProblemAlert } from '../../../components/ui/upload-problem-alert';
import { canSend, initialUploadForm, type UploadForm } from '../model/upload-form';
import { problemFromError, problemFromRefusal, type UploadProblem } from '../model/upload-problem';

/** The catalogue keys of a refused certificate. */
const PROBLEM_TEXTS = {
  refusedTitle: 'sustainability.upload.form.refusedTitle',
  serverRefusedTitle: 'sustainability.upload.form.serverRefusedTitle',
  reasons: 'sustainability.upload.reasons',
};

/** The navigation state's `from` of the audit page: the upload then says Save and stays. */
export const STATUS_ORIGIN = 'sustainability-status';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fromStatusPage(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { from?: unknown }).from === STATUS_ORIGIN;
}

/** Whether the current certificate lets the order go on (awaiting audit or approved, not lapsed). */
function passes(certificate: SustainabilityCertificateDto | undefined): boolean {
  return certificate !== undefined && certificate.status.id !== 2 && certificate.situacaoValidade !== 'expired';
}

function CurrentCertificate({ certificate }: { certificate: SustainabilityCertificateDto }) {
  const { t, i18n } = useTranslation();
  const label = (key: string) => t(`sustainability.certificate.${key}`);
  const rows: [string, string][] = [
    [label('code'), certificate.codigoCertificado ?? '---'],
    [label('type'), certificateTypeName(certificate.tipoCertificado, i18n.language as Language)],
    certificate.tipoCertificado === CERTIFICATE_TYPE.bciCotton
      ? [label('materialCode'), certificate.certificateMaterialCode ?? '---']
      : [
          label('expeditionDate'),
          certificate.dataExpedicao ? certificate.dataExpedicao.split('-').reverse().join('/') : '---',
        ],
    [label('uploadedAt'), formatDateTime(certificate.dataCadastro)],
  ];
  return (
    <Stack gap="xs" data-testid={`sustainability-current-${certificate.slot}`}>
      <Group gap="xs">
        <Text fw={600}>{label(certificate.slot === 2 ? 'slot2' : 'slot1')}</Text>
        <AuditStatusBadge status={certificate.status} />
        <ValidityBadge state={certificate.situacaoValidade} />
      </Group>
      <Group gap="lg" component="dl" m={0}>
        {rows.map(([name, value]) => (
          <Group gap={6} key={name}>
            <Text component="dt" size="sm" c="dimmed">
              {name}:
            </Text>
            <Text component="dd" size="sm" fw={600} m={0}>
              {value}
            </Text>
          </Group>
        ))}
      </Group>
      {certificate.status.id === 2 && (
        <Alert color="red" variant="light" title={t('sustainability.upload.current.rejectedTitle')} role="alert">
          <Text size="sm">
            {t('sustainability.upload.current.rejectedText', { date: formatDateTime(certificate.dataCadastro) })}
          </Text>
          <Text size="sm" fw={600} mt={4} style={{ whiteSpace: 'pre-wrap' }} data-testid="sustainability-rejection">
            {certificate.anotacoes ?? t('sustainability.upload.current.noNotes')}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}

export interface CertificateUploadPageProps {
  user: SessionUser;
}

/**
 * /sustainability (spec 001 §2, §4, §5; SU5-SU14): step 1 of the road after /main for an order that needs a
 * sustainability certificate. The current certificate and its history (with the auditor's notes of a rejection),
 * the upload (type, material code or expedition date, one PDF, an optional second certificate), and Next after the
 * configured pause, on to the producer declaration or /reconcile with the road's navigation state. Opened from the
 * audit page, the button reads Save and the page stays.
 */
export function CertificateUploadPage({ user }: CertificateUploadPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useLocation();
  const queryClient = useQueryClient();
  const pageId = usePageOrderId();
  const idPedido = pageId.id;
  const order = useSustainabilityOrder(idPedido);
  const { current, history } = useOrderCertificates(idPedido);
  const udas = useSecondCertificateUdas(idPedido);
  const pause = useSustainabilityPause();
  const fromStatus = fromStatusPage(state);
  const canAddFile = hasPermission(user.permissions, 'sustainability-add-file');
  const [form, setForm] = useState<UploadForm | null>(null);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [sending, setSending] = useState(false);

  const back = () => (fromStatus && idPedido !== null ? void navigate(-1) : void navigate('/main'));
  const header = (title: string) => (
    <PageHeader
      title={title}
      intro={t('sustainability.upload.intro')}
      back={{
        label: t(fromStatus ? 'sustainability.upload.form.backToStatus' : 'sustainability.upload.back'),
        onClick: back,
      }}
    />
  );

  const page = (data: SustainabilityOrder, id: number) => {
    const values = form ?? initialUploadForm(data.sustentabilidade);
    const change = (patch: Partial<UploadForm>) => {
      setForm({ ...values, ...patch });
      if (!('fileError' in patch && patch.fileError)) setProblem(null);
    };
    const next = routeAfterSustainability(data);
    const ready = canSend(values, canAddFile, problem !== null);
    const slotOne = current.data?.find((c) => c.slot === 1);

    const refresh = () => queryClient.invalidateQueries({ queryKey: sustainabilityKeys.order(id) });
    const send = async () => {
      setSending(true);
      setProblem(null);
      try {
        // the spec's wait before sending (SUSTAINABILITY_PAUSE_MS on the server, 0 in tests)
        await wait(pause);
        await uploadCertificate({
          orderId: id,
          file: values.file!,
          certificateMaterialCode: values.type === CERTIFICATE_TYPE.bciCotton ? values.materialCode.trim() : null,
          dataExpedicao: values.type === CERTIFICATE_TYPE.otherAttributes ? values.expeditionDate : null,
        });
        if (values.second && values.secondFile && values.secondUda !== null)
          await uploadCertificate({
            orderId: id,
            file: values.secondFile,
            certificateMaterialCode: null,
            dataExpedicao: values.secondDate,
            idUDA: values.secondUda,
          });
        await refresh();
        if (fromStatus) {
          notifySuccess(t('sustainability.upload.form.sent'));
          setForm(initialUploadForm(data.sustentabilidade));
        } else void navigate(`${next}?id=${id}`, { state });
      } catch (error) {
        setProblem(problemFromError(error));
      } finally {
        setSending(false);
      }
    };
    const download = (certificate: SustainabilityCertificateDto) =>
      void downloadCertificate(certificate.id).catch(() => undefined);

    return (
      <>
        {!fromStatus && (
          <Stepper active={0} size="sm" aria-label={t('sustainability.upload.steps.label')} maw={720}>
            <Stepper.Step
              label={t('sustainability.upload.steps.upload')}
              description={t('sustainability.upload.steps.uploadText')}
            />
            <Stepper.Step
              label={t(`sustainability.upload.steps.${next}`)}
              description={t('sustainability.upload.steps.nextText')}
            />
          </Stepper>
        )}
        <QueryCard
          query={current}
          data-testid="sustainability-current"
          texts={{
            title: t('sustainability.upload.current.title'),
            loading: t('sustainability.history.loading'),
            error: t('sustainability.upload.current.error'),
            retry: t('sustainability.history.retry'),
          }}
        >
          {(certificates) =>
            certificates.length === 0 ? (
              <EmptyState compact icon="empty" title={t('sustainability.upload.current.none')} />
            ) : (
              <Stack gap="lg">
                {certificates.map((c) => (
                  <CurrentCertificate key={c.id} certificate={c} />
                ))}
              </Stack>
            )
          }
        </QueryCard>
        <SectionCard title={t('sustainability.upload.form.title')}>
          {!canAddFile && (
            <Alert color="yellow" variant="light" role="status">
              {t('sustainability.upload.form.noPermission')}
            </Alert>
          )}
          <CertificateUploadForm
            form={values}
            onChange={change}
            onRefusal={(refusal) => setProblem(problemFromRefusal(refusal))}
            udas={udas.data}
            disabled={!canAddFile || sending}
          />
          {problem && <UploadProblemAlert problem={problem} texts={PROBLEM_TEXTS} testId="sustainability-problem" />}
        </SectionCard>
        <NextStepFooter hint={!ready && canAddFile ? t('sustainability.upload.form.nextHint') : null}>
          {(describedBy) => (
            <>
              {!fromStatus && passes(slotOne) && (
                <Button variant="default" size="md" onClick={() => void navigate(`${next}?id=${id}`, { state })}>
                  {t('sustainability.upload.form.skip')}
                </Button>
              )}
              <Button
                size="md"
                disabled={!ready}
                loading={sending}
                aria-describedby={describedBy}
                data-testid="sustainability-send"
                onClick={() => void send().catch(notifyApiError)}
              >
                {t(fromStatus ? 'sustainability.upload.form.save' : 'sustainability.upload.form.next')}
              </Button>
            </>
          )}
        </NextStepFooter>
        <CertificateHistoryCard history={history} onDownload={download} />
      </>
    );
  };

  return (
    <OrderPageShell
      pageId={pageId}
      header={header}
      texts={orderPageTexts(t, 'sustainability.upload')}
      order={order}
      explainError
      maw={960}
    >
      {page}
    </OrderPageShell>
  );
}
