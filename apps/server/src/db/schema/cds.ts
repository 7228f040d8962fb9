import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './companies';

/** localizacaoFisica: distribution centres (tipoLocalidade CD) and other physical locations. */
export const physicalLocations = pgTable('physical_locations', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
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
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => physicalLocations.id),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.locationId] })],
);

/** horarioCd: a CD's opening hours per weekday (1 Sunday … 7 Saturday). Closed when start equals end. */
export const cdOpeningHours = pgTable(
  'cd_opening_hours',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    locationId: integer('location_id')
      .notNull()
      .references(() => physicalLocations.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    // one row per CD and weekday: the hours editor replaces a day in place
    uniqueIndex('cd_opening_hours_location_weekday_uq').on(t.locationId, t.weekday),
    check('cd_opening_hours_weekday_ck', sql`${t.weekday} between 1 and 7`),
  ],
);

/** portao: a CD's gate. Hours, capacity and variations are added by the CD administration area. */
export const gates = pgTable(
  'gates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cdId: integer('cd_id')
      .notNull()
      .references(() => physicalLocations.id),
    name: text('name').notNull(),
    description: text('description'),
    dynamicCapacity: boolean('dynamic_capacity').notNull().default(false),
  },
  (t) => [
    // a CD's gate list
    index('gates_cd_idx').on(t.cdId),
  ],
);
