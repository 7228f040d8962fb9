import { afterEach, describe, expect, it } from 'vitest';
import { hqesText, standInDevice, startPrinterStandIn, type PrinterStandIn } from './support/printer-stand-in';
import { createBrowserPrintClient, PrinterError } from '../apps/web/src/features/labels/printer/browser-print';

/** The e2e stand-in of Browser Print must speak the protocol the client speaks. */
describe('printer stand-in with the real client over HTTP', () => {
  let standIn: PrinterStandIn | undefined;

  afterEach(async () => {
    await standIn?.stop();
    standIn = undefined;
  });

  const zebra = standInDevice('Zebra ZD220', 'usb-1');
  const other = standInDevice('Zebra GK420t', 'usb-2');

  async function start(defaultUid: string | null = 'usb-1') {
    standIn = await startPrinterStandIn({
      port: 0,
      devices: [zebra, other],
      defaultUid,
    });
    const client = createBrowserPrintClient({
      baseUrls: [standIn.url],
      timeoutMs: 2000,
    });
    return { standIn, client };
  }

  it('lists, gives the default, records writes and answers ~HQES', async () => {
    const { standIn, client } = await start();
    expect(await client.available()).toEqual([zebra, other]);
    expect(await client.defaultPrinter()).toEqual(zebra);
    await client.write(zebra, '^XA^FDPreço^FS^XZ');
    expect(standIn.writes).toEqual([{ device: zebra, data: '^XA^FDPreço^FS^XZ' }]);

    expect(await client.status(zebra)).toEqual({
      ready: true,
      problems: [],
      warnings: [],
    });
    standIn.setStatus(hqesText({ errors: 0x4 }));
    expect(await client.status(zebra)).toEqual({
      ready: false,
      problems: ['headOpen'],
      warnings: [],
    });
    expect(await client.read(zebra)).toBe('');
  });

  it('no default, no printers, unknown device', async () => {
    const { standIn, client } = await start(null);
    await expect(client.defaultPrinter()).rejects.toMatchObject({
      code: 'printer011',
    });
    const error = await client.write(standInDevice('Ghost'), 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrinterError);
    expect(error).toMatchObject({
      code: 'printer012',
      message: expect.stringContaining('Unable to find device'),
    });
    standIn.setDevices([]);
    await expect(client.available()).rejects.toMatchObject({
      code: 'printer011',
    });
    standIn.setDevices([other]);
    standIn.setDefault('usb-2');
    expect(await client.defaultPrinter()).toEqual(other);
  });

  it('answers CORS: any origin, and the preflight', async () => {
    const { standIn } = await start();
    const preflight = await fetch(`${standIn.url}/write`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const available = await fetch(`${standIn.url}/available`, {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(available.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('once stopped, the client gets printer010', async () => {
    const { standIn, client } = await start();
    await standIn.stop();
    await expect(client.available()).rejects.toMatchObject({
      code: 'printer010',
    });
  });
});

describe('printer stand-in on its default port', () => {
  it('the client with its default URLs finds it at http://localhost:9100', async () => {
    const standIn = await startPrinterStandIn({
      devices: [standInDevice('Zebra ZD220')],
      defaultUid: 'Zebra ZD220',
    });
    try {
      expect(standIn.url).toBe('http://127.0.0.1:9100');
      const client = createBrowserPrintClient();
      expect((await client.defaultPrinter()).name).toBe('Zebra ZD220');
    } finally {
      await standIn.stop();
    }
  });
});
