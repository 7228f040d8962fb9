import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { ORIGIN_CERTIFICATE_CODE_MAX, ORIGIN_CERTIFICATE_ORDER_DIGITS, type OriginCertificate } from '@portal/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { formatBytes } from '../../../lib/format-bytes';
import type { PdfFileRefusal } from '../../../lib/pdf-file';
import { orderDigits, type UploadForm } from '../model/upload-form';
import { CertificateDropzone } from './certificate-dropzone';
import { FileRefusalAlert } from './file-refusal-alert';

export interface UploadFormCardProps {
  form: UploadForm;
  /** The certificate being edited (its order is fixed, its PDF may stay), or null for a new one. */
  editing: OriginCertificate | null;
  refusal: PdfFileRefusal | null;
  /** Save is enabled only when the form is complete (spec 001 §5). */
  complete: boolean;
  saving: boolean;
  downloading: boolean;
  onChange: (patch: Partial<UploadForm>) => void;
  onRefusal: (refusal: PdfFileRefusal) => void;
  onDownload: () => void;
  onSubmit: () => void;
}

const PREFIX = 'originCertificates.upload';

/** The upload's fields (spec 001 §2 "Origin certificate upload"): order, code and one PDF, then Save. */
export function UploadFormCard(props: UploadFormCardProps) {
  const { form, editing, refusal, complete, saving, downloading, onChange, onRefusal, onDownload, onSubmit } = props;
  const { t, i18n } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !saving) onSubmit();
  };
  return (
    <SectionCard title={t(`${PREFIX}.formTitle`)}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextInput
              label={t(`${PREFIX}.order`)}
              description={editing ? t(`${PREFIX}.orderLocked`) : t(`${PREFIX}.orderHint`)}
              required
              value={form.order}
              inputMode="numeric"
              maxLength={ORIGIN_CERTIFICATE_ORDER_DIGITS}
              disabled={editing !== null || saving}
              onChange={(e) => onChange({ order: orderDigits(e.currentTarget.value) })}
            />
            <TextInput
              label={t(`${PREFIX}.code`)}
              description={t(`${PREFIX}.counter`, { count: form.codigo.length, max: ORIGIN_CERTIFICATE_CODE_MAX })}
              placeholder="COD-ACE18-2026-000123"
              required
              value={form.codigo}
              maxLength={ORIGIN_CERTIFICATE_CODE_MAX}
              disabled={saving}
              onChange={(e) => onChange({ codigo: e.currentTarget.value })}
            />
          </Group>
          {editing && (
            <Group justify="space-between" wrap="nowrap" data-testid="current-file">
              <Stack gap={0}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t(`${PREFIX}.currentFile`)}
                </Text>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {t(`${PREFIX}.file.fileInfo`, {
                    name: editing.arquivo.nome,
                    size: formatBytes(editing.arquivo.tamanho, i18n.language),
                  })}
                </Text>
              </Stack>
              <Button variant="default" onClick={onDownload} loading={downloading}>
                {t(`${PREFIX}.download`)}
              </Button>
            </Group>
          )}
          <CertificateDropzone
            file={form.file}
            disabled={saving}
            onFile={(file) => onChange({ file })}
            onRefusal={onRefusal}
            onRemove={() => onChange({ file: null })}
          />
          {editing && (
            <Text size="sm" c="dimmed">
              {t(`${PREFIX}.keepFile`)}
            </Text>
          )}
          {refusal && <FileRefusalAlert refusal={refusal} />}
          <Group justify="flex-end">
            <Button type="submit" disabled={!complete} loading={saving}>
              {t(`${PREFIX}.save`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
