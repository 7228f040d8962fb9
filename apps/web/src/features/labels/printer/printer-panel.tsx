import type { PrinterControl } from './use-printer';

/** The printer card of the label pages (placeholder until issue 6's implementation). */
export function PrinterPanel({ printer: _printer }: { printer: PrinterControl }) {
  return null;
}
