import { NO_GTIN, type InvoiceItem } from '@portal/domain';
import { AppError } from '../../platform/errors';
import {
  LEAF,
  REPEATED,
  declaresEntities,
  decodeXmlText,
  leaves,
  parseKeptXml,
  rule,
  type ParsedXml,
  type XmlElement,
} from '../../platform/safe-xml';

/**
 * Reading an uploaded NF-e 4.00 processed invoice (`nfeProc`: the signed `NFe` plus SEFAZ's `protNFe`).
 *
 * The reader only answers "is this an NF-e 4.x processed invoice, and what does it say": every value is
 * returned as the string written in the XML ("0012" and "12.3400" stay as they are; amounts are compared
 * later as decimals). Business checks (access-key check digit, issuer/recipient against the order,
 * authorisation status, tax rates) belong to the commercial and fiscal steps.
 *
 * Safety, in this order, before any parsing (the XML mechanics are platform/safe-xml.ts; this file is the NF-e):
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
 * Parsing is saxes (strict well-formedness, one pass, about 25 ms for 990 items where fast-xml-parser took
 * 150-270 ms): it decodes only the five predefined entities and character references (there are no declared
 * ones, step 2; an undefined entity is malformed; a DOCTYPE that slipped past step 2 is refused again), and
 * namespaces are not resolved (xmlns: false) so prefixes stay visible. Every value is a string; CDATA and
 * text split over several events are joined, then trimmed. A tree of plain elements is built with an
 * explicit stack (no recursion), bounded by XML_MAX_DEPTH and XML_MAX_ELEMENTS.
 *
 * Namespace: SEFAZ refuses namespace prefixes (rejection 404), so the root must be an unprefixed `nfeProc`
 * whose default namespace is the portal's; `NFe` and `protNFe` may repeat the xmlns, but only with the same
 * value. A prefixed element or attribute anywhere in the document is reported as 'namespacePrefix'. A prefix
 * declaration (`xmlns:xsi`, `xmlns:xsd`, which ERPs write on `nfeProc`) is not a prefixed name and is accepted
 * anywhere, as are the root's `xsi:schemaLocation` / `xsi:noNamespaceSchemaLocation` (issue 13).
 *
 * Blanks (and a BOM) before the XML declaration are dropped before parsing: real files arrive with a blank
 * line first, which strict XML forbids but which says nothing about the invoice.
 *
 * A refusal that names an item's field names it by the invoice's own item number: `det[nItem=3].prod.cEAN`
 * with `item: '3'` in the details (a det without nItem: `det@nItem` with its 1-based `position`).
 *
 * The server calls it in a worker thread (nfe-reader.ts), so that the 20-30 ms of a 990-item read do not hold
 * the event loop; refusals come back as the same AppError.
 *
 * Only the elements the reader returns are kept (KeepRule below); the rest (Signature, addresses, PIS …) is
 * parsed and checked for well-formedness but not stored, so a repeated element there is not refused.
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
  | 'tooDeep'
  | 'tooManyElements'
  | 'noItems';

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
  /** compra/xPed: the buyer's order number at note level, as written (e.g. 'PED 4215729'); items may have their own. */
  orderNumber: string | undefined;
  protocol: NfeProtocol;
  totals: {
    /** total/ICMSTot/vProd. */
    products: string;
    /** total/ICMSTot/vNF. */
    invoice: string;
  };
  items: InvoiceItem[];
}

function notNfe(reason: NfeRefusalReason, extra: Record<string, unknown> = {}): AppError {
  return new AppError('fileIsNotNFe', { reason, ...extra });
}

/** An NF-e is about 8 levels deep; anything far deeper is not one. */
export const XML_MAX_DEPTH = 64;
/**
 * A 990-item NF-e with every tax group has about 60 elements per item (≈ 60,000 in all); this bound keeps
 * a 4 MB file of empty elements from building a million-node tree.
 */
export const XML_MAX_ELEMENTS = 200_000;

