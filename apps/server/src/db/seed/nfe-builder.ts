import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { nfeAccessKeyCheckDigit } from '@portal/domain';

/**
 * Builds realistic NF-e 4.00 processed invoices (`nfeProc`) for the demo data and the tests: ide, emit, dest, det (prod, imposto
 * with ICMS00 and IPI), total, transp, pag, infAdic, an XML-DSig `Signature` (dummy but well-shaped values)
 * and `protNFe/infProt`. Amounts are computed with decimal.js, never floats, and written as SEFAZ does
 * (qCom 4 places, vUnCom 4 places unless given with more, values 2 places). The access key is computed
 * (cUF AAMM CNPJ mod serie nNF tpEmis cNF cDV) with a valid check digit.
 */

export const NFE_BUILDER_NAMESPACE = 'http://www.portalfiscal.inf.br/nfe';

export interface NfeItemInput {
  ean: string;
  /** cProd: the item code, kept as written ('0012'). */
  code: string;
  description: string;
  ncm: string;
  quantity: string | number;
  /** vUnCom, kept as written when a string ('12.3400'). */
  unitCost: string | number;
  /** The retail price, written in infAdProd as "VALOR VENDA: …" when given. */
  saleValue?: string | number;
  /** pICMS (ICMS00); 0 by default. */
  icmsRate?: string | number;
  /**
   * The ICMS group, as real invoices write it: ICMS00 (default, with pICMS), ICMS40, ICMS60 (substitution
   * earlier), or a Simples Nacional group ICMSSN101 (with pCredSN), ICMSSN102 (CSOSN 102, 103, 300, 400),
   * ICMSSN202, ICMSSN500, ICMSSN900.
   */
  icmsGroup?: NfeIcmsGroup;
  /** CSOSN under ICMSSN102 (102 by default; 103, 300, 400) or ICMSSN202 (202 or 203). */
  csosn?: string;
  /** pCredSN under ICMSSN101 (or ICMSSN900); '3.95' by default for ICMSSN101. */
  icmsCreditRate?: string | number;
  /** pIPI (IPITrib); without it the item gets IPINT (CST 53, not taxed). */
  ipiRate?: string | number;
  /** xPed. */
  orderNumber?: string;
  /** nItemPed; the item's position by default when orderNumber is given. */
  orderItem?: string;
  cfop?: string;
  unit?: string;
}

/** An address of emit or dest; the defaults are a São Paulo issuer and the Porto Alegre head office. */
export interface NfeAddress {
  street: string;
  number?: string;
  district?: string;
  city: string;
  /** cMun, the IBGE city code (7 digits). */
  cityCode: string;
  /** Two-letter state. */
  uf: string;
  /** 8 digits; a '-' is dropped. */
  cep: string;
}

export type NfeIcmsGroup =
  'ICMS00' | 'ICMS40' | 'ICMS60' | 'ICMSSN101' | 'ICMSSN102' | 'ICMSSN202' | 'ICMSSN500' | 'ICMSSN900';

export interface NfeInput {
  issuerCnpj: string;
  issuerName?: string;
  /** emit/xFant; 'FORNECEDOR' by default. */
  issuerTradeName?: string;
  issuerAddress?: NfeAddress;
  recipientCnpj: string;
  recipientName?: string;
  recipientAddress?: NfeAddress;
  /** nNF (1..999999999). */
  number: number | string;
  series?: number | string;
  items: readonly NfeItemInput[];
  /** dhEmi; 2025-03-10T10:15:00-03:00 by default. */
  issuedAt?: string;
  /** cUF, IBGE state code; '43' (RS) by default. */
  uf?: string;
  /** cNF, 8 digits; derived from the number by default. */
  numericCode?: string;
  /** Note-level compra/xPed (the buyer's order for the whole invoice); absent by default. */
  orderNumber?: string;
  /** emit/CRT: 1 Simples Nacional, 3 regime normal; 1 when an item has an ICMSSN group, else 3, by default. */
  crt?: string;
}

