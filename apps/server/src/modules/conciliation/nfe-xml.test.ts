import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildNfeXml, ean13, type NfeBuildOptions, type NfeItemInput } from '../../../test/support/nfe-builder';
import { AppError } from '../../platform/errors';
import { NFE_MAX_ITEMS, XML_MAX_DEPTH, XML_MAX_ELEMENTS, readNfe } from './nfe-xml';

const ISSUER = '12345678000195';
const RECIPIENT = '92754738000162';

function item(i: number, overrides: Partial<NfeItemInput> = {}): NfeItemInput {
  return {
    ean: ean13(`789${String(i).padStart(9, '0')}`),
    code: String(i).padStart(4, '0'),
    description: `CAMISETA BASICA ${i}`,
    ncm: '61091000',
    quantity: '10',
    unitCost: '12.3400',
    saleValue: '49.90',
    icmsRate: '12',
    ipiRate: '5',
    orderNumber: '4500012345',
    ...overrides,
  };
}

function invoice(items: NfeItemInput[] = [item(12)], options: NfeBuildOptions = {}) {
  return buildNfeXml({ issuerCnpj: ISSUER, recipientCnpj: RECIPIENT, number: 1234, series: 7, items }, options);
}

/** The AppError readNfe throws, or a failure when it returns. */
function refusal(buffer: Buffer | string): AppError {
  try {
    readNfe(typeof buffer === 'string' ? Buffer.from(buffer, 'utf8') : buffer);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('readNfe accepted the document');
}

function expectRefused(buffer: Buffer | string, code: 'mustBeXML' | 'fileIsNotNFe', reason?: string): AppError {
  const error = refusal(buffer);
  expect(error.code).toBe(code);
  if (reason !== undefined) expect(error.details?.reason).toBe(reason);
  return error;
}

describe('readNfe', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads every field of a built invoice, keeping values as written', () => {
    const built = invoice([
      item(12, { description: 'CAMISETA M&M <P>', orderItem: '0003' }),
      item(13, { quantity: '2.5', unitCost: '100', icmsRate: '7', ipiRate: undefined, saleValue: undefined }),
    ]);
    const doc = readNfe(built.buffer);

    expect(doc).toMatchObject({
      version: '4.00',
      accessKey: built.accessKey,
      model: '55',
      series: '7',
      number: '1234',
      issuedAt: '2025-03-10T10:15:00-03:00',
      issuerCnpj: ISSUER,
      issuerName: 'FORNECEDOR TEXTIL LTDA',
      recipientCnpj: RECIPIENT,
      recipientName: 'LOJAS RENNER S.A.',
      protocol: {
        accessKey: built.accessKey,
        status: '100',
        reason: 'Autorizado o uso da NF-e',
        number: built.protocolNumber,
        receivedAt: '2025-03-10T10:16:42-03:00',
      },
      totals: { products: built.totals.products, invoice: built.totals.invoice },
    });
    expect(doc.accessKey).toHaveLength(44);
    expect(doc.protocol.digest).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(doc.totals).toEqual({ products: '373.40', invoice: '379.57' });
    expect(doc.items).toEqual([
      {
        itemNumber: '1',
        code: '0012',
        ean: ean13('789000000012'),
        description: 'CAMISETA M&M <P>',
        ncm: '61091000',
        cfop: '6102',
        unit: 'UN',
        quantity: '10.0000',
        unitValue: '12.3400',
        totalValue: '123.40',
        orderNumber: '4500012345',
        orderItem: '0003',
        icmsGroup: 'ICMS00',
        icmsCst: '00',
        icmsRate: '12.00',
        ipiRate: '5.00',
        additionalInfo: 'VALOR VENDA: 49.90',
      },
      {
        itemNumber: '2',
        code: '0013',
        ean: ean13('789000000013'),
        description: 'CAMISETA BASICA 13',
        ncm: '61091000',
        cfop: '6102',
        unit: 'UN',
        quantity: '2.5000',
        unitValue: '100.0000',
        totalValue: '250.00',
        orderNumber: '4500012345',
        orderItem: '2',
        icmsGroup: 'ICMS00',
        icmsCst: '00',
        icmsRate: '7.00',
        ipiRate: undefined,
        additionalInfo: undefined,
      },
    ]);
    for (const value of [doc.number, doc.series, doc.items[0]?.code, doc.items[0]?.unitValue]) {
      expect(typeof value).toBe('string');
    }
  });

  it('reads a not-authorised invoice and leaves the status check to the fiscal step', () => {
    const doc = readNfe(invoice(undefined, { status: '110' }).buffer);
    expect(doc.protocol).toMatchObject({ status: '110', reason: 'Uso Denegado' });
    const rejected = readNfe(invoice(undefined, { status: '539', statusReason: 'Duplicidade' }).buffer);
    expect(rejected.protocol).toMatchObject({ status: '539', reason: 'Duplicidade', number: undefined });
  });

  it('reads an invoice whose NFe and protNFe do not restate the namespace', () => {
    expect(readNfe(invoice(undefined, { restateNamespace: false }).buffer).items).toHaveLength(1);
  });

  it(`reads ${NFE_MAX_ITEMS} items and refuses ${NFE_MAX_ITEMS + 1}`, () => {
    const items = Array.from({ length: NFE_MAX_ITEMS + 1 }, (_, i) => item(i + 1));
    const doc = readNfe(invoice(items.slice(0, NFE_MAX_ITEMS)).buffer);
    expect(doc.items).toHaveLength(NFE_MAX_ITEMS);
    expect(doc.items[NFE_MAX_ITEMS - 1]).toMatchObject({ itemNumber: '990', code: '0990' });
    const error = expectRefused(invoice(items).buffer, 'fileIsNotNFe', 'tooManyItems');
    expect(error.details).toMatchObject({ count: NFE_MAX_ITEMS + 1, max: NFE_MAX_ITEMS });
  });

  it('accepts UTF-8 with a BOM and keeps accented text', () => {
    const built = invoice([item(1, { description: 'CALÇA JEANS AÇÃO' })]);
    const doc = readNfe(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), built.buffer]));
    expect(doc.items[0]?.description).toBe('CALÇA JEANS AÇÃO');
  });

  it('joins CDATA and text split by comments, entities and character references, then trims', () => {
    const xml = invoice([item(1, { description: 'PLACEHOLDER' })]).xml.replace(
      '<xProd>PLACEHOLDER</xProd>',
      '<xProd>  CAMISA <![CDATA[M&M <P>]]> AZ<!-- x -->UL &#65;&amp;B  </xProd>',
    );
    expect(readNfe(Buffer.from(xml)).items[0]?.description).toBe('CAMISA M&M <P> AZUL A&B');
    const cdataOnly = invoice().xml.replace(/<cProd>([^<]*)<\/cProd>/, '<cProd><![CDATA[$1]]></cProd>');
    expect(readNfe(Buffer.from(cdataOnly)).items[0]?.code).toBe('0012');
  });

  it('reads an indented invoice with CRLF line breaks and single-quoted attributes', () => {
    const pretty = invoice().xml.replace(/></g, '>\r\n    <').replace('versao="4.00"', "versao='4.00'");
    const doc = readNfe(Buffer.from(pretty));
    expect(doc.version).toBe('4.00');
    expect(doc.items[0]).toMatchObject({ code: '0012', quantity: '10.0000', icmsRate: '12.00', ipiRate: '5.00' });
    expect(doc.protocol.status).toBe('100');
  });

  it('refuses a prefixed element or attribute anywhere in the tree (namespacePrefix)', () => {
    const deep = invoice().xml.replace('<xProd>', '<x:tag xmlns:x="urn:x"/><xProd>');
    expectRefused(deep, 'fileIsNotNFe', 'namespacePrefix');
    const attribute = invoice().xml.replace('<det nItem="1">', '<det nItem="1" x:y="1">');
    expectRefused(attribute, 'fileIsNotNFe', 'namespacePrefix');
  });

  it(`bounds the tree: deeper than ${XML_MAX_DEPTH} (tooDeep), more than ${XML_MAX_ELEMENTS} elements (tooManyElements)`, () => {
    const deep = invoice().xml.replace(
      '<infAdProd>',
      `${'<a>'.repeat(XML_MAX_DEPTH)}${'</a>'.repeat(XML_MAX_DEPTH)}<infAdProd>`,
    );
    expectRefused(deep, 'fileIsNotNFe', 'tooDeep');
    const wide = invoice().xml.replace('<infAdProd>', `${'<a/>'.repeat(XML_MAX_ELEMENTS)}<infAdProd>`);
    expectRefused(wide, 'fileIsNotNFe', 'tooManyElements');
  });

  describe('refuses what is not UTF-8 XML (mustBeXML)', () => {
    it('an empty file, or blanks only', () => {
      expectRefused(Buffer.alloc(0), 'mustBeXML', 'empty');
      expectRefused('  \n', 'mustBeXML', 'content');
    });

    it('a PDF renamed .xml', () => {
      const pdf = Buffer.concat([
        Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\n', 'latin1'),
      ]);
      expectRefused(pdf, 'mustBeXML', 'content');
    });

    it('binary content, invalid UTF-8, UTF-16 and a declared non-UTF-8 encoding', () => {
      expectRefused(Buffer.from([0x3c, 0x61, 0x00, 0x3e]), 'mustBeXML', 'binary');
      expectRefused(Buffer.from([0x3c, 0x61, 0x3e, 0xc3, 0x28, 0x3c, 0x2f, 0x61, 0x3e]), 'mustBeXML', 'encoding');
      expectRefused(Buffer.from('\ufeff<nfeProc/>', 'utf16le'), 'mustBeXML', 'encoding');
      const latin1 = invoice().xml.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
      expectRefused(latin1, 'mustBeXML', 'encoding');
      expectRefused('just some text', 'mustBeXML', 'content');
    });

    it('malformed XML', () => {
      const xml = invoice().xml;
      expectRefused(xml.slice(0, xml.length - 20), 'mustBeXML', 'malformed');
      expectRefused(xml.replace('</nNF>', '</nnf>'), 'mustBeXML', 'malformed');
      expectRefused(xml.replace('<mod>55</mod>', '<mod>55</mod><mod attr=>x</mod>'), 'mustBeXML', 'malformed');
      expectRefused(`${xml}<nfeProc/>`, 'mustBeXML', 'malformed');
      expectRefused('<a><b></a></b>', 'mustBeXML', 'malformed');
      expectRefused('<a/><b/>', 'mustBeXML', 'malformed');
      expectRefused(`${xml}trailing text`, 'mustBeXML', 'malformed');
      expectRefused(xml.replace('<xNome>', '<xNome>&undefined;'), 'mustBeXML', 'malformed');
      expectRefused(xml.replace('<det nItem="1">', '<det nItem="1" nItem="2">'), 'mustBeXML', 'malformed');
    });
  });

  describe('refuses any DOCTYPE or entity declaration before parsing', () => {
    it('an external entity, without ever reading the file', () => {
      const readFileSync = vi.spyOn(fs, 'readFileSync');
      const openSync = vi.spyOn(fs, 'openSync');
      const readFile = vi.spyOn(fs.promises, 'readFile');
      const xml = invoice()
        .xml.replace('<nfeProc', '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><nfeProc')
        .replace('CAMISETA BASICA 12', '&e;');
      const error = expectRefused(xml, 'fileIsNotNFe', 'doctype');
      expect(error.details).toEqual({ reason: 'doctype' });
      expect(readFileSync).not.toHaveBeenCalled();
      expect(openSync).not.toHaveBeenCalled();
      expect(readFile).not.toHaveBeenCalled();
    });

    it('a billion-laughs entity bomb, fast', { timeout: 2_000 }, () => {
      const entities = ['<!ENTITY lol "lol">'];
      for (let i = 1; i <= 9; i++) {
        const previous = i === 1 ? 'lol' : `lol${i - 1}`;
        entities.push(`<!ENTITY lol${i} "${`&${previous};`.repeat(10)}">`);
      }
      const bomb = `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n${entities.join('\n')}\n]>\n<lolz>&lol9;</lolz>`;
      expectRefused(bomb, 'fileIsNotNFe', 'doctype');
    });

    it('in any case, anywhere, and a lone ENTITY declaration', () => {
      const xml = invoice().xml;
      expectRefused(xml.replace('<nfeProc', '<!doctype nfeProc><nfeProc'), 'fileIsNotNFe', 'doctype');
      expectRefused(
        xml.replace('<nfeProc', '<!-- x --><!DocType nfeProc SYSTEM "http://x/y.dtd"><nfeProc'),
        'fileIsNotNFe',
        'doctype',
      );
      expectRefused(xml.replace('<ide>', '<ide><!ENTITY a "b">'), 'fileIsNotNFe', 'doctype');
    });
  });

  describe('refuses well-formed XML that is not an NF-e 4.x processed invoice (fileIsNotNFe)', () => {
    it('a wrong root', () => {
      expectRefused(invoice(undefined, { rootName: 'NFe' }).buffer, 'fileIsNotNFe', 'root');
      expectRefused('<?xml version="1.0"?><pedido><id>1</id></pedido>', 'fileIsNotNFe', 'root');
    });

    it('a wrong or prefixed namespace', () => {
      expectRefused(invoice(undefined, { namespace: 'http://example.com/nfe' }).buffer, 'fileIsNotNFe', 'namespace');
      expectRefused(
        invoice(undefined, { restateNamespace: false, namespace: 'http://example.com/nfe' }).buffer,
        'fileIsNotNFe',
        'namespace',
      );
      const noNamespace = invoice(undefined, { restateNamespace: false }).xml.replace(
        ' xmlns="http://www.portalfiscal.inf.br/nfe"',
        '',
      );
      expectRefused(noNamespace, 'fileIsNotNFe', 'namespace');
      const otherInner = invoice().xml.replace(
        '<NFe xmlns="http://www.portalfiscal.inf.br/nfe">',
        '<NFe xmlns="http://example.com/nfe">',
      );
      expectRefused(otherInner, 'fileIsNotNFe', 'namespace');
      const prefixed = invoice(undefined, { restateNamespace: false })
        .xml.replace('<nfeProc xmlns=', '<nfe:nfeProc xmlns:nfe=')
        .replace('</nfeProc>', '</nfe:nfeProc>');
      expectRefused(prefixed, 'fileIsNotNFe', 'namespacePrefix');
    });

    it('another version', () => {
      const error = expectRefused(invoice(undefined, { version: '3.10' }).buffer, 'fileIsNotNFe', 'version');
      expect(error.details?.version).toBe('3.10');
      expectRefused(invoice(undefined, { version: '4' }).buffer, 'fileIsNotNFe', 'version');
    });

    it('a missing NFe or protNFe', () => {
      expectRefused(invoice(undefined, { omitNFe: true }).buffer, 'fileIsNotNFe', 'missingNFe');
      expectRefused(invoice(undefined, { omitProtNFe: true }).buffer, 'fileIsNotNFe', 'missingProtNFe');
    });

    it('a missing or repeated field, and an invoice without items', () => {
      const xml = invoice().xml;
      const error = expectRefused(xml.replace(/<cProd>[^<]*<\/cProd>/, ''), 'fileIsNotNFe', 'missingField');
      expect(error.details?.field).toBe('det[0].prod.cProd');
      expectRefused(xml.replace(/<chNFe>[^<]*<\/chNFe>/, ''), 'fileIsNotNFe', 'missingField');
      expectRefused(xml.replace('<nNF>1234</nNF>', '<nNF>1234</nNF><nNF>1235</nNF>'), 'fileIsNotNFe', 'repeatedField');
      expectRefused(invoice([]).buffer, 'fileIsNotNFe', 'noItems');
    });
  });
});
