import { XMLParser } from 'fast-xml-parser';
import { AppError } from '../../platform/errors';

/**
 * Reading an uploaded NF-e 4.00 processed invoice (`nfeProc`: the signed `NFe` plus SEFAZ's `protNFe`).
 *
 * The reader only answers "is this an NF-e 4.x processed invoice, and what does it say": every value is
 * returned as the string written in the XML ("0012" and "12.3400" stay as they are; amounts are compared
 * later as decimals). Business checks (access-key check digit, issuer/recipient against the order,
 * authorisation status, tax rates) belong to the commercial and fiscal steps.
 *
 * Safety, in this order, before any parsing:
 * 1. the bytes must be UTF-8 text XML (empty, %PDF, UTF-16, invalid UTF-8, control bytes, a first
 *    character other than '<', a declared non-UTF-8 encoding) → mustBeXML;
 * 2. any `<!DOCTYPE` or `<!ENTITY`, anywhere, in any case → fileIsNotNFe { reason: 'doctype' }. An NF-e
 *    never has one, so entities are never declared, hence never resolved nor expanded: external entities
 *    and entity bombs stop here, in linear time;
 * 3. more than NFE_MAX_ITEMS `<det` openings (a regular-expression count, no tree built) →
 *    fileIsNotNFe { reason: 'tooManyItems' }.
 *
 * Malformed XML is answered with mustBeXML { reason: 'malformed' }: a file that is not well-formed is not
 * XML at all, whereas fileIsNotNFe is kept for well-formed XML that is not an NF-e processed invoice.
 *
 * fast-xml-parser (pure JS) is configured to keep every text and attribute value as a string and to decode
 * only the five predefined XML entities and character references (there are no declared ones to expand,
 * step 2). Its own limits (nesting depth, entity counts) stay on as a second line of defence.
 *
 * Namespace: SEFAZ refuses namespace prefixes (rejection 404), so the root must be an unprefixed `nfeProc`
 * whose default namespace is the portal's; `NFe` and `protNFe` may repeat the xmlns, but only with the same
 * value. A prefixed element in the NF-e tree is reported as 'namespacePrefix'.
 */

export const NFE_NAMESPACE = 'http://www.portalfiscal.inf.br/nfe';
/** The NF-e schema allows at most 990 `det` items. */
export const NFE_MAX_ITEMS = 990;

export type NfeRefusalReason =
  | 'doctype'
  | 'root'
  | 'namespace'
  | 'namespacePrefix'
  | 'version'
  | 'missingNFe'
  | 'missingProtNFe'
  | 'missingField'
  | 'repeatedField'
  | 'tooManyItems'
  | 'noItems';

export type NotXmlReason = 'empty' | 'content' | 'encoding' | 'binary' | 'malformed';

export interface NfeItem {
  /** det@nItem (1..990). */
  itemNumber: string;
  /** prod/cProd: the supplier's item code. */
  code: string;
  /** prod/cEAN: GTIN, or 'SEM GTIN'. */
  ean: string;
  /** prod/xProd. */
  description: string;
  /** prod/NCM. */
  ncm: string;
  /** prod/CFOP. */
  cfop: string;
  /** prod/uCom. */
  unit: string;
  /** prod/qCom, as written (e.g. '10.0000'). */
  quantity: string;
  /** prod/vUnCom: unit value (the item's unit cost), as written. */
  unitValue: string;
  /** prod/vProd: gross line value, as written. */
  totalValue: string;
  /** prod/xPed: the buyer's order number. */
  orderNumber: string | undefined;
  /** prod/nItemPed: the item of that order. */
  orderItem: string | undefined;
  /** The ICMS group present under imposto/ICMS ('ICMS00', 'ICMS20', 'ICMSSN101', …). */
  icmsGroup: string | undefined;
  /** That group's CST (or CSOSN under the Simples Nacional groups). */
  icmsCst: string | undefined;
  /** That group's pICMS (absent in exempt / Simples Nacional groups without a rate). */
  icmsRate: string | undefined;
  /** imposto/IPI/IPITrib/pIPI (absent when the item is not taxed, IPINT). */
  ipiRate: string | undefined;
  /** infAdProd: free text per item (suppliers sometimes write the retail price here). */
  additionalInfo: string | undefined;
}

export interface NfeProtocol {
  /** infProt/chNFe. */
  accessKey: string;
  /** infProt/cStat: '100' is "Autorizado o uso da NF-e". */
  status: string;
  /** infProt/xMotivo. */
  reason: string | undefined;
  /** infProt/nProt. */
  number: string | undefined;
  /** infProt/dhRecbto. */
  receivedAt: string | undefined;
  /** infProt/digVal. */
  digest: string | undefined;
}

