/** What the pre-scheduling service hands to its mapper and renderers (CSV, PDF). */

/** A pre-scheduling with the names of its provider, company, CD and gate. */
export interface PreSchedulingRecord {
  id: number;
  description: string;
  capacity: number;
  active: boolean;
  supplierId: number;
  supplierName: string;
  supplierCnpj: string;
  companyId: number;
  companyName: string;
  companyEnabled: boolean;
  cdId: number;
  cdName: string;
  gateId: number | null;
  gateName: string | null;
  timeZoneId: number;
  boxReceiving: boolean;
  hangerReceiving: boolean;
  transfer: boolean;
  weekdays: number[];
  workHourType: number;
  startDate: string;
  endDate: string | null;
  startTime: string;
  endTime: string;
}
