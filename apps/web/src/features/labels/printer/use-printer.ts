import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  createBrowserPrintClient,
  PrinterError,
  type BrowserPrintClient,
  type PrinterDevice,
  type PrinterErrorCode,
  type PrinterStatus,
} from './browser-print';

/** The local printer as the label pages use it. */
export interface PrinterControl {
  /** The printer labels go to: the service's default until the user picks another. */
  printer: PrinterDevice | null;
  printers: PrinterDevice[];
  status: PrinterStatus | null;
  state: 'idle' | 'searching' | 'ready' | 'printing' | 'error';
  error: PrinterErrorCode | null;
  /** The uid of the service's default printer, when it has one. */
  defaultUid?: string | null;
  /** Asks the service for its printers and its default. */
  search(): Promise<void>;
  select(uid: string): void;
  refreshStatus(): Promise<void>;
  /** Sends the data to the chosen printer (searching first if needed); true when sent. Shows its own toasts. */
  print(data: string): Promise<boolean>;
}

export interface UsePrinterOptions {
  /** Tests pass a client over a fake fetch; the app shares one client, which remembers the port that answered. */
  client?: BrowserPrintClient;
  /**
   * Looks for the printers when the page opens (default false). The label pages leave it off: a probe of a service
   * that is not running logs a connection error in the browser for each port and said "printer unavailable" before
   * anything was printed; the first Print (or "Search printers") looks for the printer instead.
   */
  searchOnMount?: boolean;
}

type Snapshot = Pick<PrinterControl, 'printer' | 'printers' | 'status' | 'state' | 'error'> & {
  defaultUid: string | null;
};

const INITIAL: Snapshot = { printer: null, printers: [], status: null, state: 'idle', error: null, defaultUid: null };

let sharedClient: BrowserPrintClient | null = null;

function appClient(): BrowserPrintClient {
  sharedClient ??= createBrowserPrintClient();
  return sharedClient;
}

/** Anything other than a PrinterError (a bug, an odd answer) counts as the service not answering properly. */
function codeOf(error: unknown): PrinterErrorCode {
  return error instanceof PrinterError ? error.code : 'printer010';
}

/** The printer to use after a search: the user's pick if still there, else the service's default, else the first. */
function choose(printers: PrinterDevice[], previous: PrinterDevice | null, defaultUid: string | null): PrinterDevice {
  const byUid = (uid: string | null | undefined) => printers.find((device) => device.uid === uid);
  return byUid(previous?.uid) ?? byUid(defaultUid) ?? printers[0]!;
}

export function usePrinter(options: UsePrinterOptions = {}): PrinterControl {
  const { t } = useTranslation();
  const client = useRef(options.client ?? appClient()).current;
  const searchOnMount = options.searchOnMount ?? false;
  const [snapshot, setSnapshot] = useState<Snapshot>(INITIAL);
  // The async steps read the latest values here, not the ones of the render that started them.
  const current = useRef(snapshot);
  const searching = useRef<Promise<PrinterErrorCode | null> | null>(null);
  const printing = useRef(false);

  const commit = useCallback((patch: Partial<Snapshot>) => {
    current.current = { ...current.current, ...patch };
    setSnapshot(current.current);
  }, []);

  /** One search at a time: a second caller (StrictMode's second mount, a click during the search) joins the first. */
  const runSearch = useCallback((): Promise<PrinterErrorCode | null> => {
    searching.current ??= (async () => {
      commit({ state: 'searching', error: null });
      try {
        const printers = await client.available();
        const fallback = await client.defaultPrinter().catch((error: unknown) => {
          if (error instanceof PrinterError && error.code === 'printer011') return null;
          throw error;
        });
        const defaultUid = fallback?.uid ?? null;
        const printer = choose(printers, current.current.printer, defaultUid);
        const kept = printer.uid === current.current.printer?.uid;
        commit({
          printers,
          printer,
          defaultUid,
          status: kept ? current.current.status : null,
          state: 'ready',
          error: null,
        });
        return null;
      } catch (error) {
        const code = codeOf(error);
        commit({ printers: [], printer: null, defaultUid: null, status: null, state: 'error', error: code });
        return code;
      } finally {
        searching.current = null;
      }
    })();
    return searching.current;
  }, [client, commit]);

  const search = useCallback(async () => {
    await runSearch();
  }, [runSearch]);

  const select = useCallback(
    (uid: string) => {
      const printer = current.current.printers.find((device) => device.uid === uid);
      if (printer) commit({ printer, status: null, state: 'ready', error: null });
      else commit({ state: 'error', error: 'printer012' });
    },
    [commit],
  );

  /** The chosen printer, searching first when there is none; null when the search failed. */
  const ensurePrinter = useCallback(async (): Promise<PrinterDevice | PrinterErrorCode> => {
    if (searching.current) await searching.current;
    if (current.current.printer) return current.current.printer;
    const code = await runSearch();
    return code ?? current.current.printer ?? 'printer011';
  }, [runSearch]);

  const refreshStatus = useCallback(async () => {
    const printer = await ensurePrinter();
    if (typeof printer === 'string') return;
    try {
      const status = await client.status(printer);
      commit({ status, state: 'ready', error: null });
    } catch (error) {
      commit({ status: null, state: 'error', error: codeOf(error) });
    }
  }, [client, commit, ensurePrinter]);

  const print = useCallback(
    async (data: string): Promise<boolean> => {
      if (printing.current) return false;
      printing.current = true;
      try {
        const printer = await ensurePrinter();
        if (typeof printer === 'string') {
          notifyError(t(printer, { ns: 'errors' }));
          return false;
        }
        commit({ state: 'printing', error: null });
        try {
          await client.write(printer, data);
        } catch (error) {
          const code = codeOf(error);
          // A printer the service no longer knows is forgotten: the next print searches again.
          commit(
            code === 'printer012' ? { printer: null, state: 'error', error: code } : { state: 'error', error: code },
          );
          notifyError(t(code, { ns: 'errors' }));
          return false;
        }
        commit({ state: 'ready' });
        notifySuccess(t('printer.sent', { name: printer.name }));
        return true;
      } finally {
        printing.current = false;
      }
    },
    [client, commit, ensurePrinter, t],
  );

  useEffect(() => {
    // A failure here shows in the panel (state 'error'), not as a toast: the user did not ask for anything yet.
    if (searchOnMount) void runSearch();
  }, [searchOnMount, runSearch]);

  return useMemo(
    () => ({ ...snapshot, search, select, refreshStatus, print }),
    [snapshot, search, select, refreshStatus, print],
  );
}
