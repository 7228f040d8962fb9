import { SaxesParser } from 'saxes';
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
 * Parsing is saxes (strict well-formedness, one pass, about 25 ms for 990 items where fast-xml-parser took
 * 150-270 ms): it decodes only the five predefined entities and character references (there are no declared
 * ones, step 2; an undefined entity is malformed; a DOCTYPE that slipped past step 2 is refused again), and
 * namespaces are not resolved (xmlns: false) so prefixes stay visible. Every value is a string; CDATA and
 * text split over several events are joined, then trimmed. A tree of plain elements is built with an
 * explicit stack (no recursion), bounded by XML_MAX_DEPTH and XML_MAX_ELEMENTS.
 *
 * Namespace: SEFAZ refuses namespace prefixes (rejection 404), so the root must be an unprefixed `nfeProc`
 * whose default namespace is the portal's; `NFe` and `protNFe` may repeat the xmlns, but only with the same
 * value. A prefixed element or attribute anywhere in the document is reported as 'namespacePrefix'.
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

/** An NF-e is about 8 levels deep; anything far deeper is not one. */
export const XML_MAX_DEPTH = 64;
/**
 * A 990-item NF-e with every tax group has about 60 elements per item (≈ 60,000 in all); this bound keeps
 * a 4 MB file of empty elements from building a million-node tree.
 */
export const XML_MAX_ELEMENTS = 200_000;

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
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

function hasControlByte(buffer: Buffer): boolean {
  for (let i = 0; i < buffer.length; i++) {
    const byte = buffer[i]!;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return true;
  }
  return false;
}

/** Step 1: UTF-8 text whose first non-blank character is '<'. Returns the text without its BOM. */
function decodeXmlText(buffer: Buffer): string {
  if (buffer.length === 0) throw notXml('empty');
  if (startsWithBytes(buffer, [0x25, 0x50, 0x44, 0x46])) throw notXml('content', { detected: 'pdf' });
  if (startsWithBytes(buffer, [0xff, 0xfe]) || startsWithBytes(buffer, [0xfe, 0xff])) {
    throw notXml('encoding', { detected: 'utf-16' });
  }
  // XML 1.0 forbids C0 controls other than tab, LF and CR; NUL and friends mean a binary file. A control
  // byte is always that character in UTF-8 (multi-byte sequences never hold a byte below 0x80), so the
  // decoded text is searched (native, fast) and the bytes only when decoding failed.
  let text: string;
  try {
    // the decoder drops a leading BOM itself (ignoreBOM: false)
    text = decoder.decode(buffer);
  } catch {
    if (hasControlByte(buffer)) throw notXml('binary');
    throw notXml('encoding');
  }
  if (CONTROL_CHARACTER.test(text)) throw notXml('binary');
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

/**
 * Which elements the reader keeps: a rule names the children to keep under an element; an element with an
 * empty rule is a leaf whose text is read. Everything else (Signature, addresses, PIS, COFINS …) is parsed
 * and checked by saxes but never stored, which keeps a 990-item invoice's tree small (and its garbage low).
 */
type KeepRule = ReadonlyMap<string, KeepRule>;

const LEAF: KeepRule = new Map();

function rule(children: Record<string, KeepRule>): KeepRule {
  return new Map(Object.entries(children));
}

function leaves(...names: string[]): KeepRule {
  return new Map(names.map((name) => [name, LEAF]));
}

/** The ICMS group (ICMS00, ICMS10, …, ICMSSN900): any child of ICMS whose name starts with 'ICMS'. */
const ICMS_GROUP_KEY = 'ICMS*';

const NFE_PROC_RULE = rule({
  NFe: rule({
    infNFe: rule({
      ide: leaves('mod', 'serie', 'nNF', 'dhEmi'),
      emit: leaves('CNPJ', 'xNome'),
      dest: leaves('CNPJ', 'xNome'),
      total: rule({ ICMSTot: leaves('vProd', 'vNF') }),
      det: rule({
        prod: leaves('cProd', 'cEAN', 'xProd', 'NCM', 'CFOP', 'uCom', 'qCom', 'vUnCom', 'vProd', 'xPed', 'nItemPed'),
        imposto: rule({
          ICMS: rule({ [ICMS_GROUP_KEY]: leaves('CST', 'CSOSN', 'pICMS') }),
          IPI: rule({ IPITrib: leaves('pIPI') }),
        }),
        infAdProd: LEAF,
      }),
    }),
  }),
  protNFe: rule({ infProt: leaves('chNFe', 'cStat', 'xMotivo', 'nProt', 'dhRecbto', 'digVal') }),
});

function childRule(parent: KeepRule, name: string): KeepRule | undefined {
  return parent.get(name) ?? (name.startsWith('ICMS') ? parent.get(ICMS_GROUP_KEY) : undefined);
}

/** A leaf written more than once under the same element (refused when read: repeatedField). */
const REPEATED = Symbol('repeated');

/**
 * One kept container: its attributes, its kept child containers in order, and the text of its leaves by name
 * (a leaf is never an object of its own: a 990-item invoice has some 20,000 of them).
 */
interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** Direct text and CDATA of each leaf, joined (trimmed when read); null until the first leaf. */
  leaves: Map<string, string | typeof REPEATED> | null;
  rule: KeepRule;
}

interface ParsedXml {
  root: XmlElement;
  /** The first element or attribute name with a prefix, anywhere in the document. */
  prefixed: string | undefined;
}

/** On the stack: a kept container, the open leaf, or null for an element that is not kept. */
const OPEN_LEAF = Symbol('leaf');

