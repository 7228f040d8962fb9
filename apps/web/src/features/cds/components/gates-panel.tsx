import { Button, Group, Stack, Text } from '@mantine/core';
import type { CdDetailDto, GateDto } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteGate } from '../api/delete-gate';
import { useGates } from '../api/list-gates';
import { useDeletion } from '../hooks/use-deletion';
import { ConfirmDeleteModal } from './confirm-modal';
import { GateFormModal } from './gate-form-modal';
import { GateTable } from './gate-table';
import { SectionList } from './query-state';

interface GatesPanelProps {
  cd: CdDetailDto;
  canEdit: boolean;
  onVariations: (gate: GateDto) => void;
}

/** The CD's gates (spec 000 §2, §3): table, new/edit/view in a modal, delete after confirming. */
export function GatesPanel({ cd, canEdit, onVariations }: GatesPanelProps) {
  const { t } = useTranslation();
  const list = useGates(cd.id);
  const deletion = useDeletion<GateDto>(useDeleteGate(cd.id), 'gate003');
  // undefined: no form open; null: a new gate
  const [open, setOpen] = useState<GateDto | null | undefined>(undefined);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Text c="dimmed" size="sm" maw={720}>
          {t('cds.gates.intro')}
        </Text>
        {canEdit && <Button onClick={() => setOpen(null)}>{t('cds.gates.add')}</Button>}
      </Group>
      <SectionList query={list} title={t('cds.details.tabs.gates')} empty={t('NotFoundGates', { ns: 'errors' })}>
        {(gates) => (
          <GateTable
            gates={gates}
            canEdit={canEdit}
            onOpen={setOpen}
            onDelete={deletion.ask}
            onVariations={onVariations}
          />
        )}
      </SectionList>
      {open !== undefined && (
        <GateFormModal
          key={open?.id ?? 'new'}
          cd={cd}
          gate={open}
          readOnly={!canEdit}
          onClose={() => setOpen(undefined)}
        />
      )}
      <ConfirmDeleteModal
        deletion={deletion}
        title={t('cds.gates.confirmTitle')}
        text={(gate) => t('cds.gates.confirmText', { name: gate.nome })}
      />
    </Stack>
  );
}
