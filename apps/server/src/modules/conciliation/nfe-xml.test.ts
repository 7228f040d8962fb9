import fs from 'node:fs';
import { NO_GTIN } from '@portal/domain';
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
      expect(error.details).toMatchObject({ field: 'det[nItem=1].prod.cProd', item: '1' });
      expectRefused(xml.replace(/<chNFe>[^<]*<\/chNFe>/, ''), 'fileIsNotNFe', 'missingField');
      expectRefused(xml.replace('<nNF>1234</nNF>', '<nNF>1234</nNF><nNF>1235</nNF>'), 'fileIsNotNFe', 'repeatedField');
      expectRefused(invoice([]).buffer, 'fileIsNotNFe', 'noItems');
    });
  });
});

/**
 * Documents shaped like real ones (issue 13): what ERPs write, as SEFAZ authorised it. The key and values are
 * placeholders; the structure (root declarations, empty GTINs, compra, Simples Nacional groups) is kept.
 */
const REAL_KEY = '35250312345678000195550010000012341000012345';

function realItem(n: number, icms: string, prod: Partial<Record<'cEAN' | 'xPed', string>> = {}): string {
  const ean = prod.cEAN === undefined ? '<cEAN/>' : `<cEAN>${prod.cEAN}</cEAN>`;
  const xPed = prod.xPed === undefined ? '' : `<xPed>${prod.xPed}</xPed><nItemPed>${n}</nItemPed>`;
  return (
    `<det nItem="${n}"><prod><cProd>${String(n).padStart(4, '0')}</cProd>${ean}<xProd>ITEM ${n}</xProd>` +
    `<NCM>61091000</NCM><CFOP>6102</CFOP><uCom>UN</uCom><qCom>1.0000</qCom><vUnCom>10.0000000000</vUnCom>` +
    `<vProd>10.00</vProd><cEANTrib/><uTrib>UN</uTrib><qTrib>1.0000</qTrib><vUnTrib>10.0000000000</vUnTrib>` +
    `<indTot>1</indTot>${xPed}</prod><imposto><vTotTrib>0.00</vTotTrib><ICMS>${icms}</ICMS>` +
    `<PIS><PISNT><CST>07</CST></PISNT></PIS><COFINS><COFINSNT><CST>07</CST></COFINSNT></COFINS></imposto></det>`
  );
}

interface RealOptions {
  items?: string[];
  root?: string;
  before?: string;
  compra?: string;
  status?: [string, string];
}

function realNfe(options: RealOptions = {}): string {
  const items = options.items ?? [realItem(1, '<ICMSSN102><orig>0</orig><CSOSN>102</CSOSN></ICMSSN102>')];
  const [cStat, xMotivo] = options.status ?? ['100', 'Autorizado o uso da NF-e'];
  const root =
    options.root ??
    '<nfeProc xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" versao="4.00" xmlns="http://www.portalfiscal.inf.br/nfe">';
  return (
    `${options.before ?? ''}<?xml version="1.0" encoding="utf-8"?>${root}` +
    `<NFe xmlns="http://www.portalfiscal.inf.br/nfe"><infNFe Id="NFe${REAL_KEY}" versao="4.00">` +
    `<ide><cUF>35</cUF><natOp>VENDA</natOp><mod>55</mod><serie>1</serie><nNF>1234</nNF>` +
    `<dhEmi>2025-03-10T10:15:00-03:00</dhEmi><tpNF>1</tpNF></ide>` +
    `<emit><CNPJ>${ISSUER}</CNPJ><xNome>FORNECEDOR TEXTIL LTDA</xNome><CRT>1</CRT></emit>` +
    `<dest><CNPJ>${RECIPIENT}</CNPJ><xNome>LOJAS RENNER S.A.</xNome></dest>` +
    items.join('') +
    `<total><ICMSTot><vBC>0.00</vBC><vProd>10.00</vProd><vNF>10.00</vNF></ICMSTot></total>` +
    `<transp><modFrete>0</modFrete></transp>${options.compra ?? ''}` +
    `<infAdic><infCpl>DOCUMENTO EMITIDO POR ME OU EPP OPTANTE PELO SIMPLES NACIONAL</infCpl></infAdic>` +
    `</infNFe><Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo/></Signature></NFe>` +
    `<protNFe versao="4.00"><infProt><tpAmb>1</tpAmb><verAplic>SP_NFE_PL009_V4</verAplic><chNFe>${REAL_KEY}</chNFe>` +
    `<dhRecbto>2025-03-10T10:16:42-03:00</dhRecbto><nProt>135250000000001</nProt><digVal>AAAA</digVal>` +
    `<cStat>${cStat}</cStat><xMotivo>${xMotivo}</xMotivo></infProt></protNFe></nfeProc>\n`
  );
}