/** Strict parse; throws mustBeXML malformed (or fileIsNotNFe for the bounds and a DOCTYPE). */
function parseXml(xml: string): ParsedXml {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const stack: (XmlElement | typeof OPEN_LEAF | null)[] = [];
  let root: XmlElement | undefined;
  let prefixed: string | undefined;
  let elements = 0;
  // the open leaf (leaves hold no kept element, so at most one is open): its name, text and container
  let leafName = '';
  let leafText = '';
  let leafParent: XmlElement | undefined;

  parser.on('doctype', () => {
    throw notNfe('doctype');
  });
  parser.on('opentag', (tag) => {
    elements++;
    if (elements > XML_MAX_ELEMENTS) throw notNfe('tooManyElements', { max: XML_MAX_ELEMENTS });
    if (stack.length >= XML_MAX_DEPTH) throw notNfe('tooDeep', { max: XML_MAX_DEPTH });
    const name = tag.name;
    const attributes = tag.attributes;
    if (prefixed === undefined) {
      if (name.includes(':')) prefixed = name;
      else {
        for (const attributeName in attributes) {
          if (attributeName.includes(':')) {
            prefixed = `${name}@${attributeName}`;
            break;
          }
        }
      }
    }
    if (stack.length === 0) {
      // a second root is refused by saxes itself ("documents may contain only one root")
      root = { name, attributes, children: [], leaves: null, rule: name === 'nfeProc' ? NFE_PROC_RULE : LEAF };
      stack.push(root);
      return;
    }
    const parent = stack[stack.length - 1];
    const keep =
      parent === null || parent === OPEN_LEAF || parent === undefined ? undefined : childRule(parent.rule, name);
    if (keep === undefined) {
      stack.push(null);
      return;
    }
    if (keep.size === 0) {
      leafName = name;
      leafText = '';
      leafParent = parent as XmlElement;
      stack.push(OPEN_LEAF);
      return;
    }
    const element: XmlElement = { name, attributes, children: [], leaves: null, rule: keep };
    (parent as XmlElement).children.push(element);
    stack.push(element);
  });
  const onText = (value: string) => {
    // only a leaf's own text is kept: blanks between containers, text outside the root (saxes refuses all but
    // blanks there) and text of elements not kept are dropped
    if (stack[stack.length - 1] === OPEN_LEAF) leafText += value;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    if (stack.pop() !== OPEN_LEAF || !leafParent) return;
    const leaves = (leafParent.leaves ??= new Map());
    leaves.set(leafName, leaves.has(leafName) ? REPEATED : leafText);
  });

  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('mustBeXML', { reason: 'malformed' }, { cause: error });
  }
  if (!root) throw notXml('malformed');
  return { root, prefixed };
}

/** A single child container (undefined when absent); a repeated one is refused. */
function child(node: XmlElement | undefined, name: string, path: string): XmlElement | undefined {
  if (!node) return undefined;
  let found: XmlElement | undefined;
  for (const element of node.children) {
    if (element.name !== name) continue;
    if (found) throw notNfe('repeatedField', { field: `${path}.${name}` });
    found = element;
  }
  return found;
}

function requiredChild(node: XmlElement | undefined, name: string, path: string): XmlElement {
  const found = child(node, name, path);
  if (!found) throw notNfe('missingField', { field: `${path}.${name}` });
  return found;
}

/** Trimmed text of a single leaf; '' and absent are both undefined, a repeated one is refused. */
function text(node: XmlElement | undefined, name: string, path: string): string | undefined {
  const value = node?.leaves?.get(name);
  if (value === undefined) return undefined;
  if (value === REPEATED) throw notNfe('repeatedField', { field: `${path}.${name}` });
  const content = value.trim();
  return content === '' ? undefined : content;
}

function requiredText(node: XmlElement | undefined, name: string, path: string): string {
  const value = text(node, name, path);
  if (value === undefined) throw notNfe('missingField', { field: `${path}.${name}` });
  return value;
}

function attribute(node: XmlElement | undefined, name: string): string | undefined {
  return node?.attributes[name];
}

/** NFe, protNFe and infNFe may restate the default namespace, never change it. */
function checkNamespace(node: XmlElement, path: string): void {
  const xmlns = attribute(node, 'xmlns');
  if (xmlns !== undefined && xmlns !== NFE_NAMESPACE) throw notNfe('namespace', { field: path, namespace: xmlns });
}

function readItem(det: XmlElement, index: number): NfeItem {
  const path = `det[${index}]`;
  const itemNumber = attribute(det, 'nItem');
  if (itemNumber === undefined) throw notNfe('missingField', { field: `${path}@nItem` });
  const prod = requiredChild(det, 'prod', path);
  const prodPath = `${path}.prod`;
  const imposto = child(det, 'imposto', path);
  const taxPath = `${path}.imposto`;
  const icms = child(imposto, 'ICMS', taxPath);
  // ICMS holds exactly one group: ICMS00, ICMS10, …, ICMSPart, ICMSST, ICMSSN101 … ICMSSN900
  const icmsGroups = icms ? icms.children.filter((element) => element.name.startsWith('ICMS')) : [];
  if (icmsGroups.length > 1) throw notNfe('repeatedField', { field: `${taxPath}.ICMS` });
  const icmsValues = icmsGroups[0];
  const icmsGroup = icmsValues?.name;
  const icmsPath = `${taxPath}.ICMS.${icmsGroup ?? ''}`;
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

  const { root, prefixed } = parseXml(xml);
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

  const items = infNFe.children.filter((element) => element.name === 'det');
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
