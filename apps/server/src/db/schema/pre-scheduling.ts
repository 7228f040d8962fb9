import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, time } from 'drizzle-orm/pg-core';
import { identityId, requiredReference } from './column-builders';
import { changeColumns, creationColumns } from './columns';
import { gates, physicalLocations } from './cds';
import { companies } from './companies';
import { suppliers } from './providers';

/**
 * preAgendamento (spec 001 §3; decision A14/A15 in docs/decisions.md): a provider's standing reservation of
 * `capacity` volumes per slot at a CD, on its weekdays (1 Sunday … 7 Saturday) between start_time and end_time,
 * from start_date on (work-hour type 1, weekly) or from start_date to end_date (type 2, date range). Active ones of
 * a company with enable_supplier_pre_scheduling count in the CD's free places. The spec's horasDeTrabalho[0] is
 * kept in these columns (one entry; its diaSemana list is `weekdays`, the same as diasDeTrabalho).
 */
export const preSchedulings = pgTable(
  'pre_schedulings',
  {
    id: identityId(),
    /** descricao, 1 to 255 characters */
    description: text('description').notNull(),
    /** capacidade: volumes per slot held for the provider */
    capacity: integer('capacity').notNull(),
    /** ativo */
    active: boolean('active').notNull().default(true),
    /** fornecedor: the provider the capacity is held for */
    supplierId: requiredReference('supplier_id', () => suppliers.id),
    companyId: requiredReference('company_id', () => companies.id),
    cdId: requiredReference('cd_id', () => physicalLocations.id),
    /** portao: the spec's entity has one, the form none (A14): null, the reservation holds the CD's capacity */
    gateId: integer('gate_id').references(() => gates.id),
    /** fusoHorario.id (packages/domain TIME_ZONES; Brasília, read-only on the form) */
    timeZoneId: smallint('time_zone_id').notNull().default(1),
    /** recebimentoCaixaria, recebimentoDeEncabidado, transferencia */
    boxReceiving: boolean('box_receiving').notNull().default(false),
    hangerReceiving: boolean('hanger_receiving').notNull().default(false),
    transfer: boolean('transfer').notNull().default(false),
    /** diasDeTrabalho (and horasDeTrabalho[0].diaSemana): weekday numbers 1 Sunday … 7 Saturday */
    weekdays: smallint('weekdays').array().notNull(),
    /** horasDeTrabalho[0].tipoHoraTrabalho.id: 1 weekly, 2 date range */
    workHourType: smallint('work_hour_type').notNull(),
    startDate: date('start_date').notNull(),
    /** required for type 2 only, null otherwise */
    endDate: date('end_date'),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    ...creationColumns(),
    ...changeColumns(),
  },
  (t) => [
    // /pre-scheduling-list: a provider's pre-schedulings
    index('pre_schedulings_supplier_idx').on(t.supplierId),
    // free places and the overlap check read a CD's active reservations
    index('pre_schedulings_cd_active_idx').on(t.cdId, t.active),
    check('pre_schedulings_description_ck', sql`char_length(${t.description}) between 1 and 255`),
    check('pre_schedulings_capacity_ck', sql`${t.capacity} between 1 and 1000000`),
    check('pre_schedulings_type_ck', sql`${t.workHourType} between 1 and 2`),
    // the end date belongs to a date range (type 2) and never comes before its start
    check(
      'pre_schedulings_end_date_ck',
      sql`(${t.workHourType} = 2 and ${t.endDate} is not null and ${t.endDate} >= ${t.startDate}) or (${t.workHourType} <> 2 and ${t.endDate} is null)`,
    ),
    check('pre_schedulings_hours_ck', sql`${t.startTime} < ${t.endTime}`),
    check(
      'pre_schedulings_weekdays_ck',
      sql`cardinality(${t.weekdays}) between 1 and 7 and ${t.weekdays} <@ array[1,2,3,4,5,6,7]::smallint[]`,
    ),
  ],
);
