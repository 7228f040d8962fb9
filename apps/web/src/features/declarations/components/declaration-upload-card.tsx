import { Alert, Button, Group, Stack } from '@mantine/core';
import type { DeclarationDto } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckedFileDropzone } from '../../../components/ui/file-dropzone';
import { SectionCard } from '../../../components/ui/section-card';
import { ApiError, errorText, notifySuccessCode } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/format-bytes';
import { useUploadDeclaration } from '../api/upload-declaration';
import { DECLARATION_FILE, type DeclarationFileRefusal } from '../model/declaration-file';

interface DeclarationUploadCardProps {
  idPedido: number;
  /** a declaration was already sent: the card offers a new one */
  again: boolean;
  /** the page goes on once the file is sent (the reconcile road): the button says so */
  continues: boolean;
  onSent: (sent: DeclarationDto) => void;
}

/**
 * The upload (spec 001 §5 "A producer declaration accepts .doc, .docx or PDF, one file"): the picker checks the
 * file first (one file, its name, its first bytes, its size); Send posts it (declaracaoProdutor) and says
 * registerSuccess, or shows why the server refused it.
 */
export function DeclarationUploadCard({ idPedido, again, continues, onSent }: DeclarationUploadCardProps) {
  const { t, i18n } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadDeclaration(idPedido);

  const refused = (refusal: DeclarationFileRefusal) => {
    setFile(null);
    const size = (bytes: number) => formatBytes(bytes, i18n.language);
    setProblem(
      refusal.reason === 'several'
        ? t('declarations.upload.send.reasons.several', { count: refusal.count })
        : refusal.reason === 'size'
          ? t('declarations.upload.send.reasons.size', {
              name: refusal.name,
              size: size(refusal.size),
              max: size(refusal.max),
            })
          : t(`declarations.upload.send.reasons.${refusal.reason}`, { name: refusal.name }),
    );
  };

  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (sent) => {
        notifySuccessCode('registerSuccess');
        setFile(null);
        onSent(sent);
      },
      onError: (error) =>
        setProblem(error instanceof ApiError ? errorText(error) : t('registerError', { ns: 'errors' })),
    });
  };

  return (
    <SectionCard title={t(again ? 'declarations.upload.send.titleAgain' : 'declarations.upload.send.title')}>
      <Stack gap="md">
        <CheckedFileDropzone
          kind={DECLARATION_FILE}
          file={file}
          disabled={upload.isPending}
          texts="declarations.upload.send"
          inputLabel={t('declarations.upload.send.input')}
          testIds={{
            zone: 'declaration-dropzone',
            input: 'declaration-file-input',
            fileName: 'declaration-chosen-file',
          }}
          onFile={(picked) => {
            setProblem(null);
            setFile(picked);
          }}
          onRefusal={refused}
          onRemove={() => setFile(null)}
        />
        {problem && (
          <Alert color="red" variant="light" title={t('declarations.upload.send.refusedTitle')} role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={send} disabled={!file} loading={upload.isPending}>
            {t(continues ? 'declarations.upload.send.sendAndNext' : 'declarations.upload.send.send')}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