export interface NfeDocument {
  /** nfeProc@versao, e.g. '4.00'. */
  version: string;
  /** infNFe@Id without its 'NFe' prefix (44 characters in a valid invoice; not checked here). */
  accessKey: string;
  /** ide/mod ('55'). */
  model: string;
  /** ide/serie. */
  series: string;
  /** ide/nNF. */
  number: string;
  /** ide/dhEmi, as written (ISO 8601 with offset). */
  issuedAt: string;
  /** emit/CNPJ (undefined when the issuer is identified by CPF). */
  issuerCnpj: string | undefined;
  /** emit/xNome. */
  issuerName: string | undefined;
  /** dest/CNPJ (undefined when the recipient is identified by CPF or idEstrangeiro). */
  recipientCnpj: string | undefined;
  /** dest/xNome. */
  recipientName: string | undefined;
  protocol: NfeProtocol;
  totals: {
    /** total/ICMSTot/vProd. */
    products: string;
    /** total/ICMSTot/vNF. */
    invoice: string;
  };
  items: NfeItem[];
}

const ITEMS_PATH = 'nfeProc.NFe.infNFe.det';

function notXml(reason: NotXmlReason, extra: Record<string, unknown> = {}): AppError {
  return new AppError('mustBeXML', { reason, ...extra });
}

function notNfe(reason: NfeRefusalReason, extra: Record<string, unknown> = {}): AppError {
  return new AppError('fileIsNotNFe', { reason, ...extra });
}

function startsWithBytes(buffer: Buffer, bytes: readonly number[]): boolean {
  return buffer.length >= bytes.length && bytes.every((byte, i) => buffer[i] === byte);
}

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Step 1: UTF-8 text whose first non-blank character is '<'. Returns the text without its BOM. */
function decodeXmlText(buffer: Buffer): string {
  if (buffer.length === 0) throw notXml('empty');
  if (startsWithBytes(buffer, [0x25, 0x50, 0x44, 0x46])) throw notXml('content', { detected: 'pdf' });
  if (startsWithBytes(buffer, [0xff, 0xfe]) || startsWithBytes(buffer, [0xfe, 0xff])) {
    throw notXml('encoding', { detected: 'utf-16' });
  }
  // XML 1.0 forbids C0 controls other than tab, LF and CR; NUL and friends mean a binary file
  // (scanning bytes is enough: UTF-8 multi-byte sequences never contain a byte below 0x80)
  for (const byte of buffer) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) throw notXml('binary');
  }
  let text: string;
  try {
    // the decoder drops a leading BOM itself (ignoreBOM: false)
    text = decoder.decode(buffer);
  } catch {
    throw notXml('encoding');
  }
  const first = /\S/.exec(text);
  if (!first || first[0] !== '<') throw notXml('content');
  const declaration = /^\s*<\?xml\b[^>]*?\bencoding\s*=\s*["']([^"']*)["']/.exec(text);
  if (declaration?.[1] !== undefined && !/^utf-?8$/i.test(declaration[1])) {
    throw notXml('encoding', { declared: declaration[1] });
  }
  return text;
}

/** Step 3, without building anything: `<det>` or `<det nItem=…>` openings (`<detPag>` does not count). */
function countItemOpenings(text: string): number {
  let count = 0;
  const pattern = /<det[\s>/]/g;
  while (pattern.exec(text) !== null) count++;
  return count;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  removeNSPrefix: false,
  allowBooleanAttributes: false,
  htmlEntities: false,
  // decodes the predefined entities (&amp; …) and character references; declared entities need a DOCTYPE,
  // which never reaches the parser, and the tiny declared-entity limits are a second line of defence
  processEntities: { enabled: true, maxEntityCount: 1, maxEntitySize: 1 },
  isArray: (_name: string, jPath: unknown) => jPath === ITEMS_PATH,
});

type XmlValue = string | XmlNode | XmlValue[];
interface XmlNode {
  [key: string]: XmlValue | undefined;
}

function isNode(value: XmlValue | undefined): value is XmlNode {
  return typeof value === 'object' && !Array.isArray(value);
}

/** A single child element (undefined when absent); a repeated one is refused. */
function child(node: XmlNode | undefined, name: string, path: string): XmlNode | undefined {
  const value = node?.[name];
  if (value === undefined) return undefined;
  if (Array.isArray(value)) throw notNfe('repeatedField', { field: `${path}.${name}` });
  // an empty element (<dest/>) parses as '': present, without content
  return isNode(value) ? value : {};
}

function requiredChild(node: XmlNode | undefined, name: string, path: string): XmlNode {
  const found = child(node, name, path);
  if (!found) throw notNfe('missingField', { field: `${path}.${name}` });
  return found;
}

