import { Group, Stack, Text, Title } from '@mantine/core';
import { formatDateBr, weekdayOf, type DockBoardDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { bookingIndex } from '../model/dock-board';
import { BoardBooking } from './board-booking';
import { BoardUsage } from './board-usage';
import classes from './dock-board.module.css';

/**
 * The board on a narrow screen: day by day, each gate with its bookings in time order and the capacity they use. A
 * grid of gates × hours shows one column at 390 px; a list shows the whole day.
 */
export function BoardList({ board }: { board: DockBoardDto }) {
  const { t } = useTranslation();
  const index = bookingIndex(board);
  const dates = board.portoes[0]?.dias.map((d) => d.data) ?? [];
  return (
    <Stack gap="md" aria-label={t('scheduling.board.tableLabel', { cd: board.nomeCd })} role="region">
      {dates.map((date, i) => (
        <Stack key={date} gap="xs">
          {dates.length > 1 && (
            <Title order={3} size="h5">
              {t(`scheduling.weekdays.${weekdayOf(date)}`)} {formatDateBr(date)}
            </Title>
          )}
          {board.portoes.map((gate) => {
            const day = gate.dias[i]!;
            const bookings = index.onDay(gate.idPortao, date);
            return (
              <Stack key={gate.idPortao} gap={4} className={day.aberto ? undefined : classes.closed} p={6}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={700}>
                    {gate.nomePortao}
                  </Text>
                  {day.aberto || bookings.length > 0 ? (
                    <BoardUsage used={day.volumesUsados} capacity={day.capacidade} />
                  ) : (
                    <Text size="xs" c="dimmed">
                      {t('scheduling.board.closed')}
                    </Text>
                  )}
                </Group>
                {bookings.map((b) => (
                  <BoardBooking key={b.idAgendamento} booking={b} withHour />
                ))}
              </Stack>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
