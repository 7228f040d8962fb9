import { commercialCalendar, gates, loads, physicalLocations, schedules, suppliers } from './schema/index';

/**
 * Column selections that several repositories read, so a load or a booking is the same shape wherever it is read.
 * Each names the joins it needs; the repository writes the joins (drizzle types the nullability from them).
 */

/** A load with its supplier's and CD's names and its commercial week: loads inner-joined to suppliers, physical_locations and commercial_calendar. */
export const loadListColumns = {
  id: loads.id,
  createdAt: loads.createdAt,
  supplierId: loads.supplierId,
  supplierName: suppliers.name,
  cdId: loads.cdId,
  cdName: physicalLocations.name,
  year: commercialCalendar.year,
  week: commercialCalendar.week,
};

/** A load's booking: schedules left-joined on the load and gates on the schedule (all null while it has none). */
export const bookingColumns = {
  scheduleId: schedules.id,
  gateName: gates.name,
  deliveryDate: schedules.deliveryDate,
  deliveryTime: schedules.deliveryTime,
};
