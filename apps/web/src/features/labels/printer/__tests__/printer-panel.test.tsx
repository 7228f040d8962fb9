import { ERROR_MESSAGES } from '@portal/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { renderWithProviders } from '../../../../test/helpers';
import { createBrowserPrintClient, type BrowserPrintClient } from '../browser-print';
import { PrinterPanel } from '../printer-panel';
import { usePrinter, type PrinterControl } from '../use-printer';
import { device, fakeService, hqes, type FakeService } from './fake-service';

const msg = ERROR_MESSAGES['pt-BR'];
const HTTP = 'http://localhost:9100';
const HTTPS = 'https://localhost:9101';
const zebra = device('Zebra ZD220', 'usb-1');
const other = device('Zebra GK420t', 'usb-2');

let control: PrinterControl;

function Harness({ client, searchOnMount }: { client: BrowserPrintClient; searchOnMount?: boolean }) {
  control = usePrinter({ client, searchOnMount });
  return <PrinterPanel printer={control} />;
}

/** The hook with a search on mount (the option's own tests) unless told otherwise; 'default' leaves the option out. */
function setup(service: FakeService, searchOnMount: boolean | 'default' = true) {
  const client = createBrowserPrintClient({ fetch: service.fetch, timeoutMs: 50, delay: () => Promise.resolve() });
  const user = userEvent.setup();
  renderWithProviders(
    <Harness client={client} searchOnMount={searchOnMount === 'default' ? undefined : searchOnMount} />,
  );
  return { user };
}

const panel = () => screen.getByRole('region', { name: 'Impressora local' });
const searchButton = () => screen.getByRole('button', { name: 'Procurar impressoras' });
const statusButton = () => screen.getByRole('button', { name: 'Verificar status' });
const writesOf = (service: FakeService) =>
  service.writes.map((w) => JSON.parse(w.body) as { device: { uid: string }; data: string });
const calls = (service: FakeService, path: string) =>
  service.fetch.mock.calls.filter(([input]) => new URL(String(input)).pathname === path).length;

async function printNow(data: string): Promise<boolean> {
  let sent = false;
  await act(async () => {
    sent = await control.print(data);
  });
  return sent;
}

