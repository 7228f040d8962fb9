import { Button, Group, Stack, Text } from '@mantine/core';
import type { CdDetailDto, GateDto } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccessCode } from '../../../lib/api-client';
import { useDeleteGate } from '../api/delete-gate';
import { useGates } from '../api/list-gates';
import { notifyCdError } from '../model/errors';
import { ConfirmModal } from './confirm-modal';
import { GateFormModal } from './gate-form-modal';
import { GateTable } from './gate-table';
import { SectionError, SectionLoading } from './query-state';

interface GatesPanelProps {
  cd: CdDetailDto;
  canEdit: boolean;
  onVariations: (gate: GateDto) => void;
}

/** The CD's gates (spec 000 §2, §3): table, new/edit/view in a modal, delete after confirming. */
export function GatesPanel({ cd, canEdit, onVariations }: GatesPanelProps) {
  const { t } = useTranslation();
  const list = useGates(cd.id);
  const remove = useDeleteGate(cd.id);
  // undefined: no form open; null: a new gate
  const [open, setOpen] = useState<GateDto | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<GateDto | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        notifySuccessCode('gate003');
      },
      onError: (error) => {
        setDeleting(null);
        notifyCdError(error);
      },
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Text c="dimmed" size="sm" maw={720}>
          {t('cds.gates.intro')}
        </Text>
        {canEdit && <Button onClick={() => setOpen(null)}>{t('cds.gates.add')}</Button>}
      </Group>
      {list.isPending ? (
        <SectionLoading message={t('app.loading')} />
      ) : list.isError ? (
        <SectionError title={t('cds.details.tabs.gates')} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Text c="dimmed">{t('NotFoundGates', { ns: 'errors' })}</Text>
      ) : (
        <GateTable
          gates={list.data}
          canEdit={canEdit}
          onOpen={setOpen}
          onDelete={setDeleting}
          onVariations={onVariations}
        />
      )}
      {open !== undefined && (
        <GateFormModal
          key={open?.id ?? 'new'}
          cd={cd}
          gate={open}
          readOnly={!canEdit}
          onClose={() => setOpen(undefined)}
        />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t('cds.gates.confirmTitle')}
        text={deleting ? t('cds.gates.confirmText', { name: deleting.nome }) : ''}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
