import { date, index, integer, pgTable, time, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, requiredReference } from './column-builders';
import { creationColumns } from './columns';
import { gates } from './cds';
import { loads } from './loads';
import { suppliers } from './providers';

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
    /**
     * the load's supplier, kept by the database (a trigger on insert and on a change of load_id, migration 0021): free
     * places sum a week's bookings per reserving supplier from the covering index alone; no writer names it
     */
    supplierId: integer('supplier_id').references(() => suppliers.id),
    ...creationColumns(),
  },
  (t) => [
    // a load has at most one current schedule
    uniqueIndex('schedules_load_uq').on(t.loadId),
    // the order grid's scheduling-date filter and the free-slot count per gate and day
    // covering: free places read a week of a CD's bookings from the index alone
    index('schedules_gate_date_idx').on(t.gateId, t.deliveryDate, t.deliveryTime, t.loadId, t.volumes, t.supplierId),
    index('schedules_date_idx').on(t.deliveryDate),
  ],
);
