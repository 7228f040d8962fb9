import { addDays, bookingReference, CSV_BOM } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNumberedPages, expectTexts, pdfText } from '../../../test/support/pdf-text';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';
import { verifyToken, type AuthUser } from '../../platform/auth';
import { schedulingCsvValue } from './scheduling-report.csv';
import { reportBatches, reportSearchOf, schedulingReportPdf } from './scheduling-report.service';
import { bearer, book, createCd, createGate, createLoad, dates, one } from './scheduling.test-support';
import { getAs } from '../../../test/support/rest-call';

let t: TestApp;
const tokens: Record<string, string> = {};
const d = dates();
const loads: Record<string, number> = {};
const orderIds: Record<string, number[]> = {};
const schedules: Record<string, number> = {};
let supplierA = '';
let supplierB = '';

async function ordersOf(loadId: number): Promise<number[]> {
  const result = (await t.database.db.execute(
    sql`select order_id from load_orders where load_id = ${loadId} order by order_id`,
  )) as unknown as { rows: { order_id: string | number }[] };
  return result.rows.map((r) => Number(r.order_id));
}

beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['admin', 'fornecedor', 'usuario', 'logistica', 'youcom']) tokens[login] = await t.login(login);
  supplierA = (await one<{ name: string }>(t, sql`select name from suppliers where id = ${DEMO_SUPPLIER_A_ID}`)).name;
  supplierB = (await one<{ name: string }>(t, sql`select name from suppliers where id = ${DEMO_SUPPLIER_B_ID}`)).name;
  const cd = await createCd(t, 'CD Relatório Teste');
  const north = await createGate(t, cd, 'RelTeste, Norte, A');
  const south = await createGate(t, cd, 'RelTeste Sul');
  const { cd_id: logisticsCd } = await one<{ cd_id: number }>(
    t,
    sql`select cd_id from users where login = 'logistica'`,
  );
  const logGate = await createGate(t, Number(logisticsCd), 'RelTeste Logística');

  loads.renner = await createLoad(t, { supplierId: DEMO_SUPPLIER_A_ID, cdId: cd, week: d.next, volumes: [10, 20] });
  schedules.renner = await book(t, loads.renner, north, d.monday, '08:00:00', 30);
  loads.camicado = await createLoad(t, {
    supplierId: DEMO_SUPPLIER_B_ID,
    cdId: cd,
    week: d.next,
    volumes: [40],
    companyId: 3,
  });
  schedules.camicado = await book(t, loads.camicado, south, d.tuesday, '09:00:00', 40);
  loads.mixed = await createLoad(t, { supplierId: DEMO_SUPPLIER_A_ID, cdId: cd, week: d.next, volumes: [5] });
  const youcomPart = await createLoad(t, {
    supplierId: DEMO_SUPPLIER_A_ID,
    cdId: cd,
    week: d.next,
    volumes: [7],
    companyId: 4,
  });
  // move the Youcom order into the mixed load
  await t.database.db.execute(sql`update load_orders set load_id = ${loads.mixed} where load_id = ${youcomPart}`);
  await book(t, loads.mixed, south, d.wednesday, '10:00:00', 12);
  // same date and time as the mixed load at another gate: the keyset must keep both
  loads.tie = await createLoad(t, { supplierId: DEMO_SUPPLIER_A_ID, cdId: cd, week: d.next, volumes: [1] });
  await book(t, loads.tie, north, d.wednesday, '10:00:00', 1);
  loads.logistics = await createLoad(t, {
    supplierId: DEMO_SUPPLIER_A_ID,
    cdId: Number(logisticsCd),
    week: d.next,
    volumes: [3],
  });
  await book(t, loads.logistics, logGate, d.monday, '11:00:00', 3);
  for (const [key, id] of Object.entries(loads)) orderIds[key] = await ordersOf(id);
});

afterAll(async () => {
  await t?.close();
});

function csv(login: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const qs = new URLSearchParams({ nomePortao: 'relteste', ...query }).toString();
  return t.app.inject({
    method: 'GET',
    url: `/api/agendamento/relatorio?${qs}`,
    headers: { ...bearer(tokens[login]!), ...headers },
  });
}

/** Data lines split into cells (header left out). */
function cells(body: string): string[][] {
  return body
    .replace(CSV_BOM, '')
    .split('\r\n')
    .filter((l) => l !== '')
    .slice(1)
    .map((l) => l.split(';'));
}

/** Load ids (5th column) of the CSV rows, in order. */
function loadIds(body: string): number[] {
  return cells(body).map((c) => Number(c[3]));
}

function brDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

describe('scheduling report CSV', () => {
  it('streams BOM, header and one row per booking in delivery order, with the CSV rules', async () => {
    const response = await csv('admin');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('relatorio_agendamento.csv');
    const body = response.body;
    expect(body.startsWith(CSV_BOM)).toBe(true);
    const [header] = body.replace(CSV_BOM, '').split('\r\n');
    expect(header).toBe(
      'Data e hora de entrega;CD;Portão;Carga;Semana/Ano;Código do fornecedor;Fornecedor;Pedidos;Volumes;Peças;Empresa;Referência',
    );
    expect(loadIds(body)).toEqual([loads.renner, loads.logistics, loads.camicado, loads.mixed, loads.tie]);
    const [renner] = cells(body);
    expect(renner).toEqual([
      `${brDate(d.monday)} 08:00`,
      'CD Relatório Teste',
      // the first comma of a text becomes a slash (spec 000 §9)
      'RelTeste/ Norte, A',
      String(loads.renner),
      // the week as every screen writes it (domain formatWeek): two digits, "02/2027"
      expect.stringMatching(/^\d{2}\/\d{4}$/),
      String(DEMO_SUPPLIER_A_ID),
      String(schedulingCsvValue(supplierA)),
      orderIds.renner!.join(' '),
      '30',
      '300',
      '001 - Renner',
      bookingReference(schedules.renner!),
    ]);
    const mixed = cells(body)[3]!;
    expect(mixed[8]).toBe('12');
    expect(mixed[10]).toBe('001 - Renner / 004 - Youcom');
  });

  it('replaces only the first comma and leaves other values alone', () => {
    expect(schedulingCsvValue('a, b, c')).toBe('a/ b, c');
    expect(schedulingCsvValue(12)).toBe(12);
    expect(schedulingCsvValue(null)).toBeNull();
  });

  it('filters by supplier name (contains, any case) and delivery dates (inclusive)', async () => {
    const byName = await csv('admin', { nomeFornecedor: supplierB.slice(2, 12).toUpperCase() });
    expect(loadIds(byName.body)).toEqual([loads.camicado]);
    const oneDay = await csv('admin', { dtEntregaIni: d.tuesday, dtEntregaFim: d.tuesday });
    expect(loadIds(oneDay.body)).toEqual([loads.camicado]);
    const fromWednesday = await csv('admin', { dtEntregaIni: d.wednesday });
    expect(loadIds(fromWednesday.body)).toEqual([loads.mixed, loads.tie]);
    const untilMonday = await csv('admin', { dtEntregaFim: d.monday, nomePortao: 'RelTeste, Norte' });
    expect(loadIds(untilMonday.body)).toEqual([loads.renner]);
    const none = await csv('admin', { dtEntregaIni: addDays(d.next, 7) });
    expect(cells(none.body)).toEqual([]);
  });

  it('finds one booking by its reference, as typed at the gate, and refuses a mistyped one (400)', async () => {
    const reference = bookingReference(schedules.camicado!);
    const exact = await csv('admin', { referencia: reference });
    expect(loadIds(exact.body)).toEqual([loads.camicado]);
    const typed = await csv('admin', { referencia: ` ${reference.toLowerCase().replace(/-/g, ' ')} ` });
    expect(loadIds(typed.body)).toEqual([loads.camicado]);
    const last = Number(reference.slice(-1));
    const mistyped = await csv('admin', { referencia: `${reference.slice(0, -1)}${(last + 1) % 10}` });
    expect(mistyped.statusCode).toBe(400);
    // the row scope still applies: a logistics user does not find another CD's booking by its reference
    expect(cells((await csv('logistica', { referencia: reference })).body)).toEqual([]);
  });

  it('honours idEmpresa with scheduling-report-change-company, counting only that company’s orders', async () => {
    const camicado = await csv('admin', { idEmpresa: '3' });
    expect(loadIds(camicado.body)).toEqual([loads.camicado]);
    const youcom = await csv('admin', { idEmpresa: '4' });
    expect(loadIds(youcom.body)).toEqual([loads.mixed]);
    expect(cells(youcom.body)[0]![8]).toBe('7');
    expect(cells(youcom.body)[0]![10]).toBe('004 - Youcom');
  });

  it('restricts other users to the company of their profile, whatever idEmpresa says', async () => {
    for (const query of [{}, { idEmpresa: '3' }] as Record<string, string>[]) {
      const answer = await csv('usuario', query);
      expect(answer.statusCode).toBe(200);
      expect(loadIds(answer.body)).toEqual([loads.renner, loads.logistics, loads.mixed, loads.tie]);
      // only the Renner order of the mixed load counts
      expect(cells(answer.body)[2]![8]).toBe('5');
    }
  });

  it('shows a logistics user its CD only', async () => {
    const answer = await csv('logistica');
    expect(loadIds(answer.body)).toEqual([loads.logistics]);
  });

  it('writes the header in the user’s language', async () => {
    const english = await csv('admin', { userLocale: 'en-US' });
    expect(english.body.replace(CSV_BOM, '').split('\r\n')[0]).toContain('Delivery date and time;DC;Gate;Load');
    const spanish = await csv('admin', {}, { 'accept-language': 'es-ES' });
    expect(spanish.body).toContain('Fecha y hora de entrega;CD;Portón;Carga');
  });

  it('refuses users without scheduling-report (403) and anonymous calls (401)', async () => {
    expect((await csv('fornecedor')).statusCode).toBe(403);
    expect((await csv('youcom')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/agendamento/relatorio' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('reads in keyset batches without losing rows that share a date and time', async () => {
    const user = await verifyToken(tokens.admin!, t.config);
    const search = reportSearchOf(user, { nomePortao: 'relteste' });
    const batches: number[][] = [];
    for await (const rows of reportBatches(t.database.db, search, 2)) batches.push(rows.map((r) => r.loadId));
    expect(batches).toEqual([[loads.renner, loads.logistics], [loads.camicado, loads.mixed], [loads.tie]]);
  });
});

describe('scheduling report PDF', () => {
  let admin: AuthUser;
  beforeAll(async () => {
    admin = await verifyToken(tokens.admin!, t.config);
  });

  it('answers a PDF attachment named relatorio_agendamento.pdf', async () => {
    const response = await getAs(
      t,
      tokens.admin!,
      '/api/relatorios/Reports/agendamento.pdf?nomePortao=relteste&userLocale=en-US',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="relatorio_agendamento.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(response.rawPayload)).toContain('Scheduling report');
  });

  it('prints the title, the filters applied, the rows, totals and page numbers in the user’s language', async () => {
    const pdf = await schedulingReportPdf(
      t.database.db,
      admin,
      { nomePortao: 'RelTeste', idEmpresa: 1, dtEntregaIni: d.monday },
      { language: 'pt-BR', compress: false },
    );
    const text = pdfText(pdf);
    expectTexts(text, [
      'Relatório de agendamentos',
      'Empresa: 001 - Renner',
      'Portão: RelTeste',
      'RelTeste, Norte, A',
      String(loads.renner),
      'Total: 4 agendamentos',
    ]);
    expect(text).toMatch(/Página 1 de 1/);
    const english = pdfText(
      await schedulingReportPdf(
        t.database.db,
        admin,
        { nomePortao: 'RelTeste' },
        { language: 'en-US', compress: false },
      ),
    );
    expect(english).toContain('Company: all');
    expect(english).toContain('Page 1 of 1');
    const spanish = pdfText(
      await schedulingReportPdf(t.database.db, admin, { nomePortao: 'nada' }, { language: 'es-ES', compress: false }),
    );
    expect(spanish).toContain('Informe de programaciones');
    expect(spanish).toContain('Ninguna programación coincide con estos filtros.');
  });

  it('numbers every page "x of y" when the report runs over many pages', async () => {
    const pdf = await schedulingReportPdf(t.database.db, admin, {}, { language: 'en-US', compress: false });
    expect(expectNumberedPages(pdf, pdfText(pdf), ['Page', 'of'])).toBeGreaterThan(2);
    expect(pdfText(pdf)).toMatch(/Total: [\d,]+ bookings/);
  });

  it('restricts the PDF like the CSV and says when it stops at its maximum', async () => {
    const usuario = await verifyToken(tokens.usuario!, t.config);
    const text = pdfText(
      await schedulingReportPdf(
        t.database.db,
        usuario,
        { nomePortao: 'RelTeste', idEmpresa: 3 },
        { language: 'pt-BR', compress: false, maxRows: 2 },
      ),
    );
    expect(text).toContain('Empresa: 001 - Renner');
    expect(text).not.toContain(supplierB.slice(0, 12));
    expect(text).toContain('Mostrando os primeiros 2 agendamentos');
  });

  it('refuses users without scheduling-report', async () => {
    const response = await getAs(t, tokens.fornecedor!, '/api/relatorios/Reports/agendamento.pdf');
    expect(response.statusCode).toBe(403);
  });
});