describe('readNfe on documents shaped like real ones (issue 13)', () => {
  it('reads an empty cEAN (and cEANTrib) as no GTIN, and an explicit SEM GTIN as is', () => {
    const doc = readNfe(
      Buffer.from(
        realNfe({
          items: [
            realItem(1, '<ICMSSN102><orig>0</orig><CSOSN>102</CSOSN></ICMSSN102>'),
            realItem(2, '<ICMSSN102><orig>0</orig><CSOSN>102</CSOSN></ICMSSN102>', { cEAN: 'SEM GTIN' }),
            realItem(3, '<ICMSSN102><orig>0</orig><CSOSN>102</CSOSN></ICMSSN102>', { cEAN: '7891234567895' }),
          ],
        }),
      ),
    );
    expect(doc.items.map((i) => i.ean)).toEqual([NO_GTIN, NO_GTIN, '7891234567895']);
  });

  it('names an item by its own number (det@nItem) in a missing or repeated field, never by position', () => {
    const icms = '<ICMSSN102><orig>0</orig><CSOSN>102</CSOSN></ICMSSN102>';
    const items = [realItem(1, icms), realItem(2, icms), realItem(3, icms)];
    const missing = realNfe({ items }).replace('<cProd>0002</cProd>', '');
    expect(expectRefused(missing, 'fileIsNotNFe', 'missingField').details).toEqual({
      reason: 'missingField',
      field: 'det[nItem=2].prod.cProd',
      item: '2',
    });
    const noEan = realNfe({ items }).replace(/<cEAN\/>/, '');
    expect(expectRefused(noEan, 'fileIsNotNFe', 'missingField').details).toMatchObject({
      field: 'det[nItem=1].prod.cEAN',
      item: '1',
    });
    const twice = realNfe({ items }).replace('<xProd>ITEM 3</xProd>', '<xProd>ITEM 3</xProd><xProd>ITEM 3B</xProd>');
    expect(expectRefused(twice, 'fileIsNotNFe', 'repeatedField').details).toMatchObject({
      field: 'det[nItem=3].prod.xProd',
      item: '3',
    });
    const twoGroups = realNfe({ items }).replace(icms, `${icms}${icms}`);
    expect(expectRefused(twoGroups, 'fileIsNotNFe', 'repeatedField').details).toMatchObject({
      field: 'det[nItem=1].imposto.ICMS',
      item: '1',
    });
    const twoProds = realNfe({ items }).replace('<imposto>', '<prod><cProd>X</cProd></prod><imposto>');
    expect(expectRefused(twoProds, 'fileIsNotNFe', 'repeatedField').details).toMatchObject({ item: '1' });
    const noNumber = realNfe({ items }).replace('<det nItem="2">', '<det>');
    expect(expectRefused(noNumber, 'fileIsNotNFe', 'missingField').details).toEqual({
      reason: 'missingField',
      field: 'det@nItem',
      position: 2,
    });
  });

  it('accepts namespace declarations (xmlns:xsi, xmlns:xsd) and xsi:schemaLocation on the root', () => {
    expect(readNfe(Buffer.from(realNfe())).items).toHaveLength(1);
    const located = realNfe().replace(
      'versao="4.00" xmlns=',
      'xsi:schemaLocation="http://www.portalfiscal.inf.br/nfe procNFe_v4.00.xsd" versao="4.00" xmlns=',
    );
    expect(readNfe(Buffer.from(located)).version).toBe('4.00');
    const declaredInside = invoice().xml.replace('<det nItem="1">', '<det nItem="1" xmlns:x="urn:x">');
    expect(readNfe(Buffer.from(declaredInside)).items).toHaveLength(1);
  });

  it('still refuses prefixed NF-e elements, and prefixed attributes other than the root’s xsi ones', () => {
    const nfeDeclared = realNfe().replace('xmlns:xsd=', 'xmlns:nfe="http://www.portalfiscal.inf.br/nfe" xmlns:xsd=');
    const prefixedDet = nfeDeclared.replace(/<det nItem="1">([\s\S]*)<\/det>/, '<nfe:det nItem="1">$1</nfe:det>');
    expect(expectRefused(prefixedDet, 'fileIsNotNFe', 'namespacePrefix').details?.field).toBe('nfe:det');
    const whole = realNfe({
      root: '<nfe:nfeProc xmlns:nfe="http://www.portalfiscal.inf.br/nfe" versao="4.00">',
    }).replace('</nfeProc>', '</nfe:nfeProc>');
    expectRefused(whole, 'fileIsNotNFe', 'namespacePrefix');
    const typed = realNfe().replace('<det nItem="1">', '<det nItem="1" xsi:type="x">');
    expectRefused(typed, 'fileIsNotNFe', 'namespacePrefix');
  });

  it('tolerates blanks before the XML declaration (and with a BOM)', () => {
    for (const before of ['\n', '\r\n\r\n', '   ', '\t \n ']) {
      expect(readNfe(Buffer.from(realNfe({ before }))).number).toBe('1234');
      const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(realNfe({ before }))]);
      expect(readNfe(bom).number).toBe('1234');
    }
  });

  it('reads the order number at note level (compra/xPed) as written, beside the items’ own', () => {
    const withCompra = realNfe({ compra: '<compra><xNEmp>1</xNEmp><xPed>PED 4215729</xPed><xCont>X</xCont></compra>' });
    const doc = readNfe(Buffer.from(withCompra));
    expect(doc.orderNumber).toBe('PED 4215729');
    expect(doc.items[0]?.orderNumber).toBeUndefined();
    const both = readNfe(
      Buffer.from(
        realNfe({
          items: [realItem(1, '<ICMSSN102><orig>0</orig><CSOSN>102</CSOSN></ICMSSN102>', { xPed: '4500012345' })],
          compra: '<compra><xPed>4215729</xPed></compra>',
        }),
      ),
    );
    expect(both.orderNumber).toBe('4215729');
    expect(both.items[0]?.orderNumber).toBe('4500012345');
    expect(readNfe(Buffer.from(realNfe())).orderNumber).toBeUndefined();
    expect(readNfe(Buffer.from(realNfe({ compra: '<compra><xNEmp>1</xNEmp></compra>' }))).orderNumber).toBeUndefined();
  });

  it('reads the group, CST or CSOSN, pICMS and pCredSN of every ICMS group', () => {
    const groups: [string, string, Partial<Record<'icmsCst' | 'icmsRate' | 'icmsCreditRate', string>>][] = [
      [
        'ICMS00',
        '<orig>0</orig><CST>00</CST><modBC>3</modBC><vBC>10.00</vBC><pICMS>18.00</pICMS><vICMS>1.80</vICMS>',
        { icmsCst: '00', icmsRate: '18.00' },
      ],
      ['ICMS40', '<orig>0</orig><CST>40</CST>', { icmsCst: '40' }],
      ['ICMS40', '<orig>0</orig><CST>41</CST>', { icmsCst: '41' }],
      ['ICMS40', '<orig>0</orig><CST>50</CST>', { icmsCst: '50' }],
      [
        'ICMS51',
        '<orig>0</orig><CST>51</CST><modBC>3</modBC><pRedBC>0.00</pRedBC><vBC>10.00</vBC><pICMS>12.00</pICMS><vICMSOp>1.20</vICMSOp><pDif>100.00</pDif><vICMSDif>1.20</vICMSDif><vICMS>0.00</vICMS>',
        { icmsCst: '51', icmsRate: '12.00' },
      ],
      [
        'ICMS60',
        '<orig>0</orig><CST>60</CST><vBCSTRet>0.00</vBCSTRet><pST>0.00</pST><vICMSSTRet>0.00</vICMSSTRet>',
        { icmsCst: '60' },
      ],
      [
        'ICMS90',
        '<orig>0</orig><CST>90</CST><modBC>3</modBC><vBC>10.00</vBC><pICMS>7.00</pICMS><vICMS>0.70</vICMS>',
        { icmsCst: '90', icmsRate: '7.00' },
      ],
      [
        'ICMSPart',
        '<orig>0</orig><CST>10</CST><modBC>3</modBC><vBC>10.00</vBC><pICMS>12.00</pICMS><vICMS>1.20</vICMS><modBCST>4</modBCST><vBCST>0</vBCST><pICMSST>0</pICMSST><vICMSST>0</vICMSST><pBCOp>100.00</pBCOp><UFST>SP</UFST>',
        { icmsCst: '10', icmsRate: '12.00' },
      ],
      [
        'ICMSST',
        '<orig>0</orig><CST>41</CST><vBCSTRet>0.00</vBCSTRet><vICMSSTRet>0.00</vICMSSTRet><vBCSTDest>0.00</vBCSTDest><vICMSSTDest>0.00</vICMSSTDest>',
        { icmsCst: '41' },
      ],
      [
        'ICMSSN101',
        '<orig>0</orig><CSOSN>101</CSOSN><pCredSN>2.5600</pCredSN><vCredICMSSN>0.26</vCredICMSSN>',
        { icmsCst: '101', icmsCreditRate: '2.5600' },
      ],
      ['ICMSSN102', '<orig>0</orig><CSOSN>102</CSOSN>', { icmsCst: '102' }],
      ['ICMSSN102', '<orig>0</orig><CSOSN>103</CSOSN>', { icmsCst: '103' }],
      ['ICMSSN102', '<orig>0</orig><CSOSN>300</CSOSN>', { icmsCst: '300' }],
      ['ICMSSN102', '<orig>0</orig><CSOSN>400</CSOSN>', { icmsCst: '400' }],
      [
        'ICMSSN201',
        '<orig>0</orig><CSOSN>201</CSOSN><modBCST>4</modBCST><pMVAST>40.00</pMVAST><vBCST>14.00</vBCST><pICMSST>18.00</pICMSST><vICMSST>1.26</vICMSST><pCredSN>1.2500</pCredSN><vCredICMSSN>0.13</vCredICMSSN>',
        { icmsCst: '201', icmsCreditRate: '1.2500' },
      ],
      [
        'ICMSSN202',
        '<orig>0</orig><CSOSN>202</CSOSN><modBCST>4</modBCST><vBCST>14.00</vBCST><pICMSST>18.00</pICMSST><vICMSST>1.26</vICMSST>',
        { icmsCst: '202' },
      ],
      [
        'ICMSSN202',
        '<orig>0</orig><CSOSN>203</CSOSN><modBCST>4</modBCST><vBCST>14.00</vBCST><pICMSST>18.00</pICMSST><vICMSST>1.26</vICMSST>',
        { icmsCst: '203' },
      ],
      [
        'ICMSSN500',
        '<orig>0</orig><CSOSN>500</CSOSN><vBCSTRet>0.00</vBCSTRet><pST>0.00</pST><vICMSSTRet>0.00</vICMSSTRet>',
        { icmsCst: '500' },
      ],
      [
        'ICMSSN900',
        '<orig>0</orig><CSOSN>900</CSOSN><modBC>3</modBC><vBC>10.00</vBC><pICMS>4.00</pICMS><vICMS>0.40</vICMS><pCredSN>3.1000</pCredSN><vCredICMSSN>0.31</vCredICMSSN>',
        { icmsCst: '900', icmsRate: '4.00', icmsCreditRate: '3.1000' },
      ],
    ];
    const doc = readNfe(
      Buffer.from(realNfe({ items: groups.map(([name, body], i) => realItem(i + 1, `<${name}>${body}</${name}>`)) })),
    );
    expect(
      doc.items.map(({ icmsGroup, icmsCst, icmsRate, icmsCreditRate }) => ({
        icmsGroup,
        icmsCst,
        icmsRate,
        icmsCreditRate,
      })),
    ).toEqual(
      groups.map(([icmsGroup, , values]) => ({
        icmsGroup,
        icmsCst: values.icmsCst,
        icmsRate: values.icmsRate,
        icmsCreditRate: values.icmsCreditRate,
      })),
    );
  });

  it('reads a cancelled or denied invoice’s status and SEFAZ reason (the fiscal step refuses it)', () => {
    const statuses: [string, string][] = [
      ['101', 'Cancelamento de NF-e homologado'],
      ['110', 'Uso Denegado'],
      ['301', 'Uso Denegado: Irregularidade fiscal do emitente'],
      ['302', 'Uso Denegado: Irregularidade fiscal do destinatário'],
    ];
    for (const [status, reason] of statuses) {
      expect(readNfe(Buffer.from(realNfe({ status: [status, reason] }))).protocol).toMatchObject({ status, reason });
    }
  });
});
