import { CSV_BOM, PRE_SCHEDULING_REPORT_MAX } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/support/pdf-text';
import { restCall } from '../../../test/support/rest-call';
import { useMatrixTokens, useTestApp, type MatrixLogin } from '../../../test/support/test-app';
import { DEMO_SUPPLIER_A_ID } from '../../db/seed/index';
import { suppliers } from '../../db/schema/index';
import { eq } from 'drizzle-orm';
import { verifyToken } from '../../platform/auth';
import { preSchedulingReportPdf, reportBatches, reportSearchOf } from './pre-scheduling-report.service';

const t = useTestApp();
const as = useMatrixTokens(t);

const CSV = '/api/preagendamento/relatorio';
const PDF = '/api/relatorios/Reports/preagendamento.pdf';

const get = (login: MatrixLogin | null, url: string, language?: string) =>
  restCall(t, login === null ? null : as(login), 'GET', url, undefined, language);

/** The CSV's data lines (header and BOM left out). */
function lines(raw: Buffer): string[] {
  const text = raw.toString('utf8');
  expect(text.startsWith(CSV_BOM)).toBe(true);
  return text.slice(1).split('\r\n').filter(Boolean).slice(1);
}

async function supplierA(): Promise<{ name: string; cnpj: string }> {
  const [row] = await t.database.db
    .select({ name: suppliers.name, cnpj: suppliers.cnpj })
    .from(suppliers)
    .where(eq(suppliers.id, DEMO_SUPPLIER_A_ID));
  return row!;
}

describe.each([
  ['the CSV', CSV],
  ['the PDF', PDF],
])('the pre-scheduling report: %s', (_what, url) => {
  it('is Admin only (pre-scheduling-report): every other profile 403, no token 401, an incomplete account 403', async () => {
    expect((await get('admin', url)).status).toBe(200);
    for (const login of ['logistica', 'fornecedor', 'fornecedor2', 'usuario', 'youcom', 'camicado'] as const) {
      const answer = await get(login, url);
      expect([login, answer.status, answer.code]).toEqual([login, 403, 'withoutPermission']);
    }
    expect((await get(null, url)).code).toBe('sessionExpired');
    expect((await get('novologistica', url)).code).toBe('tokenIncomplete');
  });

  it('refuses a CNPJ filter with other characters than the mask (400)', async () => {
    const answer = await get('admin', `${url}?cnpjFornecedor=${encodeURIComponent('12#34')}`);
    expect([answer.status, answer.code]).toEqual([400, 'validation']);
    const ativo = await get('admin', `${url}?ativo=talvez`);
    expect([ativo.status, ativo.code]).toEqual([400, 'validation']);
  });
});

describe('the pre-scheduling report CSV', () => {
  it('streams every demo pre-scheduling with the shared CSV rules, as an attachment', async () => {
    const answer = await get('admin', CSV);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(answer.headers['content-disposition'])).toContain('relatorio_preagendamento.csv');
    const rows = lines(answer.raw);
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.some((r) => r.includes(';Não;'))).toBe(true);
    expect(rows.some((r) => r.includes(';---;'))).toBe(true);
  });

  it('filters by provider name, CNPJ (masked or not), company, CD and active', async () => {
    const a = await supplierA();
    const byName = lines((await get('admin', `${CSV}?nomeFornecedor=${encodeURIComponent(a.name)}`)).raw);
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((r) => r.startsWith(`${DEMO_SUPPLIER_A_ID} - `))).toBe(true);
    const masked = `${a.cnpj.slice(0, 2)}.${a.cnpj.slice(2, 5)}.${a.cnpj.slice(5, 8)}/${a.cnpj.slice(8, 12)}-${a.cnpj.slice(12)}`;
    for (const cnpj of [a.cnpj, masked, a.cnpj.slice(0, 8).toLowerCase()])
      expect(lines((await get('admin', `${CSV}?cnpjFornecedor=${encodeURIComponent(cnpj)}`)).raw)).toEqual(byName);
    const camicado = lines((await get('admin', `${CSV}?nomeEmpresa=Camicado`)).raw);
    expect(camicado.length).toBeGreaterThan(0);
    expect(camicado.every((r) => r.split(';')[2] === 'Camicado')).toBe(true);
    const inactiveAtRecife = lines((await get('admin', `${CSV}?ativo=N%C3%A3o&nomeCd=recife`)).raw);
    expect(inactiveAtRecife.every((r) => r.split(';')[3] === 'CD Recife' && r.split(';')[6] === 'Não')).toBe(true);
  });

  it('takes a 2026 alphanumeric CNPJ as a filter (no provider holds it: no rows)', async () => {
    const answer = await get('admin', `${CSV}?cnpjFornecedor=${encodeURIComponent('12.ABC.345/01DE-35')}`);
    expect(answer.status).toBe(200);
    expect(lines(answer.raw)).toEqual([]);
  });

  it('writes its header in the language asked', async () => {
    const text = (await get('admin', CSV, 'en-US')).raw.toString('utf8');
    expect(text).toContain('Supplier;CNPJ;Company;DC;Description');
  });
});

describe('the pre-scheduling report PDF', () => {
  it('prints the demo rows in the language of userLocale', async () => {
    const answer = await get('admin', `${PDF}?userLocale=en-US&ativo=Sim`);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const text = pdfText(answer.raw);
    expect(text).toContain('Pre-scheduling report');
    expect(text).toContain('Active: Yes');
  });
});

describe('the report search (PS10)', () => {
  it('applies the company name only with pre-scheduling-report-change-company, else the own company', async () => {
    const admin = await verifyToken(as('admin'), t.config);
    expect(reportSearchOf(admin, { nomeEmpresa: 'Renner' })).toMatchObject({ companyName: 'Renner', companyId: null });
    // a Youcom user granted the report but not the company choice: its own company, whatever it asks
    const youcom = await verifyToken(as('youcom'), t.config);
    const restricted = reportSearchOf({ ...youcom, permissions: ['pre-scheduling-report'] }, { nomeEmpresa: 'Renner' });
    expect(restricted).toMatchObject({ companyName: undefined, companyId: youcom.idEmpresa });
    expect(youcom.idEmpresa).toBe(4);
  });

  it('prints the own company on the PDF of a user who may not choose one, with its rows only', async () => {
    const youcom = await verifyToken(as('youcom'), t.config);
    const user = { ...youcom, permissions: ['pre-scheduling-report'] };
    const pdf = await preSchedulingReportPdf(
      t.database.db,
      user,
      { nomeEmpresa: 'Renner' },
      {
        language: 'pt-BR',
        compress: false,
      },
    );
    const text = pdfText(pdf);
    expect(text).toContain('Empresa: Youcom');
    let rows = 0;
    for await (const batch of reportBatches(t.database.db, reportSearchOf(user, {}))) {
      rows += batch.length;
      expect(batch.every((r) => r.companyId === 4)).toBe(true);
    }
    expect(rows).toBeGreaterThan(0);
  });

  it('reads at most PRE_SCHEDULING_REPORT_MAX rows, batch by batch', async () => {
    let total = 0;
    let batches = 0;
    for await (const batch of reportBatches(t.database.db, { companyId: null }, 7, 3)) {
      total += batch.length;
      batches += 1;
    }
    expect([total, batches]).toEqual([7, 3]);
    expect(PRE_SCHEDULING_REPORT_MAX).toBe(10_000);
  });
});
