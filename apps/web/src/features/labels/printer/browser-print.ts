/**
 * Client of the local print service on the user's machine (Zebra Browser Print protocol): http://localhost:9100,
 * or https://localhost:9101 for an old browser.
 */
import { parseHqes } from './hqes-status';

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
  /** Warnings that do not stop printing, e.g. 'paperNearEnd', 'cleanHead'. */
  warnings?: string[];
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

/** Where Browser Print listens: plain http first; the https port is for browsers that block http from https pages. */
export const BROWSER_PRINT_URLS = ['http://localhost:9100', 'https://localhost:9101'] as const;

/** The status query of ZPL printers. */
export const STATUS_QUERY = '~HQES';

export interface BrowserPrintOptions {
  baseUrls?: readonly string[];
  /** Defaults to the global fetch, looked up at each call. */
  fetch?: typeof fetch;
  /** How long a call may wait for the service before it counts as not answering. */
  timeoutMs?: number;
  /** A write sends a whole batch of labels to the printer; it may take longer than a query. */
  writeTimeoutMs?: number;
  /** Reads of the status answer, and the pause between them (a printer answers ~HQES after a moment). */
  statusReads?: number;
  statusReadDelayMs?: number;
  delay?: (ms: number) => Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 4000;
const DEFAULT_WRITE_TIMEOUT_MS = 30_000;

/** Simple CORS request: text/plain needs no preflight, which the service would not answer. */
const TEXT_PLAIN = 'text/plain;charset=UTF-8';

class NoAnswer extends Error {}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A device of the service's JSON, with any extra fields kept (the service gets back what it sent). */
function toDevice(value: unknown): PrinterDevice | null {
  if (!isObject(value) || typeof value.uid !== 'string' || value.uid === '') return null;
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : '');
  return {
    ...value,
    name: text('name') || value.uid,
    uid: value.uid,
    deviceType: text('deviceType') || 'printer',
    connection: text('connection'),
    provider: text('provider'),
    manufacturer: text('manufacturer'),
    version: typeof value.version === 'number' ? value.version : 0,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function createBrowserPrintClient(options: BrowserPrintOptions = {}): BrowserPrintClient {
  const baseUrls = options.baseUrls ?? BROWSER_PRINT_URLS;
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const writeTimeoutMs = options.writeTimeoutMs ?? DEFAULT_WRITE_TIMEOUT_MS;
  const statusReads = options.statusReads ?? 3;
  const statusReadDelayMs = options.statusReadDelayMs ?? 300;
  const delay = options.delay ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  /** The base URL that answered last; later calls go there first. */
  let knownBase: string | null = null;

  async function attempt(url: string, init: RequestInit, limitMs: number): Promise<Response> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new NoAnswer(`no answer from ${url}`));
      }, limitMs);
    });
    try {
      // The race covers fetch implementations that ignore the signal.
      return await Promise.race([doFetch(url, { ...init, signal: controller.signal }), timeout]);
    } catch (error) {
      throw error instanceof NoAnswer ? error : new NoAnswer(String(error));
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Sends a request to the service: to the base that answered before, else to each base in turn until one
   * answers. Any HTTP answer counts as an answer; only network errors and timeouts move on.
   */
  async function call(path: string, init: RequestInit, limitMs = timeoutMs): Promise<Response> {
    const failed = knownBase;
    if (knownBase !== null) {
      try {
        return await attempt(`${knownBase}${path}`, init, limitMs);
      } catch (error) {
        // The service went away (or restarted on the other port). A POST is not repeated elsewhere (a write
        // that timed out may still have printed); the next call looks for the service again.
        knownBase = null;
        if (init.method === 'POST') throw new PrinterError('printer010', (error as Error).message);
      }
    }
    for (const base of baseUrls) {
      if (base === failed) continue;
      try {
        const response = await attempt(`${base}${path}`, init, limitMs);
        knownBase = base;
        return response;
      } catch {
        // next base
      }
    }
    throw new PrinterError('printer010', 'the print service did not answer');
  }

  const post = (path: string, body: unknown, limitMs?: number) =>
    call(path, { method: 'POST', headers: { 'Content-Type': TEXT_PLAIN }, body: JSON.stringify(body) }, limitMs);

  async function refused(response: Response, what: string): Promise<PrinterError> {
    const text = await response.text().catch(() => '');
    return new PrinterError('printer012', `${what} refused (${response.status}): ${text}`.trim());
  }

  const client: BrowserPrintClient = {
    async available() {
      const response = await call('/available', { method: 'GET' });
      if (!response.ok) throw new PrinterError('printer011', `available: ${response.status}`);
      const body = parseJson(await response.text());
      const list = isObject(body) && Array.isArray(body.printer) ? body.printer : [];
      const printers = list
        .map(toDevice)
        .filter((device): device is PrinterDevice => device !== null && device.deviceType.toLowerCase() === 'printer');
      if (printers.length === 0) throw new PrinterError('printer011', 'no printer available');
      return printers;
    },

    async defaultPrinter() {
      const response = await call('/default?type=printer', { method: 'GET' });
      if (!response.ok) throw new PrinterError('printer011', `default: ${response.status}`);
      const text = (await response.text()).trim();
      const device = text === '' ? null : toDevice(parseJson(text));
      if (!device) throw new PrinterError('printer011', 'no default printer');
      return device;
    },

    async write(device, data) {
      const response = await post('/write', { device, data }, writeTimeoutMs);
      if (!response.ok) throw await refused(response, 'write');
    },

    async read(device) {
      const response = await post('/read', { device });
      if (!response.ok) throw await refused(response, 'read');
      return response.text();
    },

    async status(device) {
      await client.write(device, STATUS_QUERY);
      let answer = '';
      for (let i = 0; i < statusReads; i += 1) {
        if (i > 0) await delay(statusReadDelayMs);
        answer += await client.read(device);
        const parsed = parseHqes(answer);
        if (parsed) return { ready: parsed.ready, problems: parsed.errors, warnings: parsed.warnings };
      }
      // Written but never answered: the printer is off, or it does not speak ZPL.
      if (answer.trim() === '') throw new PrinterError('printer010', 'the printer did not answer ~HQES');
      return { ready: false, problems: ['unknown'], warnings: [] };
    },
  };
  return client;
}
