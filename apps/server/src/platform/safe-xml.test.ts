import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { LEAF, REPEATED, declaresEntities, decodeXmlText, leaves, parseKeptXml, rule } from './safe-xml';

const options = {
  rootRule: (name: string) => (name === 'doc' ? rule({ 'tax*': leaves('rate'), note: LEAF }) : LEAF),
  acceptsPrefixedAttribute: (name: string) => name.startsWith('xmlns:'),
  maxDepth: 4,
  maxElements: 20,
  refuse: (reason: string) => new Error(`refused ${reason}`),
};

describe('safe XML reading', () => {
  it('keeps what the rules name, children by prefix included, and marks a repeated leaf', () => {
    const { root, prefixed } = parseKeptXml(
      '<doc xmlns:x="u"><taxA><rate> 12 </rate></taxA><other><rate>9</rate></other><note>a</note><note>b</note></doc>',
      options,
    );
    expect(prefixed).toBeUndefined();
    expect(root.children.map((child) => child.name)).toEqual(['taxA']);
    expect(root.children[0]!.leaves?.get('rate')).toBe(' 12 ');
    expect(root.leaves?.get('note')).toBe(REPEATED);
  });

  it('reports the first prefixed name, and refuses depth, size and a DOCTYPE through the reader', () => {
    expect(parseKeptXml('<doc><x:a/></doc>', options).prefixed).toBe('x:a');
    expect(() => parseKeptXml('<doc><a><b><c><d/></c></b></a></doc>', options)).toThrow('refused tooDeep');
    expect(() => parseKeptXml(`<doc>${'<a/>'.repeat(20)}</doc>`, options)).toThrow('refused tooManyElements');
    expect(() => parseKeptXml('<!DOCTYPE doc><doc/>', options)).toThrow('refused doctype');
    expect(() => parseKeptXml('<doc><a></doc>', options)).toThrow(expect.objectContaining({ code: 'mustBeXML' }));
  });

  it('decodes UTF-8 text XML only, dropping blanks before it', () => {
    expect(decodeXmlText(Buffer.from('\n  <a/>'))).toBe('<a/>');
    for (const [bytes, reason] of [
      [Buffer.alloc(0), 'empty'],
      [Buffer.from('%PDF-1.7'), 'content'],
      [Buffer.from([0xff, 0xfe, 0x3c, 0x00]), 'encoding'],
      [Buffer.from('<a>\u0001</a>'), 'binary'],
      [Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><a/>'), 'encoding'],
    ] as const) {
      const error = (() => {
        try {
          decodeXmlText(bytes);
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).details).toMatchObject({ reason });
    }
    expect(declaresEntities('<a/><!ENTITY x "y">')).toBe(true);
    expect(declaresEntities('<a>doctype</a>')).toBe(false);
  });
});
