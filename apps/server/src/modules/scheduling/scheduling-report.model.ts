/** What the scheduling report's service hands to its renderers (scheduling-report.csv.ts, scheduling-report.pdf.ts). */

/** One booked delivery of the report. */
export interface ReportRow {
  id: number;
  date: string;
  time: string;
  cdName: string;
  gateName: string;
  loadId: number;
  year: number;
  week: number;
  supplierId: number;
  supplierName: string;
  /** order numbers, ascending */
  orders: number[];
  volumes: number;
  pieces: number;
  /** "001 - Renner", … */
  companies: string[];
}

/** The filters as applied, printed under the PDF's title. */
export interface ReportFilters {
  /** the company actually applied (chosen, or the user's own), null for every company */
  companyId: number | null;
  supplierName?: string;
  gateName?: string;
  /** the booking asked for by its reference (parseBookingReference) */
  scheduleId?: number;
  from?: string;
  to?: string;
}
