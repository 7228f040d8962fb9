import { Stack, Text } from '@mantine/core';
import type { OriginCertificate } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { DetailsQueryState } from '../../../components/ui/details-query-state';
import { downloadProgressTexts, DownloadProgressBar } from '../../../components/ui/download-progress-bar';
import { MissingIdState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ApiError, errorText, notifySuccessCode } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { notifyError } from '../../../lib/notify';
import { usePageId } from '../../../lib/page-id';
import { usePageTitle } from '../../../lib/page-title';
import type { PdfFileRefusal } from '../../../lib/pdf-file';
import { useOriginCertificate } from '../api/get-origin-certificate';
import { useSaveOriginCertificate } from '../api/save-origin-certificate';
import { listPathFrom } from '../../../lib/list-return';
import { certificateLink } from '../components/certificate-table';
import { PendingOrdersCard } from '../components/pending-orders-card';
import { UploadFormCard } from '../components/upload-form-card';
import { useCertificateDownloads } from '../hooks/use-certificate-downloads';
import { NEW_UPLOAD, saveOf, uploadFormOf, type UploadForm } from '../model/upload-form';

/** Codes that say nothing of their own: the save shows registerError instead (spec 001 §8). */
/** The list this page is opened from. */
const LIST_PATH = '/origin-certificate';
const GENERIC = new Set(['default', 'internalError', 'validation']);

/** A save's failure as spec 001 §8 shows it: the server's message, or registerError. */
function refusalText(error: unknown): string | null {
  return error instanceof ApiError && !GENERIC.has(error.code) ? errorText(error) : null;
}

/** The form of a new certificate (null) or of a saved one, with its Save and its PDF's download. */
function CertificateEditor({ certificate }: { certificate: OriginCertificate | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useLocation();
  const save = useSaveOriginCertificate();
  const downloads = useCertificateDownloads();
  const [form, setForm] = useState<UploadForm>(() => (certificate ? uploadFormOf(certificate) : NEW_UPLOAD));
  const [refusal, setRefusal] = useState<PdfFileRefusal | null>(null);
  const request = saveOf(form, certificate);

  const submit = () => {
    if (!request) return;
    save.mutate(request, {
      onSuccess: (saved) => {
        notifySuccessCode('registerSuccess');
        setForm(uploadFormOf(saved));
        // a new certificate becomes the page's: its order is fixed and its PDF can be downloaded from now on
        if (!certificate) {
          const link = certificateLink(saved.id, listPathFrom(state, LIST_PATH).replace(LIST_PATH, ''));
          void navigate(link.to, { replace: true, state: link.state });
        }
      },
      onError: (error) => notifyError(refusalText(error) ?? t('registerError', { ns: 'errors' })),
    });
  };

  return (
    <Stack gap="lg">
      {!certificate && <PendingOrdersCard onPick={(order) => setForm((f) => ({ ...f, order: String(order) }))} />}
      <UploadFormCard
        form={form}
        editing={certificate}
        refusal={refusal}
        complete={request !== null}
        saving={save.isPending}
        downloading={downloads.state !== null}
        onChange={(patch) => {
          setForm((current) => ({ ...current, ...patch }));
          if ('file' in patch) setRefusal(null);
        }}
        onRefusal={(next) => {
          setRefusal(next);
          setForm((current) => ({ ...current, file: null }));
        }}
        onDownload={() => certificate && void downloads.pdf(certificate)}
        onSubmit={submit}
      />
      <DownloadProgressBar
        state={downloads.state}
        {...downloadProgressTexts(t, 'originCertificates.download')}
        onCancel={downloads.cancel}
      />
    </Stack>
  );
}

/**
 * /origin-certificate-upload (Admin, Usuario, Fornecedor, Logistica; spec 001 §2, §5, §8): a new certificate (order,
 * code, one PDF), or the one of ?id= (or the navigation state's idCertificado) to edit with PUT, showing its current
 * PDF with a download. Save is disabled until order, code and PDF are present; registerSuccess, or the server's
 * message or registerError; a wrong file is refused in place (mustBePDF).
 */
export function CertificateUploadPage() {
  const { t } = useTranslation();
  const { state } = useLocation();
  const pageId = usePageId('idCertificado');
  const id = pageId.id;
  const certificate = useOriginCertificate(id);
  usePageTitle(
    id === null ? null : t('originCertificates.upload.editTitle', { codigo: certificate.data?.codigo ?? id }),
  );
  const back = { label: t('originCertificates.upload.back'), to: listPathFrom(state, LIST_PATH) };

  if (pageId.problem === 'invalid')
    return (
      <Stack gap="lg">
        <PageHeader title={t('screens.origin-certificate-upload')} back={back} />
        <MissingIdState problem="invalid" title="" text={t('originCertificates.upload.invalidIdText')} action={back} />
      </Stack>
    );

  if (id === null)
    return (
      <Stack gap="lg">
        <PageHeader
          title={t('screens.origin-certificate-upload')}
          intro={t('originCertificates.upload.newIntro')}
          back={back}
        />
        <CertificateEditor key="new" certificate={null} />
      </Stack>
    );

  return (
    <DetailsQueryState
      query={certificate}
      header={<PageHeader title={t('screens.origin-certificate-upload')} back={back} />}
      texts="originCertificates.upload"
      back={back}
      notFoundText={t('originCertificates.upload.notFoundText')}
    >
      {(saved) => (
        <Stack gap="lg">
          <PageHeader
            title={t('originCertificates.upload.editTitle', { codigo: saved.codigo })}
            intro={
              <Stack gap={2}>
                <Text c="dimmed">
                  {t('originCertificates.upload.editIntro', { pedido: saved.pedido, fornecedor: saved.fornecedor })}
                </Text>
                <Text c="dimmed" size="sm">
                  {t('originCertificates.upload.dates', {
                    createdAt: formatDateTime(saved.dataCadastro),
                    updatedAt: formatDateTime(saved.dataAtualizacao),
                  })}
                </Text>
              </Stack>
            }
            back={back}
          />
          <CertificateEditor key={`${saved.id}`} certificate={saved} />
        </Stack>
      )}
    </DetailsQueryState>
  );
}
