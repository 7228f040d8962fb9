import { Stack, Table, Text } from '@mantine/core';
import { formatDateBr, shortTime, weekdayOf, type DockBoardDto, type DockBoardGateDayDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { bookingIndex, boardHours, type BoardView } from '../model/dock-board';
import { BoardBooking } from './board-booking';
import { BoardUsage } from './board-usage';
import classes from './dock-board.module.css';

interface BoardTableProps {
  board: DockBoardDto;
  view: BoardView;
}

/**
 * The board: a row per gate; a column per hour (day) or per day (week). Each cell holds its bookings and the
 * capacity they use; a closed day is hatched.
 */
export function BoardTable({ board, view }: BoardTableProps) {
  const { t } = useTranslation();
  const index = bookingIndex(board);
  const dates = board.portoes[0]?.dias.map((d) => d.data) ?? [];
  const hours = view === 'day' ? boardHours(board) : [];
  const label = t('scheduling.board.tableLabel', { cd: board.nomeCd });
  const columns =
    view === 'day'
      ? hours.map((hour) => ({ key: hour, header: shortTime(hour) }))
      : dates.map((date) => ({
          key: date,
          header: `${t(`scheduling.weekdays.${weekdayOf(date)}`)} ${formatDateBr(date).slice(0, 5)}`,
        }));

  const dayCell = (gateId: number, day: DockBoardGateDayDto, hour: string) => {
    const slot = day.horarios.find((s) => s.hora === hour);
    if (!slot)
      return (
        <Table.Td
          key={hour}
          className={`${classes.slot} ${classes.closed}`}
          aria-label={t('scheduling.board.noSlot')}
        />
      );
    const bookings = index.at(gateId, day.data, hour);
    return (
      <Table.Td key={hour} className={classes.slot}>
        <Stack gap={4}>
          {bookings.map((b) => (
            <BoardBooking key={b.idAgendamento} booking={b} withHour={false} />
          ))}
          <BoardUsage used={slot.volumesUsados} capacity={slot.capacidade} />
        </Stack>
      </Table.Td>
    );
  };

  const weekCell = (gateId: number, day: DockBoardGateDayDto) => {
    const bookings = index.onDay(gateId, day.data);
    if (!day.aberto && bookings.length === 0)
      return (
        <Table.Td key={day.data} className={`${classes.slot} ${classes.closed}`}>
          <Text size="xs" c="dimmed">
            {t('scheduling.board.closed')}
          </Text>
        </Table.Td>
      );
    return (
      <Table.Td key={day.data} className={classes.slot}>
        <Stack gap={4}>
          {bookings.map((b) => (
            <BoardBooking key={b.idAgendamento} booking={b} withHour />
          ))}
          <BoardUsage used={day.volumesUsados} capacity={day.capacidade} />
        </Stack>
      </Table.Td>
    );
  };

  return (
    <ScrollRegion label={label} minWidth={view === 'day' ? 160 + hours.length * 140 : 160 + 7 * 150}>
      <Table className={classes.table} aria-label={label} withTableBorder verticalSpacing={6} horizontalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.gateCell} scope="col">
              {t('scheduling.board.gate')}
            </Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.key} scope="col">
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {board.portoes.map((gate) => {
            const used = gate.dias.reduce((total, d) => total + d.volumesUsados, 0);
            const capacity = gate.dias.reduce((total, d) => total + d.capacidade, 0);
            return (
              <Table.Tr key={gate.idPortao}>
                <Table.Th scope="row" className={classes.gateCell}>
                  <Text size="sm" fw={700}>
                    {gate.nomePortao}
                  </Text>
                  <BoardUsage used={used} capacity={capacity} />
                </Table.Th>
                {view === 'day'
                  ? hours.map((hour) => dayCell(gate.idPortao, gate.dias[0]!, hour))
                  : gate.dias.map((day) => weekCell(gate.idPortao, day))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
