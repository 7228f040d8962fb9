import { Button, Group, Table, TextInput } from '@mantine/core';
import { parseLeftoverInput, type LeftoverItemDto } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableHeader } from '../../../components/ui/data-table';
import { SelectCell, selectAllColumn } from '../../../components/ui/select-cells';
import { useSelection } from '../../../lib/selection';

const FORM_COLUMNS = ['codItem', 'descricao', 'qtCase', 'qtPacote', 'qtCompraTotal', 'qtMaxResto', 'qtResto'] as const;

export interface LeftoverFormProps {
  items: readonly LeftoverItemDto[];
  saving: boolean;
  onSave: (itens: { id: number; qtResto: number }[]) => void;
  onCancel: () => void;
}

type Problem = 'required' | 'aboveMax' | null;

function problemOf(text: string, item: LeftoverItemDto): Problem {
  const value = parseLeftoverInput(text);
  if (value === null) return 'required';
  return value > item.qtMaxResto ? 'aboveMax' : null;
}

/** Items to choose (with select all), a whole leftover quantity each, never above what the item allows. */
export function LeftoverForm({ items, saving, onSave, onCancel }: LeftoverFormProps) {
  const { t } = useTranslation();
  const { selected, toggle, toggleAll } = useSelection<number>();
  const [quantities, setQuantities] = useState<Readonly<Record<number, string>>>({});

  const ids = items.map((i) => i.id);
  const chosen = items.filter((i) => selected.has(i.id));
  const valid = chosen.length > 0 && chosen.every((i) => problemOf(quantities[i.id] ?? '', i) === null);

  const type = (id: number, text: string) => {
    // digits only (spec 001 §5): anything else is not taken
    if (text !== '' && !/^\d+$/.test(text)) return;
    setQuantities((prev) => ({ ...prev, [id]: text }));
  };

  const errorOf = (item: LeftoverItemDto): string | undefined => {
    const text = quantities[item.id] ?? '';
    if (!selected.has(item.id) || text === '') return undefined;
    return problemOf(text, item) === 'aboveMax' ? t('leftovers.aboveMax', { max: item.qtMaxResto }) : undefined;
  };

  const save = () => {
    if (!valid) return;
    onSave(chosen.map((i) => ({ id: i.id, qtResto: parseLeftoverInput(quantities[i.id] ?? '') ?? 0 })));
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Table.ScrollContainer minWidth={640}>
        <Table withTableBorder aria-label={t('leftovers.itemsTable')}>
          <TableHeader
            columns={[
              selectAllColumn({
                label: t('leftovers.selectAll'),
                rows: ids,
                selected,
                onChange: (checked) => toggleAll(ids, checked),
              }),
              ...FORM_COLUMNS.map((c) => t(`leftovers.columns.${c}`)),
            ]}
          />
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id}>
                <SelectCell
                  label={t('leftovers.selectItem', { code: item.codItem })}
                  checked={selected.has(item.id)}
                  onChange={(checked) => toggle(item.id, checked)}
                />
                <Table.Td>{item.codItem}</Table.Td>
                <Table.Td>{item.descricaoCurta}</Table.Td>
                <Table.Td>{item.qtCase}</Table.Td>
                <Table.Td>{item.qtPacote}</Table.Td>
                <Table.Td>{item.qtCompraTotal}</Table.Td>
                <Table.Td>{item.qtMaxResto}</Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('leftovers.quantityOf', { code: item.codItem })}
                    inputMode="numeric"
                    autoComplete="off"
                    size="xs"
                    w={110}
                    disabled={!selected.has(item.id)}
                    value={quantities[item.id] ?? ''}
                    onChange={(e) => type(item.id, e.currentTarget.value)}
                    error={errorOf(item)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          {t('leftovers.cancel')}
        </Button>
        <Button type="submit" disabled={!valid} loading={saving}>
          {t('leftovers.save')}
        </Button>
      </Group>
    </form>
  );
}
