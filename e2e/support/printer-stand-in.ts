import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PrinterDevice } from '../../apps/web/src/features/labels/printer/browser-print';
import { hqesText, zebraDevice } from '../../apps/web/src/features/labels/printer/__tests__/browser-print-fixtures';

/**
 * A stand-in for Zebra Browser Print, the local print service the label pages talk to (http://localhost:9100):
 * the same routes and answers, with the printers, the default and the printer's status set by the test, and
 * every write recorded.
 */

/** A device as Browser Print describes it (the web client's own type). */
export type StandInDevice = PrinterDevice;

export interface StandInWrite {
  device: StandInDevice;
  data: string;
}

export interface PrinterStandInOptions {
  port?: number;
  host?: string;
  devices?: StandInDevice[];
  /** The default printer's uid; null or absent means no default. */
  defaultUid?: string | null;
}

export interface PrinterStandIn {
  url: string;
  port: number;
  /** Every accepted POST /write, in order (status queries "~HQES" included). */
  writes: StandInWrite[];
  setDevices(devices: StandInDevice[]): void;
  setDefault(uid: string | null): void;
  /** What the printer answers to "~HQES" (see hqesText). */
  setStatus(text: string): void;
  stop(): Promise<void>;
}

/** A USB Zebra as Browser Print lists it; a printer's ~HQES answer (the web tests' fixtures). */
export { hqesText, zebraDevice as standInDevice };

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  // Chrome asks before a public page reaches a local address (Private Network Access).
  'Access-Control-Allow-Private-Network': 'true',
};

function send(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8'): void {
  res.writeHead(status, { ...CORS_HEADERS, 'Content-Type': type });
  res.end(body);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseRequest(text: string): { device?: { uid?: unknown }; data?: unknown } | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as { device?: { uid?: unknown } }) : null;
  } catch {
    return null;
  }
}

export async function startPrinterStandIn(options: PrinterStandInOptions = {}): Promise<PrinterStandIn> {
  const { port = 9100, host = '127.0.0.1' } = options;
  let devices = [...(options.devices ?? [])];
  let defaultUid = options.defaultUid ?? null;
  let statusText = hqesText();
  /** What the printer has sent back and the service has not read yet, per device. */
  const pending = new Map<string, string>();
  const writes: StandInWrite[] = [];

  const find = (uid: unknown) => devices.find((device) => device.uid === uid);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS);
      res.end();
      return;
    }
    if (req.method === 'GET' && url.pathname === '/available') {
      send(res, 200, JSON.stringify({ printer: devices }), 'application/json');
      return;
    }
    if (req.method === 'GET' && url.pathname === '/default') {
      const device = url.searchParams.get('type') === 'printer' ? find(defaultUid) : undefined;
      send(res, 200, device ? JSON.stringify(device) : '', 'application/json');
      return;
    }
    if (req.method === 'POST' && (url.pathname === '/write' || url.pathname === '/read')) {
      const body = parseRequest(await readBody(req));
      if (!body) {
        send(res, 400, 'Error: Invalid request');
        return;
      }
      const device = find(body.device?.uid);
      if (!device) {
        send(res, 500, 'Error: Unable to find device');
        return;
      }
      if (url.pathname === '/write') {
        const data = typeof body.data === 'string' ? body.data : '';
        writes.push({ device, data });
        if (data.includes('~HQES')) pending.set(device.uid, (pending.get(device.uid) ?? '') + statusText);
        send(res, 200, '');
      } else {
        send(res, 200, pending.get(device.uid) ?? '');
        pending.delete(device.uid);
      }
      return;
    }
    send(res, 404, 'Error: Not found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, `Error: ${String(error)}`));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  let stopped: Promise<void> | undefined;

  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    writes,
    setDevices(next) {
      devices = [...next];
    },
    setDefault(uid) {
      defaultUid = uid;
    },
    setStatus(text) {
      statusText = text;
    },
    stop() {
      // Idempotent: a test may stop it to simulate the service going away, and the hook stops it again.
      stopped ??= new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
      return stopped;
    },
  };
}