const NFE_PROC_RULE = rule({
  NFe: rule({
    infNFe: rule({
      ide: leaves('mod', 'serie', 'nNF', 'dhEmi'),
      emit: leaves('CNPJ', 'xNome'),
      dest: leaves('CNPJ', 'xNome'),
      total: rule({ ICMSTot: leaves('vProd', 'vNF') }),
      compra: leaves('xPed'),
      det: rule({
        prod: leaves('cProd', 'cEAN', 'xProd', 'NCM', 'CFOP', 'uCom', 'qCom', 'vUnCom', 'vProd', 'xPed', 'nItemPed'),
        imposto: rule({
          ICMS: rule({ 'ICMS*': leaves('CST', 'CSOSN', 'pICMS', 'pCredSN') }),
          IPI: rule({ IPITrib: leaves('pIPI') }),
        }),
        infAdProd: LEAF,
      }),
    }),
  }),
  protNFe: rule({ infProt: leaves('chNFe', 'cStat', 'xMotivo', 'nProt', 'dhRecbto', 'digVal') }),
});

/** The root's schema location attributes, which ERPs write with xmlns:xsi beside them. */
const ROOT_XSI_ATTRIBUTES = new Set(['xsi:schemaLocation', 'xsi:noNamespaceSchemaLocation']);

/**
 * A prefixed attribute that is not a prefixed name SEFAZ refuses: a namespace declaration (`xmlns:xsi`), which
 * only binds a prefix, anywhere; and on the root, the schema location.
 */
function isAcceptedPrefixedAttribute(attributeName: string, onRoot: boolean): boolean {
  return attributeName.startsWith('xmlns:') || (onRoot && ROOT_XSI_ATTRIBUTES.has(attributeName));
}

/** The invoice's tree: only what the reader returns is kept (NFE_PROC_RULE). */
function parseNfeXml(xml: string): ParsedXml {
  return parseKeptXml(xml, {
    rootRule: (name) => (name === 'nfeProc' ? NFE_PROC_RULE : LEAF),
    acceptsPrefixedAttribute: isAcceptedPrefixedAttribute,
    maxDepth: XML_MAX_DEPTH,
    maxElements: XML_MAX_ELEMENTS,
    refuse: (reason, details) => notNfe(reason, details),
  });
}

/** Step 3, without building anything: `<det>` or `<det nItem=…>` openings (`<detPag>` does not count). */
function countItemOpenings(text: string): number {
  let count = 0;
  const pattern = /<det[\s>/]/g;
  while (pattern.exec(text) !== null) count++;
  return count;
}

/**
 * Where a field is, for a refusal: its path, and the invoice's own item number (det@nItem) when it belongs to
 * an item, so the supplier finds it in the file (`det[nItem=3].prod.cEAN`, item '3'), never an array index.
 */
interface At {
  path: string;
  item?: string;
}

function fieldRefusal(reason: 'missingField' | 'repeatedField', at: At, name: string): AppError {
  const field = `${at.path}.${name}`;
  return notNfe(reason, at.item === undefined ? { field } : { field, item: at.item });
}

function under(at: At, name: string): At {
  return at.item === undefined ? { path: `${at.path}.${name}` } : { path: `${at.path}.${name}`, item: at.item };
}

/** A single child container (undefined when absent); a repeated one is refused. */
function child(node: XmlElement | undefined, name: string, at: At): XmlElement | undefined {
  if (!node) return undefined;
  let found: XmlElement | undefined;
  for (const element of node.children) {
    if (element.name !== name) continue;
    if (found) throw fieldRefusal('repeatedField', at, name);
    found = element;
  }
  return found;
}

function requiredChild(node: XmlElement | undefined, name: string, at: At): XmlElement {
  const found = child(node, name, at);
  if (!found) throw fieldRefusal('missingField', at, name);
  return found;
}

/** Trimmed text of a single leaf; '' and absent are both undefined, a repeated one is refused. */
function text(node: XmlElement | undefined, name: string, at: At): string | undefined {
  const value = node?.leaves?.get(name);
  if (value === undefined) return undefined;
  if (value === REPEATED) throw fieldRefusal('repeatedField', at, name);
  const content = value.trim();
  return content === '' ? undefined : content;
}

