import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identityId, requiredReference, weekdayHoursColumns } from './column-builders';
import { sql } from 'drizzle-orm';
import type { SlotHours } from '@portal/domain';
import { companies } from './companies';

/** localizacaoFisica: distribution centres (tipoLocalidade CD) and other physical locations. */
export const physicalLocations = pgTable('physical_locations', {
  id: identityId(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  locationType: text('location_type').notNull(), // CD, LOJA, ESCRITORIO
  cnpj: text('cnpj'),
  stateRegistration: text('state_registration'), // ie
  email: text('email'),
  street: text('street'), // endereco
  number: text('number'),
  district: text('district'), // bairro
  postalCode: text('postal_code'), // cep
  city: text('city').notNull(),
  state: text('state').notNull(), // uf
  phone: text('phone'),
});

/** Which companies a CD serves (the "companies" column of /cd-list). */
export const companyLocations = pgTable(
  'company_locations',
  {
    companyId: requiredReference('company_id', () => companies.id),
    locationId: requiredReference('location_id', () => physicalLocations.id),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.locationId] })],
);

/** horarioCd: a CD's opening hours per weekday (1 Sunday … 7 Saturday). Closed when start equals end. */
export const cdOpeningHours = pgTable(
  'cd_opening_hours',
  {
    id: identityId(),
    locationId: requiredReference('location_id', () => physicalLocations.id, { onDelete: 'cascade' }),
    ...weekdayHoursColumns(),
  },
  (t) => [
    // one row per CD and weekday: the hours editor replaces a day in place
    uniqueIndex('cd_opening_hours_location_weekday_uq').on(t.locationId, t.weekday),
    check('cd_opening_hours_weekday_ck', sql`${t.weekday} between 1 and 7`),
  ],
);

/** portao: a CD's gate; its weekly hours are gate_hours, its one-week replacements gate_variations. */
export const gates = pgTable(
  'gates',
  {
    id: identityId(),
    cdId: requiredReference('cd_id', () => physicalLocations.id),
    name: text('name').notNull(),
    description: text('description'),
    dynamicCapacity: boolean('dynamic_capacity').notNull().default(false),
    /** set when deleted: past schedules keep their gate, lists and free places skip it */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // a CD's gate list
    index('gates_cd_idx').on(t.cdId),
  ],
);

/**
 * A gate's regular hours per weekday (1 Sunday … 7 Saturday): slots start at start_time and every
 * interval_hours while before end_time; closed when start equals end or capacity is 0. Capacity is in
 * volumes per slot; loads_per_slot is 1 unless the gate has dynamic capacity (docs/decisions.md).
 */
export const gateHours = pgTable(
  'gate_hours',
  {
    id: identityId(),
    gateId: requiredReference('gate_id', () => gates.id, { onDelete: 'cascade' }),
    ...weekdayHoursColumns(),
    intervalHours: smallint('interval_hours').notNull().default(1),
    capacity: integer('capacity').notNull().default(0),
    loadsPerSlot: integer('loads_per_slot').notNull().default(1),
  },
  (t) => [
    uniqueIndex('gate_hours_gate_weekday_uq').on(t.gateId, t.weekday),
    check('gate_hours_weekday_ck', sql`${t.weekday} between 1 and 7`),
    check('gate_hours_interval_ck', sql`${t.intervalHours} between 1 and 24`),
    check('gate_hours_capacity_ck', sql`${t.capacity} between 0 and 1000000`),
    check('gate_hours_loads_ck', sql`${t.loadsPerSlot} between 1 and 1000000`),
  ],
);

/** One weekday of a variation's hours (novosHorarios): the domain's SlotHours, same meaning as a gate_hours row. */
export type VariationHours = SlotHours;

/** variacao: a gate's hours replaced for one commercial week (Sunday to Saturday). */
export const gateVariations = pgTable(
  'gate_variations',
  {
    id: identityId(),
    gateId: requiredReference('gate_id', () => gates.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    hours: jsonb('hours').$type<VariationHours[]>().notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    // one variation per gate and commercial week (variation011)
    uniqueIndex('gate_variations_gate_start_uq').on(t.gateId, t.startDate),
    check('gate_variations_week_ck', sql`${t.endDate} = ${t.startDate} + 6`),
  ],
);

/** excecao: a date on which a CD receives nothing (holiday, inventory). */
export const cdExceptions = pgTable(
  'cd_exceptions',
  {
    id: identityId(),
    cdId: requiredReference('cd_id', () => physicalLocations.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    description: text('description').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // cdException010: a date once per CD
    uniqueIndex('cd_exceptions_cd_date_uq').on(t.cdId, t.date),
  ],
);
