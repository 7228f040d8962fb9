import { integer, timestamp } from 'drizzle-orm/pg-core';
import { requiredReference } from './column-builders';
import { users } from './auth';
import { physicalLocations } from './cds';
import { commercialCalendar } from './companies';
import { suppliers } from './providers';

/**
 * Column groups several tables share, spelt once. Each call makes fresh builders (a builder belongs to one table);
 * the SQL they describe is the migrations', so changing one here needs a migration for every table using it.
 */

/** When a row was made and by which user (null: the ERP, the seed, or a user since removed). */
export function creationColumns() {
  return {
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
  };
}

/** When a row was last changed and by which user (a new row: when it was made). */
export function changeColumns() {
  return {
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  };
}

/** The supplier, the CD and the commercial week an order (and a load of such orders) belongs to. */
export function supplierCdWeekColumns() {
  return {
    supplierId: requiredReference('supplier_id', () => suppliers.id),
    cdId: requiredReference('cd_id', () => physicalLocations.id),
    commercialWeekId: requiredReference('commercial_week_id', () => commercialCalendar.id),
  };
}
