import { Anchor, Stack, Text } from '@mantine/core';
import { shortTime, type DockBoardBookingDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './dock-board.module.css';

/** One booking in a board cell: supplier, load, volumes, orders and the reference quoted at the gate. */
export function BoardBooking({ booking, withHour }: { booking: DockBoardBookingDto; withHour: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} className={classes.booking} data-testid="board-booking">
      <Text size="xs" fw={700} lineClamp={2} title={booking.nomeFornecedor}>
        {withHour && `${shortTime(booking.hora)} · `}
        {booking.nomeFornecedor}
      </Text>
      <Text size="xs">
        {/* the load's details: its orders, and what the CD may change */}
        <Anchor component={Link} to={`/load-details?id=${booking.idCarga}`} size="xs">
          {t('scheduling.board.load', { id: booking.idCarga })}
        </Anchor>{' '}
        · {t('scheduling.board.volumes', { count: booking.volumes })}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={2} title={booking.pedidos}>
        {t('scheduling.board.orders', { orders: booking.pedidos })}
      </Text>
      <Text size="xs">
        <span className={classes.reference}>{booking.referencia}</span>
      </Text>
    </Stack>
  );
}
