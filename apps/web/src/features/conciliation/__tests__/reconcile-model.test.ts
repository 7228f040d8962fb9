import { CONCILIATION_XML_MAX_BYTES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { checkInvoiceFiles, invoiceMimeType, isXmlFile, readAsBase64 } from '../model/reconcile-file';
import { formatBytes } from '../../../lib/format-bytes';
import { fiscalEnd, IDLE, progressOf, reconcileReducer } from '../model/reconcile-flow';
import { statusLink } from '../model/status-link';
import {
  isFileProblem,
  isOrderConciliationProblem,
  problemFromError,
  problemFromRefusal,
} from '../model/reconcile-problem';

const xml = (name = 'nota.xml', type = 'text/xml', content = '<nfeProc/>') => new File([content], name, { type });

describe('statusLink', () => {
  it('links to the status page with the same state', () => {
    expect(statusLink(12)).toEqual({ to: '/conciliation-status?id=12', state: { idPedido: 12 } });
  });
});

describe('the client-side file checks', () => {
  it('takes one XML by name or by type', () => {
    expect(isXmlFile(xml('NOTA.XML', ''))).toBe(true);
    expect(isXmlFile(xml('nota', 'application/xml'))).toBe(true);
    expect(isXmlFile(xml('nota', 'text/xml; charset=utf-8'))).toBe(true);
    expect(isXmlFile(xml('nota.pdf', 'application/pdf'))).toBe(false);
    expect(isXmlFile(xml('nota.xml.txt', 'text/plain'))).toBe(false);
  });

  it('sends the file’s XML type, or text/xml for an .xml the system did not type', () => {
    expect(invoiceMimeType(xml('a.xml', 'application/xml'))).toBe('application/xml');
    expect(invoiceMimeType(xml('a.xml', ''))).toBe('text/xml');
    expect(invoiceMimeType(xml('a.xml', 'application/octet-stream'))).toBe('text/xml');
  });

  it('refuses several files, a non-XML, an empty file and one over the limit', () => {
    const one = xml();
    expect(checkInvoiceFiles([one])).toEqual({ ok: true, file: one });
    expect(checkInvoiceFiles([xml(), xml('b.xml')])).toEqual({
      ok: false,
      refusal: { code: 'sendInvoice', reason: 'several', count: 2 },
    });
    expect(checkInvoiceFiles([xml('nota.pdf', 'application/pdf')])).toEqual({
      ok: false,
      refusal: { code: 'mustBeXML', reason: 'type', name: 'nota.pdf' },
    });
    expect(checkInvoiceFiles([xml('vazia.xml', 'text/xml', '')])).toEqual({
      ok: false,
      refusal: { code: 'mustBeXML', reason: 'empty', name: 'vazia.xml' },
    });
    expect(checkInvoiceFiles([xml('a.xml', 'text/xml', '12345')], 4)).toEqual({
      ok: false,
      refusal: { code: 'fileSizeExceeded', reason: 'size', name: 'a.xml', size: 5, max: 4 },
    });
    expect(checkInvoiceFiles([xml('a.xml', 'text/xml', '1234')], 4).ok).toBe(true);
  });

  it('the limit is CONCILIATION_XML_MAX_BYTES', () => {
    const big = new File([new Uint8Array(CONCILIATION_XML_MAX_BYTES + 1)], 'grande.xml', { type: 'text/xml' });
    expect(checkInvoiceFiles([big])).toMatchObject({ ok: false, refusal: { code: 'fileSizeExceeded' } });
  });

  it('reads the bytes as base64, UTF-8 included', async () => {
    expect(await readAsBase64(xml('a.xml', 'text/xml', '<nfeProc/>'))).toBe(btoa('<nfeProc/>'));
    const accents = new TextEncoder().encode('<x>ção</x>');
    expect(await readAsBase64(new Blob([accents]))).toBe(btoa(String.fromCharCode(...accents)));
  });

  it('formats sizes in the user’s language', () => {
    expect(formatBytes(CONCILIATION_XML_MAX_BYTES, 'pt-BR')).toBe('4 MB');
    expect(formatBytes(1.5 * 1024 * 1024, 'pt-BR')).toBe('1,5 MB');
    expect(formatBytes(1.5 * 1024 * 1024, 'en-US')).toBe('1.5 MB');
    expect(formatBytes(2048, 'es-ES')).toBe('2 KB');
    expect(formatBytes(10, 'en-US')).toBe('10 B');
  });
});

describe('problems', () => {
  it('a refusal keeps its code, reason and values', () => {
    expect(problemFromRefusal({ code: 'sendInvoice', reason: 'several', count: 3 })).toEqual({
      code: 'sendInvoice',
      reason: 'several',
      params: { count: 3 },
      fallback: '',
    });
  });

  it('a file error of the server explains its reason; an unknown reason reads as other', () => {
    const notNfe = problemFromError(
      new ApiError('fileIsNotNFe', 422, 'x', { reason: 'missingField', field: 'nfeProc.protNFe.infProt.chNFe' }),
    );
    expect(notNfe).toMatchObject({ code: 'fileIsNotNFe', reason: 'missingField' });
    expect(notNfe.params.field).toBe('nfeProc.protNFe.infProt.chNFe');
    expect(problemFromError(new ApiError('mustBeXML', 415, 'x', { reason: 'weird' })).reason).toBe('other');
    expect(problemFromError(new ApiError('mustBeXML', 415, 'x', { mimetype: 'application/pdf' })).reason).toBe(
      'mimetype',
    );
    expect(
      problemFromError(new ApiError('fileSizeExceeded', 413, 'x', { size: 5_000_000, maxBytes: 4_194_304 })),
    ).toMatchObject({ reason: 'size', params: { size: 5_000_000, max: 4_194_304 } });
  });

  it('other errors keep their details as values, without a file reason', () => {
    const other = problemFromError(
      new ApiError('invoiceOtherOrder', 422, 'x', { pedido: 4500001, pedidoNota: '4500999', nested: { a: 1 } }),
    );
    expect(other).toEqual({
      code: 'invoiceOtherOrder',
      reason: null,
      params: { pedido: 4500001, pedidoNota: '4500999' },
      fallback: '',
    });
    expect(isFileProblem(other)).toBe(false);
    expect(isFileProblem({ code: 'mustBeXML' })).toBe(true);
  });

  it('a code outside the catalogue keeps the server’s text; anything else is the generic error', () => {
    expect(problemFromError(new ApiError('somethingNew', 500, 'Falhou'))).toMatchObject({ fallback: 'Falhou' });
    expect(problemFromError(new Error('boom'))).toEqual({ code: 'default', params: {}, reason: null, fallback: '' });
  });
});

describe('the flow’s state', () => {
  it('walks the three steps with the spec’s progress', () => {
    let state = reconcileReducer(IDLE, { type: 'start' });
    expect(state.steps).toEqual({ file: 'running', commercial: 'pending', fiscal: 'pending' });
    expect(progressOf(state)).toBe(0);
    state = reconcileReducer(state, { type: 'advance', done: 'file', next: 'commercial' });
    expect(progressOf(state)).toBe(50);
    state = reconcileReducer(state, { type: 'advance', done: 'commercial', next: 'fiscal' });
    expect(progressOf(state)).toBe(100);
    state = reconcileReducer(state, { type: 'finish', steps: { fiscal: 'done' }, outcome: null });
    expect(state).toEqual({
      running: false,
      steps: { file: 'done', commercial: 'done', fiscal: 'done' },
      outcome: null,
    });
    expect(reconcileReducer(state, { type: 'reset' })).toBe(IDLE);
  });

  it('accepting only changes a conditional outcome', () => {
    expect(reconcileReducer(IDLE, { type: 'accepting', accepting: true })).toBe(IDLE);
  });
});

describe('fiscalEnd and resume (issue 13)', () => {
  const status = (id: number) => ({ id, descricao: String(id) });
  const fiscal = (c: number, f: number) => ({
    idConciliacao: 5,
    idPedido: 9,
    statusConciliacaoComercial: status(c),
    statusConciliacaoFiscal: status(f),
    motivoReprovacao: null,
    divergencias: [],
  });

  it('ends a run by its fiscal answer', () => {
    expect(fiscalEnd(fiscal(2, 2), [])).toEqual({
      steps: { fiscal: 'done' },
      outcome: null,
      leave: { approved: true },
    });
    expect(fiscalEnd(fiscal(2, 4), [])).toEqual({
      steps: { fiscal: 'conditional' },
      outcome: null,
      leave: { approved: false },
    });
    expect(fiscalEnd(fiscal(2, 4), ['btn-conciliate-conditional']).outcome?.kind).toBe('conditional');
    expect(fiscalEnd(fiscal(2, 3), []).outcome?.kind).toBe('fiscalRejected');
    expect(fiscalEnd(fiscal(2, 0), []).outcome?.kind).toBe('unexpected');
  });

  it('resume starts at the fiscal step', () => {
    expect(reconcileReducer(IDLE, { type: 'resume' })).toEqual({
      running: true,
      steps: { file: 'done', commercial: 'done', fiscal: 'running' },
      outcome: null,
    });
  });

  it('knows the refusals that come from the order’s conciliation', () => {
    expect(isOrderConciliationProblem({ code: 'reconcileInProgress' })).toBe(true);
    expect(isOrderConciliationProblem({ code: 'reconcileAlreadyApproved' })).toBe(true);
    expect(isOrderConciliationProblem({ code: 'mustBeXML' })).toBe(false);
  });
});
