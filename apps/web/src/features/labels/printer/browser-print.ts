/**
 * Client of the local print service on the user's machine (Zebra Browser Print protocol): http://localhost:9100,
 * or https://localhost:9101 for an old browser. Placeholder: the implementation lands with issue 6.
 */

/** A device as Browser Print describes it. */
export interface PrinterDevice {
  name: string;
  uid: string;
  deviceType: string;
  connection: string;
  provider: string;
  manufacturer: string;
  version: number;
}

/** printer010 no answer, printer011 no device, printer012 printer not found. */
export type PrinterErrorCode = 'printer010' | 'printer011' | 'printer012';

export class PrinterError extends Error {
  constructor(
    readonly code: PrinterErrorCode,
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'PrinterError';
  }
}

/** What the printer reports of itself (~HQES). */
export interface PrinterStatus {
  ready: boolean;
  /** Problems reported by the printer, e.g. 'paperOut', 'headOpen', 'ribbonOut', 'paused'. */
  problems: string[];
}

export interface BrowserPrintClient {
  /** GET /available: the printers; none is printer011. */
  available(): Promise<PrinterDevice[]>;
  /** GET /default?type=printer; none is printer011. */
  defaultPrinter(): Promise<PrinterDevice>;
  /** POST /write {device, data} as text/plain; a device the service does not know is printer012. */
  write(device: PrinterDevice, data: string): Promise<void>;
  /** POST /read {device}: what the printer sent back. */
  read(device: PrinterDevice): Promise<string>;
  /** Writes the status query and reads the answer. */
  status(device: PrinterDevice): Promise<PrinterStatus>;
}