function requiredText(node: XmlElement | undefined, name: string, at: At): string {
  const value = text(node, name, at);
  if (value === undefined) throw fieldRefusal('missingField', at, name);
  return value;
}

/** prod/cEAN must be written; empty (`<cEAN/>`, which the 4.00 schema allows) means no GTIN, like 'SEM GTIN'. */
function gtin(prod: XmlElement, at: At): string {
  if (prod.leaves?.has('cEAN') !== true) throw fieldRefusal('missingField', at, 'cEAN');
  return text(prod, 'cEAN', at) ?? NO_GTIN;
}

function attribute(node: XmlElement | undefined, name: string): string | undefined {
  return node?.attributes[name];
}

/** NFe, protNFe and infNFe may restate the default namespace, never change it. */
function checkNamespace(node: XmlElement, path: string): void {
  const xmlns = attribute(node, 'xmlns');
  if (xmlns !== undefined && xmlns !== NFE_NAMESPACE) throw notNfe('namespace', { field: path, namespace: xmlns });
}

function readItem(det: XmlElement, index: number): InvoiceItem {
  const itemNumber = attribute(det, 'nItem');
  if (itemNumber === undefined) throw notNfe('missingField', { field: 'det@nItem', position: index + 1 });
  const at: At = { path: `det[nItem=${itemNumber}]`, item: itemNumber };
  const prod = requiredChild(det, 'prod', at);
  const prodAt = under(at, 'prod');
  const imposto = child(det, 'imposto', at);
  const taxAt = under(at, 'imposto');
  const icms = child(imposto, 'ICMS', taxAt);
  // ICMS holds exactly one group: ICMS00, ICMS10, …, ICMSPart, ICMSST, ICMSSN101 … ICMSSN900
  const icmsGroups = icms ? icms.children.filter((element) => element.name.startsWith('ICMS')) : [];
  if (icmsGroups.length > 1) throw notNfe('repeatedField', { field: `${taxAt.path}.ICMS`, item: itemNumber });
  const icmsValues = icmsGroups[0];
  const icmsGroup = icmsValues?.name;
  const icmsAt = under(taxAt, `ICMS.${icmsGroup ?? ''}`);
  const ipiAt = under(taxAt, 'IPI');
  const ipiTrib = child(child(imposto, 'IPI', taxAt), 'IPITrib', ipiAt);
  return {
    itemNumber,
    code: requiredText(prod, 'cProd', prodAt),
    ean: gtin(prod, prodAt),
    description: requiredText(prod, 'xProd', prodAt),
    ncm: requiredText(prod, 'NCM', prodAt),
    cfop: requiredText(prod, 'CFOP', prodAt),
    unit: requiredText(prod, 'uCom', prodAt),
    quantity: requiredText(prod, 'qCom', prodAt),
    unitValue: requiredText(prod, 'vUnCom', prodAt),
    totalValue: requiredText(prod, 'vProd', prodAt),
    orderNumber: text(prod, 'xPed', prodAt),
    orderItem: text(prod, 'nItemPed', prodAt),
    icmsGroup,
    // CST in the regime's groups (ICMS00 … ICMS90, ICMSPart, ICMSST), CSOSN in the Simples Nacional ones
    icmsCst: text(icmsValues, 'CST', icmsAt) ?? text(icmsValues, 'CSOSN', icmsAt),
    icmsRate: text(icmsValues, 'pICMS', icmsAt),
    icmsCreditRate: text(icmsValues, 'pCredSN', icmsAt),
    ipiRate: text(ipiTrib, 'pIPI', under(ipiAt, 'IPITrib')),
    additionalInfo: text(det, 'infAdProd', at),
  };
}

/**
 * Reads an uploaded NF-e processed invoice. Throws AppError mustBeXML (not UTF-8 XML, malformed) or
 * fileIsNotNFe with details.reason (see NfeRefusalReason). Size and declared type are checked before,
 * by validateUpload with XML_UPLOAD.
 */
