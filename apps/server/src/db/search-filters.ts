import { APP_TIME_ZONE } from '@portal/domain';
import { eq, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * Pieces of the list searches' WHERE clauses: a filter the user left empty (undefined) adds no condition.
 */

/** An exact-match filter: column = value when the value is given. */
export function eqIfGiven<TColumn extends Column>(
  column: TColumn,
  value: TColumn['_']['data'] | undefined,
): SQL | undefined {
  return value === undefined ? undefined : eq(column, value);
}

/**
 * São Paulo days from..to (YYYY-MM-DD, both included) of an instant column, written as the days' bounds as instants
 * so an index on the column serves the range.
 */
export function onDaysIfGiven(column: Column, from: string | undefined, to: string | undefined): (SQL | undefined)[] {
  return [
    from === undefined ? undefined : sql`${column} >= (${from}::date::timestamp at time zone ${APP_TIME_ZONE})`,
    to === undefined ? undefined : sql`${column} < ((${to}::date + 1)::timestamp at time zone ${APP_TIME_ZONE})`,
  ];
}

/** The conditions that apply (the given filters'). */
export function givenConditions(conditions: readonly (SQL | undefined)[]): SQL[] {
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}
