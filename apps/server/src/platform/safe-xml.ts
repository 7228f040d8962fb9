import { SaxesParser } from 'saxes';
import { AppError } from './errors';

/**
 * Reading an uploaded XML document safely, for a reader that knows what it wants of it (the NF-e reader,
 * modules/conciliation/nfe-xml.ts):
 * - decodeXmlText: the bytes must be UTF-8 text XML (empty, %PDF, UTF-16, invalid UTF-8, control bytes, a first
 *   character other than '<', a declared non-UTF-8 encoding are mustBeXML with their reason); blanks and a BOM
 *   before the declaration are dropped (real files arrive with a blank line first);
 * - declaresEntities: any `<!DOCTYPE` or `<!ENTITY`, in any case, found in linear time before parsing, so a reader
 *   refuses it and entities are never declared, resolved nor expanded (external entities and entity bombs stop);
 * - parseKeptXml: saxes, strict and in one pass, namespaces not resolved (prefixes stay visible), keeping only the
 *   elements a KeepRule names; text and CDATA of a leaf are joined; an explicit stack (no recursion) bounded by
 *   depth and element count. Malformed XML is mustBeXML { reason: 'malformed' }.
 */

export type NotXmlReason = 'empty' | 'content' | 'encoding' | 'binary' | 'malformed';

function notXml(reason: NotXmlReason, extra: Record<string, unknown> = {}): AppError {
  return new AppError('mustBeXML', { reason, ...extra });
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

/**
 * UTF-8 text whose first non-blank character is '<' (else mustBeXML with its reason). Returns the text without its
 * BOM and leading blanks.
 */
export function decodeXmlText(buffer: Buffer): string {
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
  // blanks before the declaration (a blank line some ERPs write first) are dropped: strict XML forbids them
  text = text.replace(/^[\t\n\r ]+/, '');
  if (text === '') throw notXml('content');
  if (!text.startsWith('<')) throw notXml('content');
  const declaration = /^<\?xml\b[^>]*?\bencoding\s*=\s*["']([^"']*)["']/.exec(text);
  if (declaration?.[1] !== undefined && !/^utf-?8$/i.test(declaration[1])) {
    throw notXml('encoding', { declared: declaration[1] });
  }
  return text;
}

/** A DOCTYPE or ENTITY declaration anywhere in the text (a document that needs none must have none). */
export function declaresEntities(xml: string): boolean {
  return /<!\s*(doctype|entity)/i.test(xml);
}

/**
 * Which elements the reader keeps: a rule names the children to keep under an element; an element with an
 * empty rule is a leaf whose text is read. Everything else (Signature, addresses, PIS, COFINS …) is parsed
 * and checked by saxes but never stored, which keeps a 990-item invoice's tree small (and its garbage low).
 */
export type KeepRule = ReadonlyMap<string, KeepRule>;

export const LEAF: KeepRule = new Map();

/** A rule's children named by a prefix ('ICMS*': ICMS00, ICMSSN101 …), looked up when no name matches. */
const WILDCARDS = new WeakMap<KeepRule, readonly (readonly [string, KeepRule])[]>();

/** Children to keep by name; a name ending in '*' keeps every child whose name starts with what precedes it. */
export function rule(children: Record<string, KeepRule>): KeepRule {
  const keep: KeepRule = new Map(Object.entries(children));
  const wildcards = Object.entries(children)
    .filter(([name]) => name.endsWith('*'))
    .map(([name, child]) => [name.slice(0, -1), child] as const);
  if (wildcards.length > 0) WILDCARDS.set(keep, wildcards);
  return keep;
}

/** Leaves to keep by name. */
export function leaves(...names: string[]): KeepRule {
  return new Map(names.map((name) => [name, LEAF]));
}

function childRule(parent: KeepRule, name: string): KeepRule | undefined {
  const direct = parent.get(name);
  if (direct !== undefined) return direct;
  const wildcards = WILDCARDS.get(parent);
  if (wildcards === undefined) return undefined;
  for (const [prefix, keep] of wildcards) if (name.startsWith(prefix)) return keep;
  return undefined;
}

/** A leaf written more than once under the same element (refused when read: repeatedField). */
export const REPEATED = Symbol('repeated');

/**
 * One kept container: its attributes, its kept child containers in order, and the text of its leaves by name
 * (a leaf is never an object of its own: a 990-item invoice has some 20,000 of them).
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** Direct text and CDATA of each leaf, joined (trimmed when read); null until the first leaf. */
  leaves: Map<string, string | typeof REPEATED> | null;
  rule: KeepRule;
}

export interface ParsedXml {
  root: XmlElement;
  /** The first element or attribute name with a prefix, anywhere in the document. */
  prefixed: string | undefined;
}

/** On the stack: a kept container, the open leaf, or null for an element that is not kept. */
const OPEN_LEAF = Symbol('leaf');

/** What a document may be, and how its reader refuses what it is not. */
export interface KeptXmlOptions {
  /** The rule of the root element, by its name (LEAF keeps nothing under an unexpected root). */
  rootRule: (name: string) => KeepRule;
  /** A prefixed attribute that does not count as a prefixed name (namespace declarations, say). */
  acceptsPrefixedAttribute: (attributeName: string, onRoot: boolean) => boolean;
  maxDepth: number;
  maxElements: number;
  /** The error for a DOCTYPE, a tree deeper than maxDepth, or more than maxElements elements. */
  refuse: (reason: 'doctype' | 'tooDeep' | 'tooManyElements', details?: Record<string, unknown>) => Error;
}

/**
 * Strict one-pass parse (saxes: well-formedness, the five predefined entities and character references, no DTD)
 * keeping only what the rules name; throws mustBeXML malformed, or the options' refusal.
 */
export function parseKeptXml(xml: string, options: KeptXmlOptions): ParsedXml {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const stack: (XmlElement | typeof OPEN_LEAF | null)[] = [];
  let root: XmlElement | undefined;
  let prefixed: string | undefined;
  let elements = 0;
  // the open leaf (leaves hold no kept element, so at most one is open): its name, text and container
  let leafName = '';
  let leafText = '';
  let leafParent: XmlElement | undefined;

  // a refusal thrown from a handler leaves saxes as it came in: it is not "malformed"
  let refusal: Error | undefined;
  const refuse: KeptXmlOptions['refuse'] = (reason, details) => (refusal = options.refuse(reason, details));

  parser.on('doctype', () => {
    throw refuse('doctype');
  });
  parser.on('opentag', (tag) => {
    elements++;
    if (elements > options.maxElements) throw refuse('tooManyElements', { max: options.maxElements });
    if (stack.length >= options.maxDepth) throw refuse('tooDeep', { max: options.maxDepth });
    const name = tag.name;
    const attributes = tag.attributes;
    if (prefixed === undefined) {
      if (name.includes(':')) prefixed = name;
      else {
        for (const attributeName in attributes) {
          if (attributeName.includes(':') && !options.acceptsPrefixedAttribute(attributeName, stack.length === 0)) {
            prefixed = `${name}@${attributeName}`;
            break;
          }
        }
      }
    }
    if (stack.length === 0) {
      // a second root is refused by saxes itself ("documents may contain only one root")
      root = { name, attributes, children: [], leaves: null, rule: options.rootRule(name) };
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
    if (error === refusal || error instanceof AppError) throw error;
    throw new AppError('mustBeXML', { reason: 'malformed' }, { cause: error });
  }
  if (!root) throw notXml('malformed');
  return { root, prefixed };
}
