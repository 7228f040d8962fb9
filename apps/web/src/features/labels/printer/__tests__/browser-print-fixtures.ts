import type { PrinterDevice } from '../browser-print';

/**
 * What Zebra Browser Print says, for the stand-ins of the local print service: the web tests' fake fetch
 * (fake-service.ts) and the journeys' HTTP stand-in (e2e/support/printer-stand-in.ts). No test runner here.
 */

/** A USB Zebra as Browser Print lists it. */
export function zebraDevice(name: string, uid = name): PrinterDevice {
  return {
    name,
    uid,
    deviceType: 'printer',
    connection: 'usb',
    provider: 'com.zebra.ds.webdriver.desktop.provider.DefaultDeviceProvider',
    manufacturer: 'Zebra Technologies',
    version: 2,
  };
}

const hex8 = (value: number) => value.toString(16).toUpperCase().padStart(8, '0');

/** A printer's ~HQES answer with the given group-1 bits (0x1 media out, 0x4 head open, 0x10000 paused, …). */
export function hqesText({ errors = 0, warnings = 0 }: { errors?: number; warnings?: number } = {}): string {
  const line = (label: string, bits: number) =>
    `\u0002   ${label}:${' '.repeat(Math.max(1, 15 - label.length))}${bits ? 1 : 0} 00000000 ${hex8(bits)}\u0003\r\n`;
  return `\u0002PRINTER STATUS\u0003\r\n${line('ERRORS', errors)}${line('WARNINGS', warnings)}`;
}
