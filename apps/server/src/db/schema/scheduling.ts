import { date, index, integer, pgTable, time, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, requiredReference } from './column-builders';
import { creationColumns } from './columns';
import { gates } from './cds';
import { loads } from './loads';

/** agendamento: a load's booked delivery at a gate, date and hour (São Paulo wall time, APP_TIME_ZONE). */
export const schedules = pgTable(
  'schedules',
  {
    id: identityId(),
    loadId: requiredReference('load_id', () => loads.id, { onDelete: 'cascade' }),
    gateId: requiredReference('gate_id', () => gates.id),
    deliveryDate: date('delivery_date').notNull(),
    deliveryTime: time('delivery_time').notNull(),
    /** the load's volumes when booked, kept in step as orders join or leave: a slot's capacity sums them */
    volumes: integer('volumes').notNull().default(0),
    ...creationColumns(),
  },
  (t) => [
    // a load has at most one current schedule
    uniqueIndex('schedules_load_uq').on(t.loadId),
    // the order grid's scheduling-date filter and the free-slot count per gate and day
    // covering: free places read a week of a CD's bookings from the index alone
    index('schedules_gate_date_idx').on(t.gateId, t.deliveryDate, t.deliveryTime, t.loadId, t.volumes),
    index('schedules_date_idx').on(t.deliveryDate),
  ],
);
