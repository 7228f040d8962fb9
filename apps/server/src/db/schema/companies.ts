import { boolean, date, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId } from './column-builders';

/** empresa: Renner 001, Camicado 003, Youcom 004. */
export const companies = pgTable('companies', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  requireProducerDeclaration: boolean('require_producer_declaration').notNull().default(false),
  requireSustainabilityCertificate: boolean('require_sustainability_certificate').notNull().default(false),
  enableSupplierPreScheduling: boolean('enable_supplier_pre_scheduling').notNull().default(false),
});

/** calendarioComercial: Sunday-to-Saturday weeks numbered 1 to 53 within a year. */
export const commercialCalendar = pgTable(
  'commercial_calendar',
  {
    id: identityId(),
    year: smallint('year').notNull(),
    week: smallint('week').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
  },
  (t) => [
    // one row per (year, week): the year-week filter and load assembly look weeks up by it
    uniqueIndex('commercial_calendar_year_week_uq').on(t.year, t.week),
    // "which week is this date in" lookups
    uniqueIndex('commercial_calendar_start_uq').on(t.startDate),
  ],
);
