import { describe, expect, it, vi } from 'vitest';
import { createBrowserPrintClient, PrinterError, type PrinterErrorCode } from '../browser-print';
import { device, fakeService, hqes, type FakeService } from './fake-service';

const HTTP = 'http://localhost:9100';
const HTTPS = 'https://localhost:9101';
const zebra = device('Zebra ZD220', 'usb-1');
const other = device('Zebra GK420t', 'usb-2');

function clientOver(service: FakeService, timeoutMs = 50) {
  return createBrowserPrintClient({ fetch: service.fetch, timeoutMs, delay: () => Promise.resolve() });
}

async function codeOf(promise: Promise<unknown>): Promise<PrinterErrorCode | 'none'> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    expect(error).toBeInstanceOf(PrinterError);
    return (error as PrinterError).code;
  }
}

const calledUrls = (service: FakeService) => service.fetch.mock.calls.map(([input]) => String(input));

describe('browser print client: where the service is', () => {
  it('asks http://localhost:9100 first and stays there when it answers', async () => {
    const service = fakeService({ devices: [zebra] });
    const client = clientOver(service);
    await client.available();
    await client.defaultPrinter().catch(() => undefined);
    expect(calledUrls(service)).toEqual([`${HTTP}/available`, `${HTTP}/default?type=printer`]);
  });

  it('falls back to https://localhost:9101 when 9100 does not answer, and remembers it', async () => {
    const service = fakeService({ devices: [zebra], defaultUid: 'usb-1', down: new Set([HTTP]) });
    const client = clientOver(service);
    expect(await client.available()).toEqual([zebra]);
    expect(await client.defaultPrinter()).toEqual(zebra);
    await client.write(zebra, '^XA^XZ');
    expect(calledUrls(service)).toEqual([
      `${HTTP}/available`,
      `${HTTPS}/available`,
      `${HTTPS}/default?type=printer`,
      `${HTTPS}/write`,
    ]);
  });

  it('counts a call that hangs past the timeout as no answer and tries the next port', async () => {
    const service = fakeService({ devices: [zebra] });
    const inner = service.fetch.getMockImplementation()!;
    const signals: AbortSignal[] = [];
    service.fetch.mockImplementation((input, init) => {
      if (String(input).startsWith(HTTP)) {
        signals.push(init!.signal!);
        return new Promise<Response>(() => undefined);
      }
      return inner(input, init);
    });
    const client = clientOver(service, 20);
    expect(await client.available()).toEqual([zebra]);
    expect(signals[0]?.aborted).toBe(true);
    expect(calledUrls(service)).toEqual([`${HTTP}/available`, `${HTTPS}/available`]);
  });

  it('looks on both ports again when the remembered one stops answering', async () => {
    const service = fakeService({ devices: [zebra] });
    const client = clientOver(service);
    await client.available();
    service.down.add(HTTP);
    expect(await client.available()).toEqual([zebra]);
    expect(calledUrls(service)).toEqual([`${HTTP}/available`, `${HTTP}/available`, `${HTTPS}/available`]);
  });

  it('uses the timeout of its options (4 s by default)', async () => {
    vi.useFakeTimers();
    try {
      const hanging = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
      const client = createBrowserPrintClient({ fetch: hanging });
      const result = codeOf(client.available());
      await vi.advanceTimersByTimeAsync(3999);
      expect(hanging).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(hanging).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(4000);
      expect(await result).toBe('printer010');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('browser print client: errors', () => {
  it('printer010 when neither port answers', async () => {
    const service = fakeService({ devices: [zebra], down: new Set([HTTP, HTTPS]) });
    const client = clientOver(service);
    expect(await codeOf(client.available())).toBe('printer010');
    expect(await codeOf(client.defaultPrinter())).toBe('printer010');
    expect(await codeOf(client.write(zebra, 'x'))).toBe('printer010');
    expect(await codeOf(client.status(zebra))).toBe('printer010');
  });

  it('printer010 when a write to the remembered port gets no answer (not sent twice)', async () => {
    const service = fakeService({ devices: [zebra] });
    const client = clientOver(service);
    await client.available();
    service.down.add(HTTP);
    expect(await codeOf(client.write(zebra, '^XA^XZ'))).toBe('printer010');
    expect(calledUrls(service).filter((url) => url.endsWith('/write'))).toEqual([`${HTTP}/write`]);
  });

  it('printer011 when the service lists no printer (other device types do not count)', async () => {
    const scanner = { ...device('Scanner', 'scan-1'), deviceType: 'scanner' };
    const service = fakeService({ others: [scanner] });
    expect(await codeOf(clientOver(service).available())).toBe('printer011');
  });

  it('keeps only the printers among the devices', async () => {
    const scanner = { ...device('Scanner', 'scan-1'), deviceType: 'scanner' };
    const service = fakeService({ devices: [zebra, other], others: [scanner, { junk: true }] });
    expect(await clientOver(service).available()).toEqual([zebra, other]);
  });

  it('printer011 when there is no default printer (empty body)', async () => {
    const service = fakeService({ devices: [zebra], defaultUid: null });
    expect(await codeOf(clientOver(service).defaultPrinter())).toBe('printer011');
  });

  it('printer011 when /available or /default answers with an error or no JSON', async () => {
    const service = fakeService();
    service.fetch.mockImplementation(async (input) =>
      String(input).includes('/available') ? new Response('oops', { status: 500 }) : new Response('not json'),
    );
    const client = clientOver(service);
    expect(await codeOf(client.available())).toBe('printer011');
    expect(await codeOf(client.defaultPrinter())).toBe('printer011');
  });

  it('printer012 when the service does not know the device', async () => {
    const service = fakeService({ devices: [zebra] });
    const client = clientOver(service);
    const error = await client.write(other, '^XA^XZ').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrinterError);
    expect((error as PrinterError).code).toBe('printer012');
    expect((error as PrinterError).message).toContain('Unable to find device');
    expect(await codeOf(client.read(other))).toBe('printer012');
    expect(await codeOf(client.status(other))).toBe('printer012');
  });

  it('printer012 when the write is refused for any other reason', async () => {
    const service = fakeService({ devices: [zebra], writeRefusal: { status: 400, text: 'bad' } });
    expect(await codeOf(clientOver(service).write(zebra, '^XA^XZ'))).toBe('printer012');
  });
});

describe('browser print client: requests', () => {
  it('posts {device, data} as text/plain (a simple CORS request, no preflight)', async () => {
    const service = fakeService({ devices: [zebra] });
    const zpl = '^XA^FO10,10^FDPreço ação^FS^XZ';
    await clientOver(service).write(zebra, zpl);
    const [url, init] = service.fetch.mock.calls[0]!;
    expect(String(url)).toBe(`${HTTP}/write`);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('text/plain;charset=UTF-8');
    expect(JSON.parse(String(init?.body))).toEqual({ device: zebra, data: zpl });
    expect(init?.body).toBe(JSON.stringify({ device: zebra, data: zpl }));
  });

  it('reads with {device}', async () => {
    const service = fakeService({ devices: [zebra] });
    await clientOver(service).read(zebra);
    const [url, init] = service.fetch.mock.calls[0]!;
    expect(String(url)).toBe(`${HTTP}/read`);
    expect(JSON.parse(String(init?.body))).toEqual({ device: zebra });
  });

  it('gets the default printer', async () => {
    const service = fakeService({ devices: [zebra, other], defaultUid: 'usb-2' });
    expect(await clientOver(service).defaultPrinter()).toEqual(other);
  });
});

describe('browser print client: status', () => {
  it('writes ~HQES, reads the answer and parses it', async () => {
    const service = fakeService({ devices: [zebra], status: hqes(0x1 | 0x4, 0x8) });
    const status = await clientOver(service).status(zebra);
    expect(status).toEqual({ ready: false, problems: ['paperOut', 'headOpen'], warnings: ['paperNearEnd'] });
    expect(service.writes.map((w) => JSON.parse(w.body) as unknown)).toEqual([{ device: zebra, data: '~HQES' }]);
  });

  it('a ready printer', async () => {
    const service = fakeService({ devices: [zebra] });
    expect(await clientOver(service).status(zebra)).toEqual({ ready: true, problems: [], warnings: [] });
  });

  it('reads again when the printer answers late, and joins an answer sent in pieces', async () => {
    const service = fakeService({ devices: [zebra] });
    const answers = ['', '\u0002PRINTER STATUS\u0003\r\n\u0002   ERRORS:         1 00000000 00010000\u0003\r\n'];
    const inner = service.fetch.getMockImplementation()!;
    service.fetch.mockImplementation(async (input, init) =>
      String(input).endsWith('/read') ? new Response(answers.shift() ?? '') : inner(input, init),
    );
    const delay = vi.fn(() => Promise.resolve());
    const client = createBrowserPrintClient({ fetch: service.fetch, delay, statusReadDelayMs: 250 });
    expect(await client.status(zebra)).toEqual({ ready: false, problems: ['paused'], warnings: [] });
    expect(delay).toHaveBeenCalledWith(250);
  });

  it('printer010 when the printer never answers ~HQES; unknown when it answers something else', async () => {
    const service = fakeService({ devices: [zebra], status: '' });
    const client = clientOver(service);
    expect(await codeOf(client.status(zebra))).toBe('printer010');
    service.status = 'garbage';
    expect(await client.status(zebra)).toEqual({ ready: false, problems: ['unknown'], warnings: [] });
  });
});
