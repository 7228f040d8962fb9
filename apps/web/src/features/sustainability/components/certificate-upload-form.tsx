import { Alert, Checkbox, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  CERTIFICATE_TYPE,
  SUSTAINABILITY_MATERIAL_CODE_MAX,
  typedExpeditionDate,
  type CertificateType,
  type SustainabilityUdaDto,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { PdfFileRefusal } from '../../../lib/pdf-file';
import type { UploadForm } from '../model/upload-form';
import { CertificateDropzone } from './certificate-dropzone';

export interface CertificateUploadFormProps {
  form: UploadForm;
  onChange: (patch: Partial<UploadForm>) => void;
  onRefusal: (refusal: PdfFileRefusal) => void;
  /** the UDAs a second certificate may be tied to (undefined while they load) */
  udas: readonly SustainabilityUdaDto[] | undefined;
  disabled: boolean;
}

/**
 * The upload's fields (SU6-SU9): the certificate type (BCI cotton → material code; other attributes → expedition
 * date dd/mm/yyyy, reset when longer than 10 characters), the buyer ID and BCCU notice, the PDF, and the optional
 * second certificate tied to another UDA.
 */
export function CertificateUploadForm({ form, onChange, onRefusal, udas, disabled }: CertificateUploadFormProps) {
  const { t } = useTranslation();
  const text = (key: string) => t(`sustainability.upload.form.${key}`);
  const cotton = form.type === CERTIFICATE_TYPE.bciCotton;
  return (
    <Stack gap="md">
      <Radio.Group
        label={text('type')}
        value={String(form.type)}
        onChange={(value) => onChange({ type: Number(value) as CertificateType })}
      >
        <Stack gap={6} mt={6}>
          <Radio value="1" label={text('cotton')} disabled={disabled} data-testid="sustainability-type-cotton" />
          <Radio value="2" label={text('other')} disabled={disabled} data-testid="sustainability-type-other" />
        </Stack>
      </Radio.Group>
      {cotton ? (
        <TextInput
          label={text('materialCode')}
          description={text('materialCodeHint')}
          value={form.materialCode}
          maxLength={SUSTAINABILITY_MATERIAL_CODE_MAX}
          disabled={disabled}
          data-testid="sustainability-material-code"
          onChange={(e) => onChange({ materialCode: e.currentTarget.value })}
          maw={360}
        />
      ) : (
        <TextInput
          label={text('expeditionDate')}
          description={text('expeditionDateHint')}
          placeholder={text('expeditionDatePlaceholder')}
          value={form.expeditionDate}
          inputMode="numeric"
          disabled={disabled}
          data-testid="sustainability-expedition-date"
          onChange={(e) => onChange({ expeditionDate: typedExpeditionDate(e.currentTarget.value) })}
          maw={220}
        />
      )}
      <Alert color="blue" variant="light" title={text('noticeTitle')}>
        <Text size="sm">{text('notice')}</Text>
      </Alert>
      <CertificateDropzone
        file={form.file}
        disabled={disabled}
        onFile={(file) => onChange({ file, fileError: false })}
        onRefusal={(refusal) => {
          onChange({ file: null, fileError: true });
          onRefusal(refusal);
        }}
        onRemove={() => onChange({ file: null, fileError: false })}
      />
      <Checkbox
        label={text('second')}
        checked={form.second}
        disabled={disabled}
        data-testid="sustainability-second-toggle"
        onChange={(e) => onChange({ second: e.currentTarget.checked })}
      />
      {form.second && (
        <Stack gap="sm" pl="md" style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}>
          <Text fw={600}>{text('secondTitle')}</Text>
          {udas !== undefined && udas.length === 0 ? (
            <Text size="sm" c="dimmed">
              {text('noUdas')}
            </Text>
          ) : (
            <>
              <Select
                label={text('uda')}
                placeholder={text('udaPlaceholder')}
                data={(udas ?? []).map((u) => ({
                  value: String(u.idUDA),
                  label: `${u.descricaoUDA} (${u.codigoUDA})`,
                }))}
                value={form.secondUda === null ? null : String(form.secondUda)}
                disabled={disabled}
                onChange={(value) => onChange({ secondUda: value === null ? null : Number(value) })}
                maw={360}
                data-testid="sustainability-second-uda"
              />
              <TextInput
                label={text('secondDate')}
                description={text('expeditionDateHint')}
                placeholder={text('expeditionDatePlaceholder')}
                value={form.secondDate}
                inputMode="numeric"
                disabled={disabled}
                onChange={(e) => onChange({ secondDate: typedExpeditionDate(e.currentTarget.value) })}
                maw={220}
              />
              <CertificateDropzone
                testId="sustainability-second"
                file={form.secondFile}
                disabled={disabled}
                onFile={(file) => onChange({ secondFile: file, fileError: false })}
                onRefusal={(refusal) => {
                  onChange({ secondFile: null, fileError: true });
                  onRefusal(refusal);
                }}
                onRemove={() => onChange({ secondFile: null })}
              />
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