export interface NfeBuildOptions {
  /** Default namespace of nfeProc (and of NFe/protNFe when they restate it). */
  namespace?: string;
  /** nfeProc@versao (and infNFe@versao); '4.00' by default. */
  version?: string;
  /** Root element name; 'nfeProc' by default. */
  rootName?: string;
  omitNFe?: boolean;
  omitProtNFe?: boolean;
  /** infProt/cStat; '100' by default. */
  status?: string;
  /** infProt/xMotivo; derived from the status by default. */
  statusReason?: string;
  /** Forces infNFe@Id (after 'NFe') and chNFe; a computed valid key by default. */
  accessKey?: string;
  /** Forces only protNFe/infProt/chNFe. */
  protocolAccessKey?: string;
  /** Whether NFe and protNFe restate xmlns (as SEFAZ's answers do); true by default. */
  restateNamespace?: boolean;
  /** infProt/nProt (15 digits); derived from the number by default. */
  protocolNumber?: string;
  /** infProt/dhRecbto; a minute and 42 seconds after a 10:15:00 dhEmi by default. */
  authorisedAt?: string;
  /** Text before the document (some ERPs write blank lines or a BOM first). */
  leading?: string;
  /** More namespace declarations on nfeProc, e.g. { xsi: 'http://www.w3.org/2001/XMLSchema-instance' }. */
  rootNamespaces?: Readonly<Record<string, string>>;
}

export interface BuiltNfe {
  xml: string;
  buffer: Buffer;
  accessKey: string;
  protocolNumber: string;
  totals: { products: string; ipi: string; icms: string; invoice: string };
}

const XMLDSIG = 'http://www.w3.org/2000/09/xmldsig#';

