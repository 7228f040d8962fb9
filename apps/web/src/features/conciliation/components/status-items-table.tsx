import { Card, Group, Pagination, Stack, Switch, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ConciliationResultDto } from '@portal/domain';
import { useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FIELD_KIND,
  FIELD_VALUES,
  itemRows,
  pageOfRows,
  showsRates,
  tableFields,
  type ItemField,
  type ItemRow,
} from '../model/status-items';
import { formatMoney, formatQuantity, formatRate } from '../model/status-format';
import { ScrollRegion } from '../../../components/ui/scroll-region';

const DIVERGENT_STYLE = {
  backgroundColor: 'var(--mantine-color-red-0)',
  color: 'var(--mantine-color-red-9)',
  fontWeight: 700,
} as const;

const NUMERIC: ReadonlySet<string> = new Set(['quantity', 'money', 'rate']);

/** The item number stays at the left while the compared columns scroll. */
const STICKY_LEFT = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  backgroundColor: 'var(--mantine-color-body)',
  boxShadow: 'inset -1px 0 0 var(--mantine-color-gray-3)',
} as const;
/**
 * The refusal is the last column and scrolls with the others: pinned to the right (issue 18) it covered the last
 * compared columns, Sale value and EAN, and the table looked complete without them. The summary above the table
 * already says why the rows were refused.
 */
const REASON_COLUMN = {
  boxShadow: 'inset 1px 0 0 var(--mantine-color-gray-3)',
  minWidth: 200,
  maxWidth: 260,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
} as const;

function display(field: ItemField, raw: unknown, language: string): string {
  if (raw === null || raw === undefined || raw === '') return '';
  const text = String(raw);
  switch (FIELD_KIND[field]) {
    case 'quantity':
      return formatQuantity(text, language);
    case 'money':
      return formatMoney(text, language);
    case 'rate':
      return formatRate(text, language);
    default:
      return text;
  }
}

interface CellsProps {
  row: ItemRow;
  field: ItemField;
  language: string;
}

/** The order's and the invoice's value of one column, the pair highlighted when they diverge. */
function PairCells({ row, field, language }: CellsProps) {
  const { t } = useTranslation();
  const [poKey, nfKey] = FIELD_VALUES[field];
  const divergent = row.divergent.has(field);
  const align = NUMERIC.has(FIELD_KIND[field]) ? 'right' : 'left';
  const cell = (side: 'po' | 'nf') => {
    const value = display(field, row.item[side === 'po' ? poKey : nfKey], language);
    const absent = row.absent === side;
    return (
      <Table.Td
        key={side}
        ta={align}
        data-field={field}
        data-side={side}
        data-divergent={divergent || undefined}
        style={{
          ...(divergent ? DIVERGENT_STYLE : undefined),
          ...(side === 'po' ? { borderLeft: '1px solid var(--mantine-color-gray-3)' } : undefined),
          whiteSpace: 'nowrap',
        }}
      >
        {absent ? (
          <Text span fz="inherit" c="dimmed" fs="italic">
            {t('conciliation.status.items.absent')}
          </Text>
        ) : value === '' ? (
          <Text span fz="inherit" c="dimmed" aria-hidden="true">
            —
          </Text>
        ) : field === 'description' ? (
          // one line per row: the full text on hover (descriptions are shown, never compared)
          <Text span fz="inherit" truncate="end" display="block" maw={104} title={value}>
            {value}
          </Text>
        ) : (
          value
        )}
        {divergent && side === 'nf' && <VisuallyHidden>{t('conciliation.status.items.divergent')}</VisuallyHidden>}
      </Table.Td>
    );
  };
  return (
    <>
      {cell('po')}
      {cell('nf')}
    </>
  );
}

interface ItemTableRowProps {
  row: ItemRow;
  fields: readonly ItemField[];
  language: string;
  /** the refusal column's style (narrow when no row has a refusal) */
  reasonStyle: CSSProperties;
}