describe('printer panel: on page load', () => {
  it('searches once and shows the default printer, without a toast', async () => {
    const service = fakeService({ devices: [other, zebra], defaultUid: 'usb-1' });
    setup(service);
    const select = await screen.findByRole('combobox', { name: 'Escolher impressora' });
    await waitFor(() => expect(select).toHaveValue('usb-1'));
    expect(within(select).getByRole('option', { name: 'Zebra ZD220 (padrão)' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Zebra GK420t' })).toBeInTheDocument();
    expect(within(panel()).getByText('Conexão: usb')).toBeInTheDocument();
    expect(within(panel()).getByText('Não verificado')).toBeInTheDocument();
    expect(control.state).toBe('ready');
    // StrictMode mounts twice; the second search joins the first.
    expect(calls(service, '/available')).toBe(1);
    expect(searchButton()).toBeEnabled();
    expect(statusButton()).toBeEnabled();
  });

  it('one printer: its name, no picker', async () => {
    setup(fakeService({ devices: [zebra], defaultUid: 'usb-1' }));
    expect(await within(panel()).findByText('Zebra ZD220')).toBeInTheDocument();
    expect(within(panel()).getByText('padrão')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('no default: the first printer is chosen', async () => {
    setup(fakeService({ devices: [zebra, other], defaultUid: null }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Escolher impressora' })).toHaveValue('usb-1'));
    expect(control.defaultUid).toBeNull();
  });

  it('no service: the panel explains (printer010 and the hint), no red toast', async () => {
    setup(fakeService({ devices: [zebra], down: new Set([HTTP, HTTPS]) }));
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent(msg.printer010);
    expect(alert).toHaveTextContent('Zebra Browser Print');
    expect(alert).toHaveAttribute('data-code', 'printer010');
    expect(within(panel()).getByText('Nenhuma impressora escolhida.')).toBeInTheDocument();
    expect(document.querySelector('.toast-error')).toBeNull();
    expect(control.state).toBe('error');
  });

  it('no printer: printer011 in the panel', async () => {
    setup(fakeService({ devices: [] }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(msg.printer011);
    expect(document.querySelector('.toast-error')).toBeNull();
  });

  it('by default (the label pages) contacts no service and shows no error until the user prints', async () => {
    const service = fakeService({ devices: [zebra], defaultUid: 'usb-1', down: new Set([HTTP, HTTPS]) });
    setup(service, 'default');
    await act(async () => undefined);
    expect(service.fetch).not.toHaveBeenCalled();
    expect(control.state).toBe('idle');
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(panel()).queryByText('Impressora indisponível')).not.toBeInTheDocument();
    expect(within(panel()).getByTestId('printer-idle')).toHaveTextContent(
      'A impressora é procurada quando você imprime, ou ao clicar em "Procurar impressoras".',
    );
    // the user prints: now the service is looked for, and its absence is said (panel and red toast)
    expect(await printNow('^XA^XZ')).toBe(false);
    expect(calls(service, '/available')).toBeGreaterThan(0);
    expect(await within(panel()).findByRole('alert')).toHaveAttribute('data-code', 'printer010');
    expect(within(panel()).queryByTestId('printer-idle')).not.toBeInTheDocument();
  });

  it('does not contact the service when told not to search on mount', async () => {
    const service = fakeService({ devices: [zebra] });
    setup(service, false);
    await act(async () => undefined);
    expect(service.fetch).not.toHaveBeenCalled();
    expect(control.state).toBe('idle');
  });
});

describe('printer panel: the user acts', () => {
  it('"Procurar impressoras" finds the printer once the service is started', async () => {
    const service = fakeService({ devices: [zebra], defaultUid: 'usb-1', down: new Set([HTTP, HTTPS]) });
    const { user } = setup(service);
    await within(panel()).findByRole('alert');
    service.down.clear();
    await user.click(searchButton());
    expect(await within(panel()).findByText('Zebra ZD220')).toBeInTheDocument();
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('picks another printer and prints there', async () => {
    const service = fakeService({ devices: [zebra, other], defaultUid: 'usb-1' });
    const { user } = setup(service);
    const select = await screen.findByRole('combobox', { name: 'Escolher impressora' });
    await waitFor(() => expect(select).toHaveValue('usb-1'));
    await user.selectOptions(select, 'usb-2');
    expect(control.printer?.uid).toBe('usb-2');
    expect(await printNow('^XA^XZ')).toBe(true);
    expect(writesOf(service)).toEqual([{ device: other, data: '^XA^XZ' }]);
    expect(await screen.findByText('Etiquetas enviadas para Zebra GK420t.')).toBeInTheDocument();
  });

  it('"Verificar status" shows the problems the printer reports', async () => {
    const service = fakeService({ devices: [zebra], defaultUid: 'usb-1', status: hqes(0x1 | 0x10000, 0x8) });
    const { user } = setup(service);
    await within(panel()).findByText('Zebra ZD220');
    await user.click(statusButton());
    const status = within(panel()).getByRole('status', { name: 'Status:' });
    expect(await within(status).findByText('Sem papel')).toBeInTheDocument();
    expect(within(status).getByText('Pausada')).toBeInTheDocument();
    expect(within(status).getByText('Papel acabando')).toBeInTheDocument();
    expect(within(status).queryByText('Pronta')).not.toBeInTheDocument();
    expect(control.status).toEqual({ ready: false, problems: ['paperOut', 'paused'], warnings: ['paperNearEnd'] });

    service.status = hqes();
    await user.click(statusButton());
    expect(await within(status).findByText('Pronta')).toBeInTheDocument();
    expect(within(status).queryByText('Sem papel')).not.toBeInTheDocument();
  });

  it('a status check that gets no answer shows printer010', async () => {
    const service = fakeService({ devices: [zebra], defaultUid: 'usb-1', status: '' });
    const { user } = setup(service);
    await within(panel()).findByText('Zebra ZD220');
    await user.click(statusButton());
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(msg.printer010);
  });

  it('select of a printer that is not listed is printer012', async () => {
    setup(fakeService({ devices: [zebra], defaultUid: 'usb-1' }));
    await within(panel()).findByText('Zebra ZD220');
    act(() => control.select('nope'));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(msg.printer012);
  });
});

describe('usePrinter().print', () => {
  it('sends the data to the default printer and shows a green toast', async () => {
    const service = fakeService({ devices: [zebra], defaultUid: 'usb-1' });
    setup(service);
    await within(panel()).findByText('Zebra ZD220');
    expect(await printNow('^XA^FDa^FS^XZ')).toBe(true);
    expect(writesOf(service)).toEqual([{ device: zebra, data: '^XA^FDa^FS^XZ' }]);
    expect(service.writes[0]?.contentType).toBe('text/plain;charset=UTF-8');
    expect(await screen.findByText('Etiquetas enviadas para Zebra ZD220.')).toBeInTheDocument();
    expect(document.querySelector('.toast-success')).not.toBeNull();
    expect(control.state).toBe('ready');
  });

  it('searches first when there is no printer yet', async () => {
    const service = fakeService({ devices: [zebra], defaultUid: 'usb-1' });
    setup(service, false);
    expect(await printNow('^XA^XZ')).toBe(true);
    expect(calls(service, '/available')).toBe(1);
    expect(writesOf(service)).toHaveLength(1);
  });

  it('searches again after a failed search at page load (the service was started since)', async () => {
    const service = fakeService({ devices: [zebra], defaultUid: 'usb-1', down: new Set([HTTP]) });
    service.down.add(HTTPS);
    setup(service);
    await within(panel()).findByRole('alert');
    service.down.clear();
    expect(await printNow('^XA^XZ')).toBe(true);
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('no service: red toast with printer010, false', async () => {
    const service = fakeService({ devices: [zebra], down: new Set([HTTP, HTTPS]) });
    setup(service, false);
    expect(await printNow('^XA^XZ')).toBe(false);
    expect(await screen.findByText(msg.printer010, { selector: '.toast-error *' })).toBeInTheDocument();
    expect(service.writes).toHaveLength(0);
  });

  it('no printer: red toast with printer011', async () => {
    setup(fakeService({ devices: [] }), false);
    expect(await printNow('^XA^XZ')).toBe(false);
    expect(await screen.findByText(msg.printer011, { selector: '.toast-error *' })).toBeInTheDocument();
  });

  it('the service does not know the printer any more: printer012, and the next print searches again', async () => {
    const service = fakeService({ devices: [zebra, other], defaultUid: 'usb-2' });
    setup(service);
    await waitFor(() => expect(control.printer?.uid).toBe('usb-2'));
    service.devices = [zebra];
    service.defaultUid = 'usb-1';
    expect(await printNow('^XA^XZ')).toBe(false);
    expect(await screen.findByText(msg.printer012, { selector: '.toast-error *' })).toBeInTheDocument();
    expect(within(panel()).getByRole('alert')).toHaveTextContent(msg.printer012);
    expect(control.printer).toBeNull();

    expect(await printNow('^XA^XZ')).toBe(true);
    expect(writesOf(service).map((w) => w.device.uid)).toEqual(['usb-2', 'usb-1']);
  });

  it('a second print while one is being sent is refused', async () => {
    const service = fakeService({ devices: [zebra], defaultUid: 'usb-1' });
    setup(service);
    await within(panel()).findByText('Zebra ZD220');
    let first: Promise<boolean> = Promise.resolve(false);
    let second = true;
    await act(async () => {
      first = control.print('a');
      second = await control.print('b');
    });
    expect(second).toBe(false);
    expect(await first).toBe(true);
    expect(writesOf(service).map((w) => w.data)).toEqual(['a']);
  });
});

describe('printer panel: languages', () => {
  it.each([
    ['en-US', 'Local printer', 'Search printers', 'Check status', 'Printer unavailable'],
    ['es-ES', 'Impresora local', 'Buscar impresoras', 'Verificar estado', 'Impresora no disponible'],
  ] as const)('%s', async (language, title, search, status, errorTitle) => {
    await i18n.changeLanguage(language);
    setup(fakeService({ devices: [], down: new Set([HTTP, HTTPS]) }));
    const region = screen.getByRole('region', { name: title });
    expect(within(region).getByRole('button', { name: search })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: status })).toBeInTheDocument();
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent(errorTitle);
    expect(alert).toHaveTextContent(ERROR_MESSAGES[language].printer010);
  });
});