export function escapeXml(value: string): string {
  // most values have nothing to escape: skip the five replacements (the demo data builds hundreds of invoices)
  if (!/[&<>"']/.test(value)) return value;
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function element(name: string, content: string | number, attributes = ''): string {
  return `<${name}${attributes}>${typeof content === 'number' ? String(content) : content}</${name}>`;
}

function textElement(name: string, value: string): string {
  return element(name, escapeXml(value));
}

/** An element that may be empty, written `<cEAN/>` as real invoices do. */
function optionalText(name: string, value: string): string {
  return value === '' ? `<${name}/>` : textElement(name, value);
}

function asDecimal(value: string | number): Decimal {
  return new Decimal(typeof value === 'number' ? value.toString() : value);
}

/** A decimal string as written when given as a string with enough places, otherwise fixed to `places`. */
function written(value: string | number, places: number): string {
  if (typeof value === 'string' && /^\d+\.\d+$/.test(value) && (value.split('.')[1] ?? '').length >= places) {
    return value;
  }
  return asDecimal(value).toFixed(places);
}

function digits(value: string | number, length: number): string {
  return String(value).padStart(length, '0');
}

/** Access key from its parts, check digit included. */
export function nfeAccessKey(parts: {
  uf: string;
  issuedAt: string;
  cnpj: string;
  model?: string;
  series: string | number;
  number: string | number;
  emissionType?: string;
  numericCode: string;
}): string {
  const yymm = parts.issuedAt.slice(2, 4) + parts.issuedAt.slice(5, 7);
  const first43 =
    digits(parts.uf, 2) +
    yymm +
    parts.cnpj.padStart(14, '0') +
    (parts.model ?? '55') +
    digits(parts.series, 3) +
    digits(parts.number, 9) +
    (parts.emissionType ?? '1') +
    digits(parts.numericCode, 8);
  return first43 + String(nfeAccessKeyCheckDigit(first43));
}

const certificates = new Map<string, string>();

function base64Of(seed: string, bytes: number): string {
  const chunks: Buffer[] = [];
  for (let i = 0; chunks.length * 32 < bytes; i++) chunks.push(createHash('sha256').update(`${seed}:${i}`).digest());
  return Buffer.concat(chunks).subarray(0, bytes).toString('base64');
}

/** The issuer's (dummy) certificate: one per CNPJ, kept, since the demo data signs hundreds of invoices. */
function certificateOf(cnpj: string): string {
  let certificate = certificates.get(cnpj);
  if (certificate === undefined) {
    certificate = base64Of(`certificate:${cnpj}`, 1200);
    if (certificates.size < 1000) certificates.set(cnpj, certificate);
  }
  return certificate;
}

function statusReasonOf(status: string): string {
  if (status === '100') return 'Autorizado o uso da NF-e';
  if (status === '110') return 'Uso Denegado';
  if (status === '101') return 'Cancelamento de NF-e homologado';
  if (status === '301') return 'Uso Denegado: Irregularidade fiscal do emitente';
  if (status === '302') return 'Uso Denegado: Irregularidade fiscal do destinatario';
  return 'Rejeicao';
}

/** The retained-substitution fields of ICMS60 and ICMSSN500 (values of the earlier operation). */
function retainedSt(vProd: Decimal): string {
  return (
    element('vBCSTRet', vProd.toFixed(2)) +
    element('pST', '18.00') +
    element('vICMSSubstituto', vProd.times('0.06').toFixed(2)) +
    element('vICMSSTRet', vProd.times('0.12').toFixed(2))
  );
}

/** The item's ICMS group, with the fields real invoices write in each. */
/** PIS or COFINS taxed at a rate (CST 01) on the item's value: <PIS><PISAliq>CST, vBC, pPIS, vPIS</PISAliq></PIS>. */
function contributionAtRate(tax: 'PIS' | 'COFINS', vProd: Decimal, percent: string): string {
  const value = vProd.times(new Decimal(percent).div(100));
  return element(
    tax,
    element(
      `${tax}Aliq`,
      element('CST', '01') +
        element('vBC', vProd.toFixed(2)) +
        element(`p${tax}`, percent) +
        element(`v${tax}`, value.toFixed(2)),
    ),
  );
}

function icmsGroupXml(item: NfeItemInput, group: NfeIcmsGroup, vProd: Decimal, vIcms: Decimal): string {
  const orig = element('orig', '0');
  const credit = (fallback: string) => {
    const rate = asDecimal(item.icmsCreditRate ?? fallback);
    return (
      element('pCredSN', written(item.icmsCreditRate ?? fallback, 2)) +
      element('vCredICMSSN', vProd.times(rate).dividedBy(100).toFixed(2))
    );
  };
  switch (group) {
    case 'ICMS00':
      return element(
        'ICMS00',
        orig +
          element('CST', '00') +
          element('modBC', '3') +
          element('vBC', vProd.toFixed(2)) +
          element('pICMS', written(item.icmsRate ?? 0, 2)) +
          element('vICMS', vIcms.toFixed(2)),
      );
    case 'ICMS40':
      return element('ICMS40', orig + element('CST', '40'));
    case 'ICMS60':
      return element('ICMS60', orig + element('CST', '60') + retainedSt(vProd));
    case 'ICMSSN101':
      return element('ICMSSN101', orig + element('CSOSN', '101') + credit('3.95'));
    case 'ICMSSN102':
      return element('ICMSSN102', orig + element('CSOSN', item.csosn ?? '102'));
    case 'ICMSSN202':
      return element(
        'ICMSSN202',
        orig +
          element('CSOSN', item.csosn ?? '202') +
          element('modBCST', '4') +
          element('pMVAST', '40.00') +
          element('vBCST', vProd.times('1.4').toFixed(2)) +
          element('pICMSST', '18.00') +
          element('vICMSST', vProd.times('1.4').times('0.18').toFixed(2)),
      );
    case 'ICMSSN500':
      return element('ICMSSN500', orig + element('CSOSN', '500') + retainedSt(vProd));
    case 'ICMSSN900':
      return element(
        'ICMSSN900',
        orig + element('CSOSN', '900') + (item.icmsCreditRate === undefined ? '' : credit('0')),
      );
  }
}

interface BuiltItem {
  xml: string;
  vProd: Decimal;
  vIcms: Decimal;
  vIpi: Decimal;
}

function buildItem(item: NfeItemInput, index: number): BuiltItem {
  const quantity = asDecimal(item.quantity);
  const unitCost = asDecimal(item.unitCost);
  const vProd = quantity.times(unitCost).toDecimalPlaces(2);
  const group = item.icmsGroup ?? 'ICMS00';
  const icmsRate = asDecimal(group === 'ICMS00' ? (item.icmsRate ?? 0) : 0);
  const vIcms = vProd.times(icmsRate).dividedBy(100).toDecimalPlaces(2);
  const ipiRate = item.ipiRate === undefined ? undefined : asDecimal(item.ipiRate);
  const vIpi = ipiRate ? vProd.times(ipiRate).dividedBy(100).toDecimalPlaces(2) : new Decimal(0);
  const unit = item.unit ?? 'UN';
  const prod = [
    textElement('cProd', item.code),
    optionalText('cEAN', item.ean),
    textElement('xProd', item.description),
    textElement('NCM', item.ncm),
    textElement('CFOP', item.cfop ?? '6102'),
    textElement('uCom', unit),
    element('qCom', written(item.quantity, 4)),
    element('vUnCom', written(item.unitCost, 4)),
    element('vProd', vProd.toFixed(2)),
    optionalText('cEANTrib', item.ean),
    textElement('uTrib', unit),
    element('qTrib', written(item.quantity, 4)),
    element('vUnTrib', written(item.unitCost, 4)),
    element('indTot', '1'),
    item.orderNumber === undefined ? '' : textElement('xPed', item.orderNumber),
    item.orderNumber === undefined ? '' : textElement('nItemPed', item.orderItem ?? String(index + 1)),
  ].join('');
  const icms = element('ICMS', icmsGroupXml(item, group, vProd, vIcms));
  const ipi = element(
    'IPI',
    element('cEnq', '999') +
      (ipiRate
        ? element(
            'IPITrib',
            element('CST', '50') +
              element('vBC', vProd.toFixed(2)) +
              element('pIPI', written(item.ipiRate ?? 0, 2)) +
              element('vIPI', vIpi.toFixed(2)),
          )
        : element('IPINT', element('CST', '53'))),
  );
  const pis = contributionAtRate('PIS', vProd, '1.65');
  const cofins = contributionAtRate('COFINS', vProd, '7.60');
  const infAdProd =
    item.saleValue === undefined ? '' : textElement('infAdProd', `VALOR VENDA: ${written(item.saleValue, 2)}`);
  const xml = element(
    'det',
    element('prod', prod) + element('imposto', element('vTotTrib', '0.00') + icms + ipi + pis + cofins) + infAdProd,
    ` nItem="${index + 1}"`,
  );
  return { xml, vProd, vIcms, vIpi };
}

const DEFAULT_ISSUER_ADDRESS: NfeAddress = {
  street: 'RUA DAS INDUSTRIAS',
  city: 'SAO PAULO',
  cityCode: '3550308',
  uf: 'SP',
  cep: '01001000',
};
const DEFAULT_RECIPIENT_ADDRESS: NfeAddress = {
  street: 'AV. JOAQUIM PORTO VILLANOVA',
  city: 'PORTO ALEGRE',
  cityCode: '4314902',
  uf: 'RS',
  cep: '91410400',
};

function address(a: NfeAddress): string {
  return (
    textElement('xLgr', a.street) +
    textElement('nro', a.number ?? '100') +
    textElement('xBairro', a.district ?? 'Centro') +
    element('cMun', escapeXml(a.cityCode)) +
    textElement('xMun', a.city) +
    element('UF', escapeXml(a.uf)) +
    element('CEP', escapeXml(a.cep.replace('-', ''))) +
    element('cPais', '1058') +
    element('xPais', 'BRASIL')
  );
}

/** Builds the nfeProc document; see NfeBuildOptions for the bad variants tests need. */
export function buildNfeXml(input: NfeInput, options: NfeBuildOptions = {}): BuiltNfe {
  const namespace = options.namespace ?? NFE_BUILDER_NAMESPACE;
  const version = options.version ?? '4.00';
  const rootName = options.rootName ?? 'nfeProc';
  const restate = options.restateNamespace ?? true;
  const status = options.status ?? '100';
  const issuedAt = input.issuedAt ?? '2025-03-10T10:15:00-03:00';
  const uf = input.uf ?? '43';
  const series = String(input.series ?? 1);
  const number = String(input.number);
  const numericCode = input.numericCode ?? digits((Number(number) * 7919) % 100_000_000, 8);
  const accessKey =
    options.accessKey ?? nfeAccessKey({ uf, issuedAt, cnpj: input.issuerCnpj, series, number, numericCode });
  const protocolAccessKey = options.protocolAccessKey ?? accessKey;
  const protocolNumber = options.protocolNumber ?? `1432500${digits(number, 8)}`;
  const issuerAddress = input.issuerAddress ?? DEFAULT_ISSUER_ADDRESS;
  const recipientAddress = input.recipientAddress ?? DEFAULT_RECIPIENT_ADDRESS;

  const built = input.items.map(buildItem);
  const vProd = built.reduce((sum, item) => sum.plus(item.vProd), new Decimal(0));
  const vIcms = built.reduce((sum, item) => sum.plus(item.vIcms), new Decimal(0));
  const vIpi = built.reduce((sum, item) => sum.plus(item.vIpi), new Decimal(0));
  const vNF = vProd.plus(vIpi);

  const ide =
    element('cUF', uf) +
    element('cNF', numericCode) +
    textElement('natOp', 'VENDA DE MERCADORIA') +
    element('mod', '55') +
    element('serie', series) +
    element('nNF', number) +
    element('dhEmi', issuedAt) +
    element('dhSaiEnt', issuedAt) +
    element('tpNF', '1') +
    element('idDest', issuerAddress.uf === recipientAddress.uf ? '1' : '2') +
    element('cMunFG', escapeXml(issuerAddress.cityCode)) +
    element('tpImp', '1') +
    element('tpEmis', '1') +
    element('cDV', accessKey.slice(-1)) +
    element('tpAmb', '1') +
    element('finNFe', '1') +
    element('indFinal', '0') +
    element('indPres', '9') +
    element('procEmi', '0') +
    element('verProc', 'ERP 4.2.1');
  const emit =
    textElement('CNPJ', input.issuerCnpj) +
    textElement('xNome', input.issuerName ?? 'FORNECEDOR TEXTIL LTDA') +
    textElement('xFant', input.issuerTradeName ?? 'FORNECEDOR') +
    element('enderEmit', address(issuerAddress)) +
    element('IE', '110042490114') +
    element('CRT', input.crt ?? (input.items.some((item) => item.icmsGroup?.startsWith('ICMSSN')) ? '1' : '3'));
  const dest =
    textElement('CNPJ', input.recipientCnpj) +
    textElement('xNome', input.recipientName ?? 'LOJAS RENNER S.A.') +
    element('enderDest', address(recipientAddress)) +
    element('indIEDest', '1') +
    element('IE', '0960045781');
  const icmsTot = [
    ['vBC', vProd],
    ['vICMS', vIcms],
    ['vICMSDeson', 0],
    ['vFCP', 0],
    ['vBCST', 0],
    ['vST', 0],
    ['vFCPST', 0],
    ['vFCPSTRet', 0],
    ['vProd', vProd],
    ['vFrete', 0],
    ['vSeg', 0],
    ['vDesc', 0],
    ['vII', 0],
    ['vIPI', vIpi],
    ['vIPIDevol', 0],
    ['vPIS', 0],
    ['vCOFINS', 0],
    ['vOutro', 0],
    ['vNF', vNF],
  ] as const;
  const total = element(
    'total',
    element('ICMSTot', icmsTot.map(([name, value]) => element(name, new Decimal(value).toFixed(2))).join('')),
  );
  const transp = element(
    'transp',
    element('modFrete', '0') +
      element(
        'vol',
        element('qVol', String(input.items.length)) + element('esp', 'CAIXA') + element('pesoL', '10.000'),
      ),
  );
  const pag = element(
    'pag',
    element('detPag', element('indPag', '1') + element('tPag', '15') + element('vPag', vNF.toFixed(2))),
  );
  const infAdic = element('infAdic', textElement('infCpl', `PEDIDO ${input.items[0]?.orderNumber ?? ''}`.trim()));

  const infNFe = element(
    'infNFe',
    element('ide', ide) +
      element('emit', emit) +
      element('dest', dest) +
      built.map((item) => item.xml).join('') +
      total +
      transp +
      pag +
      infAdic +
      (input.orderNumber === undefined ? '' : element('compra', textElement('xPed', input.orderNumber))),
    ` versao="${escapeXml(version)}" Id="NFe${escapeXml(accessKey)}"`,
  );
  const digest = createHash('sha1').update(infNFe).digest('base64');
  const signature = element(
    'Signature',
    element(
      'SignedInfo',
      '<CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>' +
        '<SignatureMethod Algorithm="http://www.w3.org/2000/09/xmldsig#rsa-sha1"/>' +
        element(
          'Reference',
          element(
            'Transforms',
            '<Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"/>' +
              '<Transform Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>',
          ) +
            '<DigestMethod Algorithm="http://www.w3.org/2000/09/xmldsig#sha1"/>' +
            element('DigestValue', digest),
          ` URI="#NFe${escapeXml(accessKey)}"`,
        ),
    ) +
      element('SignatureValue', base64Of(`signature:${accessKey}`, 256)) +
      element('KeyInfo', element('X509Data', element('X509Certificate', certificateOf(input.issuerCnpj)))),
    ` xmlns="${XMLDSIG}"`,
  );
  const ns = restate ? ` xmlns="${escapeXml(namespace)}"` : '';
  const nfe = options.omitNFe ? '' : element('NFe', infNFe + signature, ns);
  const protNFe = options.omitProtNFe
    ? ''
    : element(
        'protNFe',
        element(
          'infProt',
          element('tpAmb', '1') +
            element('verAplic', 'RS20250301120000') +
            element('chNFe', escapeXml(protocolAccessKey)) +
            element('dhRecbto', escapeXml(options.authorisedAt ?? issuedAt.replace('10:15:00', '10:16:42'))) +
            (status === '100' || status === '110' ? element('nProt', protocolNumber) : '') +
            element('digVal', digest) +
            element('cStat', escapeXml(status)) +
            textElement('xMotivo', options.statusReason ?? statusReasonOf(status)),
          ` Id="ID${protocolNumber}"`,
        ),
        ` versao="${escapeXml(version)}"${ns}`,
      );
  const declarations = Object.entries(options.rootNamespaces ?? {})
    .map(([prefix, uri]) => ` xmlns:${prefix}="${escapeXml(uri)}"`)
    .join('');
  const xml =
    (options.leading ?? '') +
    '<?xml version="1.0" encoding="UTF-8"?>' +
    element(rootName, nfe + protNFe, ` xmlns="${escapeXml(namespace)}"${declarations} versao="${escapeXml(version)}"`);
  return {
    xml,
    buffer: Buffer.from(xml, 'utf8'),
    accessKey,
    protocolNumber,
    totals: { products: vProd.toFixed(2), ipi: vIpi.toFixed(2), icms: vIcms.toFixed(2), invoice: vNF.toFixed(2) },
  };
}

/** A GTIN-13 with a valid check digit from 12 digits. */
export function ean13(first12: string): string {
  const sum = [...first12].reduce((acc, char, i) => acc + Number(char) * (i % 2 === 0 ? 1 : 3), 0);
  return first12 + String((10 - (sum % 10)) % 10);
}