function ItemTableRow({ row, fields, language, reasonStyle }: ItemTableRowProps) {
  const reason = row.item.motivoReprovacao || row.item.motivos?.map((m) => m.texto).join('; ') || '';
  return (
    <Table.Tr data-divergent={row.hasDivergence || undefined}>
      <Table.Th
        scope="row"
        fw={500}
        ta="right"
        style={{
          ...STICKY_LEFT,
          ...(row.hasDivergence
            ? { boxShadow: `${STICKY_LEFT.boxShadow}, inset 3px 0 0 var(--mantine-color-red-6)` }
            : undefined),
        }}
      >
        {row.item.numeroItemNf ?? '—'}
      </Table.Th>
      {fields.map((field) => (
        <PairCells key={field} row={row} field={field} language={language} />
      ))}
      <Table.Td data-field="reason" c={reason ? 'red.8' : undefined} style={reasonStyle}>
        {reason}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The invoice's items against the order's (spec 000 §2): each column's two values side by side, differing
 * cells highlighted, each row's refusal in its own column; a filter for the divergent rows; pages of 50.
 */
export function StatusItemsTable({ result }: { result: ConciliationResultDto }) {
  const { t, i18n } = useTranslation();
  const rows = useMemo(() => itemRows(result.conciliacaoItems ?? []), [result.conciliacaoItems]);
  const divergentCount = useMemo(() => rows.filter((r) => r.hasDivergence).length, [rows]);
  const fields = useMemo(() => tableFields(showsRates(result, rows)), [result, rows]);
  const anyReason = useMemo(
    () => rows.some((r) => r.item.motivoReprovacao || (r.item.motivos?.length ?? 0) > 0),
    [rows],
  );
  const reasonStyle: CSSProperties = anyReason ? REASON_COLUMN : { ...REASON_COLUMN, minWidth: 110 };
  const [onlyDivergent, setOnlyDivergent] = useState(false);
  const [page, setPage] = useState(1);
  const current = pageOfRows(rows, onlyDivergent, page);
  const titleId = 'conciliation-items-title';

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Group gap="md">
            <Title order={2} size="h4" id={titleId}>
              {t('conciliation.status.items.title')}
            </Title>
            <Text size="sm" c="dimmed" data-testid="items-summary">
              {t('conciliation.status.items.summary', { total: rows.length, divergent: divergentCount })}
            </Text>
          </Group>
          <Switch
            checked={onlyDivergent}
            onChange={(event) => {
              setOnlyDivergent(event.currentTarget.checked);
              setPage(1);
            }}
            label={t('conciliation.status.items.onlyDivergent')}
          />
        </Group>

        {current.total === 0 ? (
          <Text c="dimmed" py="md">
            {onlyDivergent && rows.length > 0
              ? t('conciliation.status.items.emptyFiltered')
              : t('conciliation.status.items.empty')}
          </Text>
        ) : (
          <ScrollRegion label={t('conciliation.status.items.tableLabel')} minWidth={fields.length > 7 ? 1400 : 1200}>
            <Table
              withTableBorder
              fz="xs"
              verticalSpacing={6}
              horizontalSpacing={8}
              aria-label={t('conciliation.status.items.tableLabel')}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th rowSpan={2} ta="right" style={{ ...STICKY_LEFT, verticalAlign: 'bottom' }}>
                    {t('conciliation.status.items.columns.nItem')}
                  </Table.Th>
                  {fields.map((field) => (
                    <Table.Th
                      key={field}
                      colSpan={2}
                      ta="center"
                      scope="colgroup"
                      style={{ borderLeft: '1px solid var(--mantine-color-gray-3)' }}
                    >
                      {t(`conciliation.status.items.columns.${field}`)}
                    </Table.Th>
                  ))}
                  <Table.Th rowSpan={2} style={{ ...reasonStyle, verticalAlign: 'bottom' }}>
                    {t('conciliation.status.items.columns.reason')}
                  </Table.Th>
                </Table.Tr>
                <Table.Tr>
                  {fields.map((field) => (
                    <PairHeaders key={field} numeric={NUMERIC.has(FIELD_KIND[field])} />
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {current.rows.map((row) => (
                  <ItemTableRow
                    key={row.index}
                    row={row}
                    fields={fields}
                    language={i18n.language}
                    reasonStyle={reasonStyle}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}

        {current.total > 0 && (
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" data-testid="items-range">
              {t('conciliation.status.items.range', { from: current.from, to: current.to, total: current.total })}
            </Text>
            {current.pages > 1 && (
              <nav aria-label={t('conciliation.status.items.pagination')}>
                <Pagination
                  total={current.pages}
                  value={current.page}
                  onChange={setPage}
                  size="sm"
                  siblings={1}
                  getControlProps={(control) => ({
                    'aria-label': t(`conciliation.status.items.${control}Page`),
                  })}
                  getItemProps={(page) => ({ 'aria-label': t('conciliation.status.items.page', { page }) })}
                />
              </nav>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function PairHeaders({ numeric }: { numeric: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Table.Th
        ta={numeric ? 'right' : 'left'}
        fw={500}
        c="dimmed"
        style={{ borderLeft: '1px solid var(--mantine-color-gray-3)' }}
      >
        {t('conciliation.status.items.po')}
      </Table.Th>
      <Table.Th ta={numeric ? 'right' : 'left'} fw={500} c="dimmed">
        {t('conciliation.status.items.nf')}
      </Table.Th>
    </>
  );
}
