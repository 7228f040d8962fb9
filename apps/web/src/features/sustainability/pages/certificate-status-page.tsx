import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  certificateTypeName,
  hasPermission,
  orderNatureName,
  type CertificateDetailsDto,
  type Language,
  type SustainabilityCertificateDto,
} from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { OrderPageShell, orderPageTexts } from '../../../components/ui/order-page-shell';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { ApiError, notifyApiError, notifySuccessCode } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { listPathFrom } from '../../../lib/list-return';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { usePageOrderId } from '../../../lib/page-id';
import type { SessionUser } from '../../../lib/session-user';
import { auditCertificate } from '../api/audit-certificate';
import { downloadCertificate } from '../api/certificate-files';
import { useCertificateDetails, useOrderCertificates } from '../api/certificate-reads';
import { sustainabilityKeys } from '../api/sustainability-keys';
import { CertificateAuditForm } from '../components/audit-form';
import { AuditStatusBadge, ValidityBadge } from '../components/certificate-badges';
import { CertificateHistoryCard } from '../components/certificate-history';
import { auditFormOf, auditInputOf, auditProblems, type AuditForm } from '../model/audit-form';
import { STATUS_ORIGIN } from './certificate-upload-page';

const positive = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
};

function Facts({ rows, testId }: { rows: [string, string][]; testId?: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" component="dl" m={0} data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fw={600} m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

export interface CertificateStatusPageProps {
  user: SessionUser;
}

/**
 * /sustainability-status (SU21-SU24): opened from the list with the order number and the certificate type (and the
 * certificate). The order context, the certificate with its file, every audit field (editable with
 * edit-sustainability-status only), the order's history, and a link to the upload page, which then says Save.
 */
export function CertificateStatusPage({ user }: CertificateStatusPageProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const navigate = useNavigate();
  const { state } = useLocation();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const pageId = usePageOrderId();
  const idPedido = pageId.id;
  const stateOf = (key: string) =>
    typeof state === 'object' && state !== null ? String((state as Record<string, unknown>)[key] ?? '') : '';
  const tipo = positive(search.get('tipo') ?? stateOf('tipoCertificado'));
  const idCertificado = positive(search.get('certificado') ?? stateOf('idCertificado'));
  const details = useCertificateDetails(idPedido, tipo, idCertificado);
  const { history } = useOrderCertificates(idPedido);
  const canEdit = hasPermission(user.permissions, 'edit-sustainability-status');
  const [form, setForm] = useState<{ id: number; values: AuditForm } | null>(null);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);

  const header = (title: string) => (
    <PageHeader
      title={title}
      intro={t('sustainability.status.intro')}
      back={{
        label: t('sustainability.status.back'),
        onClick: () => void navigate(listPathFrom(state, '/sustainability-list')),
      }}
    />
  );
  const download = (c: Pick<SustainabilityCertificateDto, 'id'>) =>
    void downloadCertificate(c.id).catch(() => undefined);

  const page = (data: CertificateDetailsDto, id: number) => {
    const { pedido, certificado } = data;
    const order = (key: string) => t(`sustainability.status.order.${key}`);
    const label = (key: string) => t(`sustainability.certificate.${key}`);
    const values = certificado ? (form?.id === certificado.id ? form.values : auditFormOf(certificado)) : null;

    const save = async () => {
      if (!certificado || !values) return;
      setTried(true);
      if (Object.keys(auditProblems(values)).length > 0) return;
      setSaving(true);
      try {
        await auditCertificate(auditInputOf(certificado.id, values));
        notifySuccessCode('registerSuccess');
        setForm(null);
        setTried(false);
        await queryClient.invalidateQueries({ queryKey: sustainabilityKeys.order(id) });
      } catch (error) {
        // a refusal the catalogue words (requiredField, notFound…) says so; anything else is registerError
        if (error instanceof ApiError && error.code !== 'default' && error.code !== 'internalError')
          notifyApiError(error);
        else notifyError(t('registerError', { ns: 'errors' }));
      } finally {
        setSaving(false);
      }
    };

    return (
      <>
        <SectionCard title={t('sustainability.status.order.title')}>
          <Facts
            testId="sustainability-order"
            rows={[
              [order('supplierName'), pedido.nomeFornecedor],
              [order('week'), pedido.semanaComercial],
              [order('number'), String(pedido.numeroPedido)],
              [order('nature'), orderNatureName(pedido.naturezaPedido, language)],
              [order('pieces'), new Intl.NumberFormat(language).format(pedido.qtdePecas)],
              [order('supplier'), String(pedido.fornecedor)],
            ]}
          />
        </SectionCard>
        <SectionCard
          title={t('sustainability.status.certificate.title')}
          actions={
            <Button
              component={Link}
              to={`/sustainability?id=${id}`}
              state={{ idPedido: id, from: STATUS_ORIGIN }}
              variant="default"
              size="xs"
            >
              {t('sustainability.status.uploadLink')}
            </Button>
          }
        >
          {certificado === null ? (
            <EmptyState compact icon="empty" title={t('sustainability.status.certificate.none')} />
          ) : (
            <Stack gap="sm">
              <Group gap="xs">
                <AuditStatusBadge status={certificado.status} />
                <ValidityBadge state={certificado.situacaoValidade} />
              </Group>
              <Facts
                testId="sustainability-certificate"
                rows={[
                  [label('code'), certificado.codigoCertificado ?? '---'],
                  [label('type'), certificateTypeName(certificado.tipoCertificado, language)],
                  certificado.tipoCertificado === 1
                    ? [label('materialCode'), certificado.certificateMaterialCode ?? '---']
                    : [label('expeditionDate'), formatDate(certificado.dataExpedicao) || '---'],
                  [label('uda'), certificado.descricaoUDA ?? '---'],
                  [label('uploadedAt'), formatDateTime(certificado.dataCadastro)],
                  [label('file'), certificado.nomeArquivo],
                ]}
              />
              <Group>
                <Button variant="light" size="xs" onClick={() => download(certificado)}>
                  {t('sustainability.certificate.downloadShort')}
                </Button>
              </Group>
            </Stack>
          )}
        </SectionCard>
        {certificado && values && (
          <SectionCard title={t('sustainability.status.audit.title')}>
            <CertificateAuditForm
              form={values}
              onChange={(patch) => setForm({ id: certificado.id, values: { ...values, ...patch } })}
              onSave={() => void save()}
              canEdit={canEdit}
              saving={saving}
              tried={tried}
            />
          </SectionCard>
        )}
        <CertificateHistoryCard history={history} onDownload={download} />
      </>
    );
  };

  return (
    <OrderPageShell
      pageId={pageId}
      header={header}
      texts={{
        ...orderPageTexts(t, 'sustainability.status'),
        noId: {
          title: t('sustainability.status.noId.title'),
          text: t('sustainability.status.noId.text'),
          toMain: t('sustainability.status.noId.toMain'),
        },
      }}
      order={details}
      explainError
      maw={1080}
    >
      {page}
    </OrderPageShell>
  );
}