/** Text of a single child element; '' and absent are both undefined. */
function text(node: XmlNode | undefined, name: string, path: string): string | undefined {
  const value = node?.[name];
  if (value === undefined) return undefined;
  if (Array.isArray(value)) throw notNfe('repeatedField', { field: `${path}.${name}` });
  const content = isNode(value) ? value['#text'] : value;
  if (content === undefined) return undefined;
  if (typeof content !== 'string') throw notNfe('repeatedField', { field: `${path}.${name}` });
  return content === '' ? undefined : content;
}

function requiredText(node: XmlNode | undefined, name: string, path: string): string {
  const value = text(node, name, path);
  if (value === undefined) throw notNfe('missingField', { field: `${path}.${name}` });
  return value;
}

function attribute(node: XmlNode | undefined, name: string): string | undefined {
  const value = node?.[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
}

/** NFe and protNFe may restate the default namespace, never change it, and never use a prefix. */
function checkNamespace(node: XmlNode, path: string): void {
  for (const key of Object.keys(node)) {
    if (key.startsWith('@_xmlns:') || (!key.startsWith('@_') && key !== '#text' && key.includes(':'))) {
      throw notNfe('namespacePrefix', { field: `${path}.${key.replace(/^@_/, '@')}` });
    }
  }
  const xmlns = attribute(node, 'xmlns');
  if (xmlns !== undefined && xmlns !== NFE_NAMESPACE) throw notNfe('namespace', { field: path, namespace: xmlns });
}

function readItem(det: XmlValue, index: number): NfeItem {
  const path = `det[${index}]`;
  if (!isNode(det)) throw notNfe('missingField', { field: `${path}.prod` });
  const itemNumber = attribute(det, 'nItem');
  if (itemNumber === undefined) throw notNfe('missingField', { field: `${path}@nItem` });
  const prod = requiredChild(det, 'prod', path);
  const prodPath = `${path}.prod`;
  const imposto = child(det, 'imposto', path);
  const taxPath = `${path}.imposto`;
  const icms = child(imposto, 'ICMS', taxPath);
  // ICMS holds exactly one group: ICMS00, ICMS10, …, ICMSPart, ICMSST, ICMSSN101 … ICMSSN900
  const icmsGroups = icms ? Object.keys(icms).filter((key) => key.startsWith('ICMS')) : [];
  if (icmsGroups.length > 1) throw notNfe('repeatedField', { field: `${taxPath}.ICMS` });
  const icmsGroup = icmsGroups[0];
  const icmsPath = `${taxPath}.ICMS.${icmsGroup ?? ''}`;
  const icmsValues = icmsGroup === undefined ? undefined : child(icms, icmsGroup, `${taxPath}.ICMS`);
  const ipiTrib = child(child(imposto, 'IPI', taxPath), 'IPITrib', `${taxPath}.IPI`);
  return {
    itemNumber,
    code: requiredText(prod, 'cProd', prodPath),
    ean: requiredText(prod, 'cEAN', prodPath),
    description: requiredText(prod, 'xProd', prodPath),
    ncm: requiredText(prod, 'NCM', prodPath),
    cfop: requiredText(prod, 'CFOP', prodPath),
    unit: requiredText(prod, 'uCom', prodPath),
    quantity: requiredText(prod, 'qCom', prodPath),
    unitValue: requiredText(prod, 'vUnCom', prodPath),
    totalValue: requiredText(prod, 'vProd', prodPath),
    orderNumber: text(prod, 'xPed', prodPath),
    orderItem: text(prod, 'nItemPed', prodPath),
    icmsGroup,
    icmsCst: text(icmsValues, 'CST', icmsPath) ?? text(icmsValues, 'CSOSN', icmsPath),
    icmsRate: text(icmsValues, 'pICMS', icmsPath),
    ipiRate: text(ipiTrib, 'pIPI', `${taxPath}.IPI.IPITrib`),
    additionalInfo: text(det, 'infAdProd', path),
  };
}

/**
 * Reads an uploaded NF-e processed invoice. Throws AppError mustBeXML (not UTF-8 XML, malformed) or
 * fileIsNotNFe with details.reason (see NfeRefusalReason). Size and declared type are checked before,
 * by validateUpload with XML_UPLOAD.
 */
export function readNfe(buffer: Buffer): NfeDocument {
  const xml = decodeXmlText(buffer);
  if (/<!\s*(doctype|entity)/i.test(xml)) throw notNfe('doctype');
  const openings = countItemOpenings(xml);
  if (openings > NFE_MAX_ITEMS) throw notNfe('tooManyItems', { count: openings, max: NFE_MAX_ITEMS });

  let parsed: unknown;
  try {
    // `true` runs the well-formedness validator first (unclosed tags, several roots, bad attributes …)
    parsed = parser.parse(xml, true);
  } catch (error) {
    throw new AppError('mustBeXML', { reason: 'malformed' }, { cause: error });
  }
  if (!isNode(parsed as XmlValue)) throw notXml('malformed');
  const document = parsed as XmlNode;

  const rootNames = Object.keys(document);
  const rootName = rootNames[0];
  // several root elements are not well-formed XML (fast-xml-parser's validator lets them through)
  if (rootNames.length !== 1 || rootName === undefined || Array.isArray(document[rootName])) {
    throw notXml('malformed', { rootElements: rootNames.length });
  }
  if (rootName.includes(':')) {
    if (rootName.endsWith(':nfeProc')) throw notNfe('namespacePrefix', { field: rootName });
    throw notNfe('root', { root: rootName });
  }
  if (rootName !== 'nfeProc') throw notNfe('root', { root: rootName });
  const root = child(document, 'nfeProc', '');
  if (!root) throw notNfe('root', { root: rootName });
  const rootNamespace = attribute(root, 'xmlns');
  if (rootNamespace !== NFE_NAMESPACE) throw notNfe('namespace', { field: 'nfeProc', namespace: rootNamespace });
  checkNamespace(root, 'nfeProc');
  const version = attribute(root, 'versao');
  if (version === undefined || !/^4\.\d{1,2}$/.test(version)) throw notNfe('version', { version });

  if (Array.isArray(root.NFe)) throw notNfe('repeatedField', { field: 'nfeProc.NFe' });
  if (Array.isArray(root.protNFe)) throw notNfe('repeatedField', { field: 'nfeProc.protNFe' });
  const nfe = child(root, 'NFe', 'nfeProc');
  if (!nfe) throw notNfe('missingNFe');
  const protNfe = child(root, 'protNFe', 'nfeProc');
  if (!protNfe) throw notNfe('missingProtNFe');
  checkNamespace(nfe, 'nfeProc.NFe');
  checkNamespace(protNfe, 'nfeProc.protNFe');

  const infPath = 'nfeProc.NFe.infNFe';
  const infNFe = requiredChild(nfe, 'infNFe', 'nfeProc.NFe');
  checkNamespace(infNFe, infPath);
  const id = attribute(infNFe, 'Id');
  if (id === undefined || !id.startsWith('NFe') || id.length === 3) {
    throw notNfe('missingField', { field: `${infPath}@Id` });
  }
  const ide = requiredChild(infNFe, 'ide', infPath);
  const emit = requiredChild(infNFe, 'emit', infPath);
  const dest = child(infNFe, 'dest', infPath);
  const total = requiredChild(requiredChild(infNFe, 'total', infPath), 'ICMSTot', `${infPath}.total`);

  const dets = infNFe.det ?? [];
  const items = Array.isArray(dets) ? dets : [dets];
  if (items.length === 0) throw notNfe('noItems');
  // the opening count above already bounds this; kept for a det written in a way the count missed
  if (items.length > NFE_MAX_ITEMS) throw notNfe('tooManyItems', { count: items.length, max: NFE_MAX_ITEMS });

  const protPath = 'nfeProc.protNFe.infProt';
  const infProt = requiredChild(protNfe, 'infProt', 'nfeProc.protNFe');

  return {
    version,
    accessKey: id.slice(3),
    model: requiredText(ide, 'mod', `${infPath}.ide`),
    series: requiredText(ide, 'serie', `${infPath}.ide`),
    number: requiredText(ide, 'nNF', `${infPath}.ide`),
    issuedAt: requiredText(ide, 'dhEmi', `${infPath}.ide`),
    issuerCnpj: text(emit, 'CNPJ', `${infPath}.emit`),
    issuerName: text(emit, 'xNome', `${infPath}.emit`),
    recipientCnpj: text(dest, 'CNPJ', `${infPath}.dest`),
    recipientName: text(dest, 'xNome', `${infPath}.dest`),
    protocol: {
      accessKey: requiredText(infProt, 'chNFe', protPath),
      status: requiredText(infProt, 'cStat', protPath),
      reason: text(infProt, 'xMotivo', protPath),
      number: text(infProt, 'nProt', protPath),
      receivedAt: text(infProt, 'dhRecbto', protPath),
      digest: text(infProt, 'digVal', protPath),
    },
    totals: {
      products: requiredText(total, 'vProd', `${infPath}.total.ICMSTot`),
      invoice: requiredText(total, 'vNF', `${infPath}.total.ICMSTot`),
    },
    items: items.map(readItem),
  };
}
