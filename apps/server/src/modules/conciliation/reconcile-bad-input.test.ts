import fs from 'node:fs';
import { CONCILIATION_XML_MAX_BYTES, type InvoiceFileInput } from '@portal/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/support/test-app';
import {
  COMMERCIAL_MUTATION,
  SUPPLIER_A,
  SUPPLIER_B,
  fiscalStep,
  graphqlCall,
  invoiceForOrder,
  orderForInvoice,
  pickFreeOrder,
  restCall,
  uploadInvoice,
  writtenCounts,
} from './reconcile.test-support';
import { decodeBase64File } from './reconcile.service';

/**
 * What a supplier may send instead of an NF-e: every refusal names its code, writes nothing (no conciliation,
 * row, history entry nor stored file) and leaves the server answering.
 */

const t = useTestApp();
let token: string;
let orderId: number;
let matching: Awaited<ReturnType<typeof invoiceForOrder>>;

beforeAll(async () => {
  token = await t.login('fornecedor');
  orderId = await pickFreeOrder(t.database.db, SUPPLIER_A, { maxItems: 6 });
  matching = await invoiceForOrder(t.database.db, orderId);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function fileOf(content: Buffer | string, overrides: Partial<InvoiceFileInput> = {}): InvoiceFileInput {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return { nome: 'nfe.xml', tipo: 'text/xml', conteudo: bytes.toString('base64'), ...overrides };
}

/** Uploads, expects the code (and details), nothing written, and the server still answering. */
async function expectRefused(
  file: unknown,
  code: string,
  details: Record<string, unknown> = {},
  target = orderId,
): Promise<void> {
  const before = await writtenCounts(t.database.db);
  const answer = await uploadInvoice(t, token, target, file);
  expect(answer.result).toBeNull();
  expect(answer.code, JSON.stringify(answer.details)).toBe(code);
  expect(answer.details ?? {}).toMatchObject(details);
  expect(await writtenCounts(t.database.db)).toEqual(before);
  const alive = await restCall(t, token, 'GET', '/api/config/conciliacao');
  expect(alive.status).toBe(200);
}

describe('conciliacaoComercial refuses bad files and writes nothing', () => {
  it('malformed XML (mustBeXML malformed)', async () => {
    await expectRefused(fileOf(matching.xml.slice(0, -40)), 'mustBeXML', { reason: 'malformed' });
    await expectRefused(fileOf(matching.xml.replace('</nNF>', '</nnf>')), 'mustBeXML', { reason: 'malformed' });
    await expectRefused(fileOf(`${matching.xml}<nfeProc/>`), 'mustBeXML', { reason: 'malformed' });
    await expectRefused(fileOf(`${matching.xml}trailing text`), 'mustBeXML', { reason: 'malformed' });
    await expectRefused(fileOf(matching.xml.replace('<xNome>', '<xNome>&undefined;')), 'mustBeXML', {
      reason: 'malformed',
    });
  });

  it('a DOCTYPE with an external entity, never fetched (fileIsNotNFe doctype)', async () => {
    const readFileSync = vi.spyOn(fs, 'readFileSync');
    const openSync = vi.spyOn(fs, 'openSync');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const xml = matching.xml
      .replace(
        '<nfeProc',
        '<!DOCTYPE nfeProc [<!ENTITY e SYSTEM "file:///etc/passwd"><!ENTITY f SYSTEM "http://127.0.0.1:9/x">]><nfeProc',
      )
      .replace('<xNome>', '<xNome>&e;&f;');
    await expectRefused(fileOf(xml), 'fileIsNotNFe', { reason: 'doctype' });
    expect(readFileSync.mock.calls.some(([path]) => String(path).includes('passwd'))).toBe(false);
    expect(openSync.mock.calls.some(([path]) => String(path).includes('passwd'))).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a billion-laughs entity bomb (fileIsNotNFe doctype, without expanding anything)', async () => {
    const entities = ['<!ENTITY lol "lol">'];
    for (let i = 1; i <= 9; i++) {
      entities.push(`<!ENTITY lol${i} "${`&lol${i === 1 ? '' : i - 1};`.repeat(10)}">`);
    }
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n${entities.join('\n')}\n]>\n<lolz>&lol9;</lolz>`;
    await expectRefused(fileOf(bomb), 'fileIsNotNFe', { reason: 'doctype' });
  });

  it(`a file over ${CONCILIATION_XML_MAX_BYTES} bytes (fileSizeExceeded), while exactly the limit is read`, async () => {
    const padding = (size: number) => `<!--${'x'.repeat(size - matching.buffer.length - 7)}-->`;
    const over = matching.xml.replace('<nfeProc', `${padding(CONCILIATION_XML_MAX_BYTES + 1)}<nfeProc`);
    expect(Buffer.byteLength(over)).toBe(CONCILIATION_XML_MAX_BYTES + 1);
    await expectRefused(fileOf(over), 'fileSizeExceeded', { maxBytes: CONCILIATION_XML_MAX_BYTES });
    // far over: refused from the base64 length, before decoding
    await expectRefused(
      { nome: 'nfe.xml', tipo: 'text/xml', conteudo: 'A'.repeat(8 * 1024 * 1024) },
      'fileSizeExceeded',
    );

    const exact = matching.xml.replace('<nfeProc', `${padding(CONCILIATION_XML_MAX_BYTES)}<nfeProc`);
    expect(Buffer.byteLength(exact)).toBe(CONCILIATION_XML_MAX_BYTES);
    const other = await pickFreeOrder(t.database.db, SUPPLIER_A, { maxItems: 6 });
    const atLimit = (await invoiceForOrder(t.database.db, other)).xml;
    const accepted = await uploadInvoice(
      t,
      token,
      other,
      fileOf(
        atLimit.replace(
          '<nfeProc',
          `<!--${'x'.repeat(CONCILIATION_XML_MAX_BYTES - Buffer.byteLength(atLimit) - 7)}--><nfeProc`,
        ),
      ),
    );
    expect(accepted.code).toBeNull();
    expect(accepted.result!.statusConciliacaoComercial.id).toBe(2);
  });

  it('991 items (fileIsNotNFe tooManyItems)', async () => {
    const invoice = await invoiceForOrder(t.database.db, orderId, {
      items: (items) => Array.from({ length: 991 }, (_, i) => ({ ...items[i % items.length]!, code: `X${i}` })),
    });
    await expectRefused(invoice.file, 'fileIsNotNFe', { reason: 'tooManyItems', count: 991, max: 990 });
  });

  it('a PDF renamed .xml and declared text/xml (mustBeXML)', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n', 'latin1');
    await expectRefused(fileOf(pdf, { nome: 'nota.xml' }), 'mustBeXML', { reason: 'content' });
  });

  it('base64 garbage (mustBeXML base64) and an empty content (validation)', async () => {
    await expectRefused({ nome: 'nfe.xml', tipo: 'text/xml', conteudo: '!!not*base64$$' }, 'mustBeXML', {
      reason: 'base64',
    });
    await expectRefused({ nome: 'nfe.xml', tipo: 'text/xml', conteudo: 'QUJD=' }, 'mustBeXML', { reason: 'base64' });
    await expectRefused({ nome: 'nfe.xml', tipo: 'text/xml', conteudo: '' }, 'validation');
  });

  it('two files: GraphQL itself refuses a list for the single ArquivoNotaInput (validation); sendInvoice cannot arise', async () => {
    const before = await writtenCounts(t.database.db);
    const answer = await graphqlCall(t, token, COMMERCIAL_MUTATION, {
      id: orderId,
      file: [matching.file, matching.file],
    });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('validation');
    expect(await writtenCounts(t.database.db)).toEqual(before);
  });

  it('a declared type other than XML, even with XML bytes (mustBeXML)', async () => {
    await expectRefused({ ...matching.file, tipo: 'application/pdf' }, 'mustBeXML', { mimetype: 'application/pdf' });
    await expectRefused({ ...matching.file, tipo: 'text/plain' }, 'mustBeXML');
  });

  it('well-formed XML that is not an NF-e (fileIsNotNFe root)', async () => {
    await expectRefused(fileOf('<?xml version="1.0"?><pedido><id>1</id></pedido>'), 'fileIsNotNFe', {
      reason: 'root',
    });
  });

  it('an NF-e for another order (invoiceOtherOrder with both numbers)', async () => {
    const invoice = await invoiceForOrder(t.database.db, orderId, {
      items: (items) => items.map((item) => ({ ...item, orderNumber: '4500099999' })),
    });
    await expectRefused(invoice.file, 'invoiceOtherOrder', { pedido: orderId, pedidoNota: '4500099999' });
  });
});

describe('an NF-e of another supplier', () => {
  it('is refused at the commercial step, before its items (issuerNotSupplier, issue 13)', async () => {
    const other = await pickFreeOrder(t.database.db, SUPPLIER_B, { maxItems: 6 });
    const supplierB = (await orderForInvoice(t.database.db, other)).supplierCnpj;
    const own = await orderForInvoice(t.database.db, orderId);
    expect(supplierB.slice(0, 8)).not.toBe(own.supplierCnpj.slice(0, 8));
    const invoice = await invoiceForOrder(t.database.db, orderId, { input: { issuerCnpj: supplierB } });
    const upload = await uploadInvoice(t, token, orderId, invoice.file, 'en-US');
    expect(upload.result!.statusConciliacaoComercial.id).toBe(3);
    expect(upload.result!.motivoReprovacao).toMatch(/^Issuer .* is not the order's supplier/);
    const fiscal = await fiscalStep(t, token, upload.result!.id, 'en-US');
    expect(fiscal.error.code).toBe('conciliationStepNotAllowed');
  });
});

describe('decodeBase64File', () => {
  it('reads MIME base64 (line breaks) and a data: URL, and refuses the rest', () => {
    const bytes = Buffer.from('<nfeProc/>');
    const plain = bytes.toString('base64');
    expect(decodeBase64File(plain)).toEqual(bytes);
    expect(decodeBase64File(`${plain.slice(0, 4)}\r\n${plain.slice(4)}\n`)).toEqual(bytes);
    expect(decodeBase64File(`data:text/xml;base64,${plain}`)).toEqual(bytes);
    // padding bits that are not zero: not what an encoder writes, but valid base64 (the slow path reads it)
    expect(decodeBase64File('QR==')).toEqual(Buffer.from('A'));
    for (const bad of ['', '====', 'QUJD=', 'QU=JD', 'QUJD!', 'QU-_', plain.replace(/=+$/, '') + '===']) {
      expect(() => decodeBase64File(bad), bad).toThrow(expect.objectContaining({ code: 'mustBeXML' }));
    }
  });
});
