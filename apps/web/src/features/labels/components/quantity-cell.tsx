import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuantityInput } from './quantity-input';

interface QuantityCellProps {
  codItem: string;
  /** What the row's draft holds ('' while nothing is typed). */
  value: string;
  /** The row's mark, shown under the input; null when it has none. */
  message: string | null;
  disabled: boolean;
  /** Receives the typed digits; the table cleans or caps them further. */
  onChange: (digits: string) => void;
}

/** A label table's quantity cell: the row's QuantityInput, named after the item's code. */
export function QuantityCell({ codItem, value, message, disabled, onChange }: QuantityCellProps) {
  const { t } = useTranslation();
  return (
    <Table.Td>
      <QuantityInput
        label={t('labels.table.quantityOf', { code: codItem })}
        value={value}
        onChange={onChange}
        error={message}
        disabled={disabled}
        testId={`label-quantity-${codItem}`}
      />
    </Table.Td>
  );
}
