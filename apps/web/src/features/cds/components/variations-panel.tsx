import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { formatDateBr, type CdDetailDto, type GateVariationDto } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccessCode } from '../../../lib/api-client';
import { useDeleteVariation } from '../api/delete-variation';
import { useGates } from '../api/list-gates';
import { useVariations } from '../api/list-variations';
import { notifyCdError } from '../model/errors';
import { ConfirmModal } from './confirm-modal';
import { SectionError, SectionLoading } from './query-state';
import { VariationFormModal } from './variation-form-modal';
import { VariationTable } from './variation-table';
import { EmptyState } from '../../../components/ui/empty-state';

interface VariationsPanelProps {
  cd: CdDetailDto;
  canEdit: boolean;
  /** the gate chosen (from the select or a gate row), null for none */
  idPortao: number | null;
  onSelectGate: (idPortao: number | null) => void;
}

/** Gate variations (spec 000 §2, §3): choose a gate, list its variations, new/edit/view, delete after confirming. */
export function VariationsPanel({ cd, canEdit, idPortao, onSelectGate }: VariationsPanelProps) {
  const { t } = useTranslation();
  const gates = useGates(cd.id);
  const gate = gates.data?.find((g) => g.id === idPortao) ?? null;
  const list = useVariations(gate ? gate.id : null);
  const remove = useDeleteVariation(gate?.id ?? 0);
  // undefined: no form open; null: a new variation
  const [open, setOpen] = useState<GateVariationDto | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<GateVariationDto | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        notifySuccessCode('variation003');
      },
      onError: (error) => {
        setDeleting(null);
        notifyCdError(error);
      },
    });
  };

  if (gates.isPending) return <SectionLoading message={t('app.loading')} />;
  if (gates.isError)
    return (
      <SectionError title={t('cds.details.tabs.gates')} error={gates.error} onRetry={() => void gates.refetch()} />
    );

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm" maw={820}>
        {t('cds.variations.intro')}
      </Text>
      {gates.data.length === 0 ? (
        <Text c="dimmed">{t('cds.variations.noGates')}</Text>
      ) : (
        <Group justify="space-between" align="flex-end">
          <Select
            label={t('cds.variations.gate')}
            placeholder={t('cds.variations.gatePlaceholder')}
            data={gates.data.map((g) => ({ value: String(g.id), label: g.nome }))}
            value={gate ? String(gate.id) : null}
            onChange={(value) => onSelectGate(value ? Number(value) : null)}
            searchable
            w={320}
            maw="100%"
          />
          {canEdit && gate && <Button onClick={() => setOpen(null)}>{t('cds.variations.add')}</Button>}
        </Group>
      )}
      {gates.data.length > 0 && !gate && <EmptyState compact icon="pick" title={t('cds.variations.chooseGate')} />}
      {gate &&
        (list.isPending ? (
          <SectionLoading message={t('app.loading')} />
        ) : list.isError ? (
          <SectionError
            title={t('cds.details.tabs.variations')}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.length === 0 ? (
          <Alert color="blue" variant="light">
            {t('NotFoundVariations', { ns: 'errors' })}
          </Alert>
        ) : (
          <VariationTable
            gateName={gate.nome}
            variations={list.data}
            canEdit={canEdit}
            onOpen={setOpen}
            onDelete={setDeleting}
          />
        ))}
      {gate && open !== undefined && (
        <VariationFormModal
          key={open?.id ?? 'new'}
          cd={cd}
          gate={gate}
          variation={open}
          readOnly={!canEdit}
          onClose={() => setOpen(undefined)}
        />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t('cds.variations.confirmTitle')}
        text={
          deleting
            ? t('cds.variations.confirmText', {
                start: formatDateBr(deleting.dataInicial),
                end: formatDateBr(deleting.dataFinal),
              })
            : ''
        }
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
