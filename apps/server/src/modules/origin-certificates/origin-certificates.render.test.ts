import type { OriginCertificateRow } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { originCertificateCsvChunks, originCertificateCsvHeader } from './origin-certificates.csv';

const row = (over: Partial<OriginCertificateRow> = {}): OriginCertificateRow => ({
  id: 1,
  codigo: 'COD-ACE18-2026-000123',
  dataAtualizacao: '2026-11-28T17:05:00.000Z',
  dataCadastro: '2026-11-20T12:30:00.000Z',
  fornecedor: 'Confecções Vale do Itajaí Ltda',
  idFornecedor: 104512,
  pedido: 4215729,
  idPedido: 4215729,
  dataPedido: '2026-11-02',
  ...over,
});

async function csvOf(batches: OriginCertificateRow[][], language: 'pt-BR' | 'en-US' | 'es-ES' = 'pt-BR') {
  async function* source() {
    for (const batch of batches) yield batch;
  }
  let text = '';
  for await (const chunk of originCertificateCsvChunks(source(), language)) text += chunk;
  return text;
}

describe('origin certificates CSV', () => {
  it('writes the BOM, the header in the language and one line per row, dates in São Paulo', async () => {
    const text = await csvOf([[row()], [row({ id: 2, codigo: '+55 ; x', fornecedor: '' })]]);
    expect(text).toBe(
      '\uFEFFCódigo;Pedido;Data do pedido;Código do fornecedor;Fornecedor;Data de cadastro;Data de atualização\r\n' +
        'COD-ACE18-2026-000123;4215729;02/11/2026;104512;Confecções Vale do Itajaí Ltda;20/11/2026 09:30;28/11/2026 14:05\r\n' +
        `"'+55 ; x";4215729;02/11/2026;104512;---;20/11/2026 09:30;28/11/2026 14:05\r\n`,
    );
  });

  it('has a header in every language, and only the header when there are no rows', async () => {
    expect(originCertificateCsvHeader('en-US')).toBe(
      '\uFEFFCode;Order;Order date;Supplier code;Supplier;Created on;Updated on\r\n',
    );
    expect(originCertificateCsvHeader('es-ES')).toContain('Fecha de actualización');
    expect(await csvOf([])).toBe(originCertificateCsvHeader('pt-BR'));
  });
});
