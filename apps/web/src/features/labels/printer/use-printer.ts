import type { PrinterDevice, PrinterErrorCode, PrinterStatus } from './browser-print';

/** The local printer as the label pages use it. Placeholder: the implementation lands with issue 6. */
export interface PrinterControl {
  /** The printer labels go to: the service's default until the user picks another. */
  printer: PrinterDevice | null;
  printers: PrinterDevice[];
  status: PrinterStatus | null;
  state: 'idle' | 'searching' | 'ready' | 'printing' | 'error';
  error: PrinterErrorCode | null;
  /** Asks the service for its printers and its default. */
  search(): Promise<void>;
  select(uid: string): void;
  refreshStatus(): Promise<void>;
  /** Sends the data to the chosen printer (searching first if needed); true when sent. Shows its own toasts. */
  print(data: string): Promise<boolean>;
}

export function usePrinter(): PrinterControl {
  return {
    printer: null,
    printers: [],
    status: null,
    state: 'idle',
    error: null,
    search: () => Promise.resolve(),
    select: () => undefined,
    refreshStatus: () => Promise.resolve(),
    print: () => Promise.resolve(false),
  };
}
