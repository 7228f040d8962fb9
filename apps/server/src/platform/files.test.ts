import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/support/test-database';
import { buildDocx, zipArchive } from '../db/seed/docx-builder';
import {
  DOC_OR_PDF_UPLOADS,
  PDF_UPLOAD,
  XML_UPLOAD,
  magic,
  readFile,
  storeFile,
  validateUpload,
  type UploadedFile,
} from './files';

const PDF = Buffer.from(
  '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const NFE_XML = Buffer.from(
  '\ufeff<?xml version="1.0" encoding="UTF-8"?>\n<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe1" versao="4.00"/></NFe></nfeProc>',
  'utf8',
);
/** A real DOCX (the demo's builder: content types, package relationships, word/document.xml). */
const DOCX = buildDocx([{ text: 'Declaração do produtor', bold: true }, { text: 'Pedido 4215729' }]);
/** A ZIP that is no Word document: a spreadsheet's parts, and a lone [Content_Types].xml. */
const XLSX_LIKE = zipArchive([
  { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
  { name: 'xl/workbook.xml', content: Buffer.from('<workbook/>') },
]);
/** The first bytes of a DOCX without its central directory (a truncated upload). */
const TRUNCATED_DOCX = DOCX.subarray(0, 40);
/** An OLE2 compound file header (legacy .doc). */
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

const file = (filename: string, mimetype: string, buffer: Buffer): UploadedFile => ({ filename, mimetype, buffer });

const XML_RULES = { maxCount: 1, maxBytes: 1024 * 1024, types: [XML_UPLOAD] };
const PDF_RULES = { maxCount: 1, maxBytes: 2_097_152, types: [PDF_UPLOAD] };
const DOC_RULES = { maxCount: 1, maxBytes: 5 * 1024 * 1024, types: DOC_OR_PDF_UPLOADS };

describe('magic bytes', () => {
  it('recognise each kind and nothing else', () => {
    expect([magic.pdf(PDF), magic.pdf(NFE_XML), magic.pdf(DOCX)]).toEqual([true, false, false]);
    expect([
      magic.xml(NFE_XML),
      magic.xml(Buffer.from('  \n<nfeProc/>')),
      magic.xml(PDF),
      magic.xml(PNG),
      magic.xml(Buffer.from('<a>\0</a>')),
    ]).toEqual([true, true, false, false, false]);
    expect([magic.zip(DOCX), magic.zip(PDF)]).toEqual([true, false]);
    expect([magic.ole(DOC), magic.ole(DOCX)]).toEqual([true, false]);
    expect([magic.docx(DOCX), magic.docx(XLSX_LIKE), magic.docx(TRUNCATED_DOCX), magic.docx(PDF)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(magic.pdf(Buffer.alloc(0))).toBe(false);
  });
});

describe('validateUpload', () => {
  it('accepts an NF-e XML, a PDF, a DOCX and a DOC where they belong', () => {
    expect(validateUpload([file('nota.xml', 'text/xml', NFE_XML)], XML_RULES)).toHaveLength(1);
    expect(validateUpload([file('nota.xml', 'application/xml; charset=utf-8', NFE_XML)], XML_RULES)).toHaveLength(1);
    expect(validateUpload([file('tabela.pdf', 'application/pdf', PDF)], PDF_RULES)).toHaveLength(1);
    expect(
      validateUpload(
        [file('declaracao.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', DOCX)],
        DOC_RULES,
      ),
    ).toHaveLength(1);
    expect(validateUpload([file('declaracao.doc', 'application/msword', DOC)], DOC_RULES)).toHaveLength(1);
    expect(validateUpload([file('declaracao.pdf', 'application/pdf', PDF)], DOC_RULES)).toHaveLength(1);
  });

  it('refuses a PDF renamed .xml (declared XML, PDF bytes) with mustBeXML', () => {
    expect(() => validateUpload([file('nota.xml', 'text/xml', PDF)], XML_RULES)).toThrow(
      expect.objectContaining({ code: 'mustBeXML', status: 415 }),
    );
  });

  it("refuses a declared type that is not accepted with the rule's code", () => {
    expect(() => validateUpload([file('nota.pdf', 'application/pdf', PDF)], XML_RULES)).toThrow(
      expect.objectContaining({ code: 'mustBeXML' }),
    );
    expect(() => validateUpload([file('tabela.png', 'image/png', PNG)], PDF_RULES)).toThrow(
      expect.objectContaining({ code: 'mustBePDF' }),
    );
    expect(() => validateUpload([file('tabela.pdf', 'application/pdf', NFE_XML)], PDF_RULES)).toThrow(
      expect.objectContaining({ code: 'mustBePDF' }),
    );
    expect(() => validateUpload([file('foto.png', 'image/png', PNG)], DOC_RULES)).toThrow(
      expect.objectContaining({ code: 'mustBeDocOrPdf' }),
    );
    // a PDF declared as DOCX
    expect(() =>
      validateUpload(
        [file('x.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', PDF)],
        DOC_RULES,
      ),
    ).toThrow(expect.objectContaining({ code: 'mustBeDocOrPdf' }));
    // a ZIP that is no Word document, declared as DOCX: refused on its content
    expect(() =>
      validateUpload(
        [file('x.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', XLSX_LIKE)],
        DOC_RULES,
      ),
    ).toThrow(
      expect.objectContaining({ code: 'mustBeDocOrPdf', details: expect.objectContaining({ reason: 'content' }) }),
    );
  });

  it('needs exactly the allowed number of files (sendInvoice)', () => {
    expect(() => validateUpload([], XML_RULES)).toThrow(expect.objectContaining({ code: 'sendInvoice', status: 400 }));
    const two = [file('a.xml', 'text/xml', NFE_XML), file('b.xml', 'text/xml', NFE_XML)];
    expect(() => validateUpload(two, XML_RULES)).toThrow(
      expect.objectContaining({ code: 'sendInvoice', details: { count: 2, maxCount: 1 } }),
    );
    expect(validateUpload(two, { ...XML_RULES, maxCount: 2 })).toHaveLength(2);
  });

  it('refuses a file over the size limit (fileSizeExceeded), accepting one exactly at it', () => {
    const limit = PDF.length;
    expect(validateUpload([file('t.pdf', 'application/pdf', PDF)], { ...PDF_RULES, maxBytes: limit })).toHaveLength(1);
    expect(() =>
      validateUpload([file('t.pdf', 'application/pdf', PDF)], { ...PDF_RULES, maxBytes: limit - 1 }),
    ).toThrow(expect.objectContaining({ code: 'fileSizeExceeded', status: 413 }));
  });
});

describe('stored files', () => {
  const database = useTestDatabase({ empty: true });

  it("stores a file with its size and SHA-256, inside the caller's transaction, and reads it back", async () => {
    const stored = await database.db.transaction((tx) =>
      storeFile(tx, { name: 'nota.xml', mimeType: 'text/xml', content: NFE_XML, userId: null }),
    );
    expect(stored).toMatchObject({ name: 'nota.xml', size: NFE_XML.length, mimeType: 'text/xml' });
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
    const read = await readFile(database.db, stored.id);
    expect(read.content.equals(NFE_XML)).toBe(true);
    expect(read.sha256).toBe(stored.sha256);
  });

  it('leaves nothing behind when the transaction rolls back', async () => {
    let id = '';
    await expect(
      database.db.transaction(async (tx) => {
        id = (await storeFile(tx, { name: 't.pdf', mimeType: 'application/pdf', content: PDF, userId: null })).id;
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    await expect(readFile(database.db, id)).rejects.toMatchObject({ code: 'fileNotFound' });
  });

  it('answers fileNotFound for unknown and malformed ids', async () => {
    await expect(readFile(database.db, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 'fileNotFound',
      status: 404,
    });
    await expect(readFile(database.db, 'not-a-uuid')).rejects.toMatchObject({ code: 'fileNotFound' });
  });
});
