import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNfeXml, ean13 } from '../../../test/support/nfe-builder';
import { AppError } from '../../platform/errors';
import { openNfeReader, readNfeInWorker } from './nfe-reader';
import { readNfe } from './nfe-xml';

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

describe('readNfeInWorker: readNfe in a worker thread (issue 13)', () => {
  let release: () => Promise<void>;
  beforeAll(() => {
    release = openNfeReader(2);
  });
  afterAll(async () => {
    await release();
  });

  it('answers what readNfe answers, for several invoices at once', async () => {
    const built = [invoice(3), invoice(990), invoice(1)];
    const docs = await Promise.all(built.map((b) => readNfeInWorker(b.buffer)));
    docs.forEach((doc, i) => expect(doc).toEqual(readNfe(built[i]!.buffer)));
    expect(docs[1]!.items).toHaveLength(990);
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
      const error = await refusalOf(readNfeInWorker(buffer));
      expect({ code: error.code, status: error.status, details: error.details }).toEqual({
        code: expected!.code,
        status: expected!.status,
        details: expected!.details,
      });
    }
    const missing = await refusalOf(readNfeInWorker(Buffer.from(xml.replace(/<cProd>[^<]*<\/cProd>/, ''))));
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
    await Promise.all([readNfeInWorker(buffer), readNfeInWorker(buffer), readNfeInWorker(buffer)]);
    clearInterval(timer);
    // not a timing assertion: the loop ran while the workers read
    expect(ticks).toBeGreaterThan(0);
  });
});

describe('readNfeInWorker without an open reader', () => {
  it('reads in the event loop, with the same refusals', async () => {
    expect((await readNfeInWorker(invoice(1).buffer)).items).toHaveLength(1);
    const error = await refusalOf(readNfeInWorker(Buffer.from('<a/>')));
    expect(error.details).toEqual({ reason: 'root', root: 'a' });
  });
});
