import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNfeXml, ean13 } from '../../../test/support/nfe-builder';
import { AppError } from '../../platform/errors';
import { compareInvoice, headerOf } from './invoice-rows';
import { openNfeReader, startInvoiceCheck } from './nfe-reader';
import { readNfe } from './nfe-xml';

const ORDER = 4500012345;

/** The order's side of the invoice's items: the first matches, the second costs more, the rest are absent. */
function orderItemsOf(count: number) {
  return Array.from({ length: Math.min(count, 2) }, (_, i) => ({
    id: 100 + i,
    codItem: String(i + 1).padStart(4, '0'),
    descricaoCurta: `CAMISETA ${i + 1}`,
    ean: ean13(`789${String(i + 1).padStart(9, '0')}`),
    qtCompra: '10',
    ncm: '61091000',
    custoUnitario: i === 0 ? '12.3400' : '11.0000',
    valorVenda: null,
    aliquotaIcms: '12',
    aliquotaIpi: null,
  }));
}

/** The read alone, as the upload's transaction first awaits it (and then ends the check). */
async function headerInWorker(buffer: Buffer) {
  const check = startInvoiceCheck(ORDER, buffer);
  try {
    return await check.header;
  } finally {
    check.end();
  }
}

function invoice(count: number) {
  return buildNfeXml({
    issuerCnpj: '12345678000195',
    recipientCnpj: '92754738000162',
    number: 1234,
    series: 7,
    items: Array.from({ length: count }, (_, i) => ({
      ean: ean13(`789${String(i + 1).padStart(9, '0')}`),
      code: String(i + 1).padStart(4, '0'),
      description: `CAMISETA ${i + 1}`,
      ncm: '61091000',
      quantity: '10',
      unitCost: '12.3400',
      icmsRate: '12',
      orderNumber: '4500012345',
    })),
  });
}

async function refusalOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** The reader's pool of `threads` worker threads, open for the tests of the describe block that calls it. */
function useNfeReader(threads: number): void {
  let release: () => Promise<void>;
  beforeAll(() => {
    release = openNfeReader(threads);
  });
  afterAll(async () => {
    await release();
  });
}

describe('startInvoiceCheck: the invoice read and compared in a worker thread (issue 13)', () => {
  useNfeReader(2);

  it('answers what the check answers in the event loop, for several invoices at once', async () => {
    const built = [invoice(3), invoice(990), invoice(1)];
    const answers = await Promise.all(
      built.map(async (b) => {
        const check = startInvoiceCheck(ORDER, b.buffer);
        const header = await check.header;
        return { header, compared: await check.compare(orderItemsOf(header.itemCount)) };
      }),
    );
    answers.forEach((answer, i) => {
      const doc = readNfe(built[i]!.buffer);
      expect(answer.header).toEqual(headerOf(doc, ORDER));
      expect(answer.compared).toEqual(compareInvoice(doc, ORDER, orderItemsOf(doc.items.length)));
    });
    expect(answers[1]!.header.itemCount).toBe(990);
    expect(answers[1]!.compared).toMatchObject({ status: 3, rowCount: 990 });
    expect(JSON.parse(answers[0]!.compared.rowsJson)).toHaveLength(3);
  });

  it('gives back a refusal as the same AppError: code, status and details', async () => {
    const xml = invoice(2).xml;
    const cases = [
      Buffer.from(xml.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')),
      Buffer.from(xml.slice(0, -30)),
      Buffer.from(xml.replace(/<cProd>[^<]*<\/cProd>/, '')),
      Buffer.alloc(0),
    ];
    for (const buffer of cases) {
      let expected: AppError | undefined;
      try {
        readNfe(buffer);
      } catch (error) {
        expected = error as AppError;
      }
      const error = await refusalOf(headerInWorker(buffer));
      expect({ code: error.code, status: error.status, details: error.details }).toEqual({
        code: expected!.code,
        status: expected!.status,
        details: expected!.details,
      });
    }
    const missing = await refusalOf(headerInWorker(Buffer.from(xml.replace(/<cProd>[^<]*<\/cProd>/, ''))));
    expect(missing).toMatchObject({
      code: 'fileIsNotNFe',
      status: 422,
      details: { reason: 'missingField', item: '1' },
    });
  });

  it('keeps the event loop free while a 990-item invoice is read', async () => {
    const buffer = invoice(990).buffer;
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    await Promise.all([headerInWorker(buffer), headerInWorker(buffer), headerInWorker(buffer)]);
    clearInterval(timer);
    // not a timing assertion: the loop ran while the workers read
    expect(ticks).toBeGreaterThan(0);
  });
});

describe('startInvoiceCheck on one thread', () => {
  useNfeReader(1);

  it('frees its thread when the upload ends before the comparison, so the next check runs', async () => {
    const refused = startInvoiceCheck(ORDER, invoice(2).buffer);
    await refused.header;
    refused.end();
    // the next check needs the only thread, which the first let go without comparing
    const next = startInvoiceCheck(ORDER, invoice(1).buffer);
    await next.header;
    await expect(next.compare(orderItemsOf(1))).resolves.toMatchObject({ status: 2, rowCount: 1 });
  });

  it('frees its thread when the read is refused', async () => {
    await expect(headerInWorker(Buffer.from('<a/>'))).rejects.toMatchObject({ code: 'fileIsNotNFe' });
    await expect(headerInWorker(invoice(1).buffer)).resolves.toMatchObject({ itemCount: 1 });
  });
});

describe('startInvoiceCheck without an open reader', () => {
  it('reads and compares in the event loop, with the same refusals', async () => {
    const check = startInvoiceCheck(ORDER, invoice(1).buffer);
    expect((await check.header).itemCount).toBe(1);
    await expect(check.compare(orderItemsOf(1))).resolves.toMatchObject({ status: 2, rowCount: 1 });
    const error = await refusalOf(headerInWorker(Buffer.from('<a/>')));
    expect(error.details).toEqual({ reason: 'root', root: 'a' });
  });
});
