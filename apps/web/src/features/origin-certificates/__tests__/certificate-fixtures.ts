import type { OriginCertificate, OriginCertificateRow } from '@portal/domain';

export const ROW_A: OriginCertificateRow = {
  id: 7,
  codigo: 'COD-ACE18-2026-000123',
  dataAtualizacao: '2026-03-17T13:05:00.000Z',
  dataCadastro: '2026-03-10T12:30:00.000Z',
  fornecedor: 'Confecções Vale do Itajaí Ltda',
  idFornecedor: 104512,
  pedido: 4215729,
  idPedido: 4215729,
  dataPedido: '2026-03-02',
};

export const ROW_B: OriginCertificateRow = {
  ...ROW_A,
  id: 5,
  codigo: 'COD-ACE35-2026-000871',
  dataAtualizacao: '2026-03-12T18:00:00.000Z',
  dataCadastro: '2026-03-12T18:00:00.000Z',
  pedido: 4200112,
  idPedido: 4200112,
};

export const CERTIFICATE: OriginCertificate = {
  ...ROW_A,
  arquivo: { nome: 'COD-ACE18-2026-000123.pdf', tamanho: 4321 },
};

/** A PDF file as a person would pick it. */
export function pdfFile(name = 'certificado.pdf', body = '%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n'): File {
  return new File([body], name, { type: 'application/pdf' });
}

/** The fields of a sent FormData (files by name). */
export function formFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of (body as FormData).entries())
    fields[key] = typeof value === 'string' ? value : `file:${value.name}`;
  return fields;
}