export function readNfe(buffer: Buffer): NfeDocument {
  const xml = decodeXmlText(buffer);
  if (declaresEntities(xml)) throw notNfe('doctype');
  const openings = countItemOpenings(xml);
  if (openings > NFE_MAX_ITEMS) throw notNfe('tooManyItems', { count: openings, max: NFE_MAX_ITEMS });

  const { root, prefixed } = parseNfeXml(xml);
  const rootName = root.name;
  if (rootName.includes(':')) {
    if (rootName.endsWith(':nfeProc')) throw notNfe('namespacePrefix', { field: rootName });
    throw notNfe('root', { root: rootName });
  }
  if (rootName !== 'nfeProc') throw notNfe('root', { root: rootName });
  const rootNamespace = attribute(root, 'xmlns');
  if (rootNamespace !== NFE_NAMESPACE) throw notNfe('namespace', { field: 'nfeProc', namespace: rootNamespace });
  // SEFAZ refuses namespace prefixes anywhere (rejection 404)
  if (prefixed !== undefined) throw notNfe('namespacePrefix', { field: prefixed });
  const version = attribute(root, 'versao');
  if (version === undefined || !/^4\.\d{1,2}$/.test(version)) throw notNfe('version', { version });

  const rootAt: At = { path: 'nfeProc' };
  const nfe = child(root, 'NFe', rootAt);
  if (!nfe) throw notNfe('missingNFe');
  const protNfe = child(root, 'protNFe', rootAt);
  if (!protNfe) throw notNfe('missingProtNFe');
  checkNamespace(nfe, 'nfeProc.NFe');
  checkNamespace(protNfe, 'nfeProc.protNFe');

  const infAt: At = { path: 'nfeProc.NFe.infNFe' };
  const infNFe = requiredChild(nfe, 'infNFe', { path: 'nfeProc.NFe' });
  checkNamespace(infNFe, infAt.path);
  const id = attribute(infNFe, 'Id');
  if (id === undefined || !id.startsWith('NFe') || id.length === 3) {
    throw notNfe('missingField', { field: `${infAt.path}@Id` });
  }
  const ide = requiredChild(infNFe, 'ide', infAt);
  const emit = requiredChild(infNFe, 'emit', infAt);
  const dest = child(infNFe, 'dest', infAt);
  const total = requiredChild(requiredChild(infNFe, 'total', infAt), 'ICMSTot', under(infAt, 'total'));
  const compra = child(infNFe, 'compra', infAt);

  const items = infNFe.children.filter((element) => element.name === 'det');
  if (items.length === 0) throw notNfe('noItems');
  // the opening count above already bounds this; kept for a det written in a way the count missed
  if (items.length > NFE_MAX_ITEMS) throw notNfe('tooManyItems', { count: items.length, max: NFE_MAX_ITEMS });

  const protAt: At = { path: 'nfeProc.protNFe.infProt' };
  const infProt = requiredChild(protNfe, 'infProt', { path: 'nfeProc.protNFe' });
  const ideAt = under(infAt, 'ide');
  const totalAt = under(infAt, 'total.ICMSTot');

  return {
    version,
    accessKey: id.slice(3),
    model: requiredText(ide, 'mod', ideAt),
    series: requiredText(ide, 'serie', ideAt),
    number: requiredText(ide, 'nNF', ideAt),
    issuedAt: requiredText(ide, 'dhEmi', ideAt),
    issuerCnpj: text(emit, 'CNPJ', under(infAt, 'emit')),
    issuerName: text(emit, 'xNome', under(infAt, 'emit')),
    recipientCnpj: text(dest, 'CNPJ', under(infAt, 'dest')),
    recipientName: text(dest, 'xNome', under(infAt, 'dest')),
    orderNumber: text(compra, 'xPed', under(infAt, 'compra')),
    protocol: {
      accessKey: requiredText(infProt, 'chNFe', protAt),
      status: requiredText(infProt, 'cStat', protAt),
      reason: text(infProt, 'xMotivo', protAt),
      number: text(infProt, 'nProt', protAt),
      receivedAt: text(infProt, 'dhRecbto', protAt),
      digest: text(infProt, 'digVal', protAt),
    },
    totals: {
      products: requiredText(total, 'vProd', totalAt),
      invoice: requiredText(total, 'vNF', totalAt),
    },
    items: items.map(readItem),
  };
}
