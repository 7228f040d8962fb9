import { vi, type Mock } from 'vitest';
import type { PrinterDevice } from '../browser-print';
import { hqesText, zebraDevice } from './browser-print-fixtures';

/** A printer as Browser Print lists it. */
export const device = zebraDevice;

/** A ~HQES answer with the given group-1 bits. */
export const hqes = (errors = 0, warnings = 0): string => hqesText({ errors, warnings });

export interface FakeService {
  fetch: Mock<typeof fetch>;
  /** Base URLs that do not answer (network error). */
  down: Set<string>;
  devices: PrinterDevice[];
  /** Other device types Browser Print may list beside the printers. */
  others: unknown[];
  defaultUid: string | null;
  status: string;
  writes: Array<{ url: string; contentType: string | null; body: string }>;
  /** When set, /write answers this status with this text. */
  writeRefusal: { status: number; text: string } | null;
}

/** Browser Print behind a fake fetch: the same routes and answers as the real service. */
export function fakeService(initial: Partial<Omit<FakeService, 'fetch' | 'writes'>> = {}): FakeService {
  const service: FakeService = {
    fetch: vi.fn<typeof fetch>(),
    down: new Set(),
    devices: [],
    others: [],
    defaultUid: null,
    status: hqes(),
    writeRefusal: null,
    ...initial,
    writes: [],
  };
  let pending = '';
  service.fetch.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    if (service.down.has(url.origin)) throw new TypeError('Failed to fetch');
    const known = (body: string) => {
      const uid = (JSON.parse(body) as { device?: { uid?: string } }).device?.uid;
      return service.devices.some((d) => d.uid === uid);
    };
    if (url.pathname === '/available') {
      return new Response(JSON.stringify({ printer: [...service.devices, ...service.others] }));
    }
    if (url.pathname === '/default') {
      const found = service.devices.find((d) => d.uid === service.defaultUid);
      return new Response(found ? JSON.stringify(found) : '');
    }
    const body = String(init?.body ?? '');
    if (url.pathname === '/write') {
      service.writes.push({ url: url.href, contentType: new Headers(init?.headers).get('content-type'), body });
      if (service.writeRefusal) return new Response(service.writeRefusal.text, { status: service.writeRefusal.status });
      if (!known(body)) return new Response('Error: Unable to find device', { status: 500 });
      if (body.includes('~HQES')) pending += service.status;
      return new Response('');
    }
    if (url.pathname === '/read') {
      if (!known(body)) return new Response('Error: Unable to find device', { status: 500 });
      const answer = pending;
      pending = '';
      return new Response(answer);
    }
    return new Response('', { status: 404 });
  });
  return service;
}
