import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { formatDateBr, type CdDetailDto, type GateVariationDto } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteVariation } from '../api/delete-variation';
import { useGates } from '../api/list-gates';
import { useVariations } from '../api/list-variations';
import { useDeletion } from '../hooks/use-deletion';
import { ConfirmDeleteModal } from './confirm-modal';
import { SectionList } from './query-state';
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
  const deletion = useDeletion<GateVariationDto>(useDeleteVariation(gate?.id ?? 0), 'variation003');
  // undefined: no form open; null: a new variation
  const [open, setOpen] = useState<GateVariationDto | null | undefined>(undefined);

  return (
    <SectionList query={gates} title={t('cds.details.tabs.gates')}>
      {(gateList) => (
        <Stack gap="md">
          <Text c="dimmed" size="sm" maw={820}>
            {t('cds.variations.intro')}
          </Text>
          {gateList.length === 0 ? (
            <Text c="dimmed">{t('cds.variations.noGates')}</Text>
          ) : (
            <Group justify="space-between" align="flex-end">
              <Select
                label={t('cds.variations.gate')}
                placeholder={t('cds.variations.gatePlaceholder')}
                data={gateList.map((g) => ({ value: String(g.id), label: g.nome }))}
                value={gate ? String(gate.id) : null}
                onChange={(value) => onSelectGate(value ? Number(value) : null)}
                searchable
                w={320}
                maw="100%"
              />
              {canEdit && gate && <Button onClick={() => setOpen(null)}>{t('cds.variations.add')}</Button>}
            </Group>
          )}
          {gateList.length > 0 && !gate && <EmptyState compact icon="pick" title={t('cds.variations.chooseGate')} />}
          {gate && (
            <SectionList
              query={list}
              title={t('cds.details.tabs.variations')}
              empty={
                <Alert color="blue" variant="light">
                  {t('NotFoundVariations', { ns: 'errors' })}
                </Alert>
              }
            >
              {(variations) => (
                <VariationTable
                  gateName={gate.nome}
                  variations={variations}
                  canEdit={canEdit}
                  onOpen={setOpen}
                  onDelete={deletion.ask}
                />
              )}
            </SectionList>
          )}
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
          <ConfirmDeleteModal
            deletion={deletion}
            title={t('cds.variations.confirmTitle')}
            text={(variation) =>
              t('cds.variations.confirmText', {
                start: formatDateBr(variation.dataInicial),
                end: formatDateBr(variation.dataFinal),
              })
            }
          />
        </Stack>
      )}
    </SectionList>
  );
}
