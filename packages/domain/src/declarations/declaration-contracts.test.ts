import { describe, expect, it } from 'vitest';
import { issuesReader } from '../shared/zod-issues.test-support';
import { declarationAuditInputSchema, declarationFilterSchema, declarationListSchema } from './declaration-contracts';

const auditIssues = issuesReader(declarationAuditInputSchema);

describe('the audit form', () => {
  it('takes the status alone, everything else empty', () => {
    expect(declarationAuditInputSchema.parse({ status: 2 })).toEqual({
      status: 2,
      idNorma: null,
      itemFOBMin: null,
      itemFOBMax: null,
      dataDeclaracao: null,
      dataValidade: null,
      numeroDJO: null,
      dataDJO: null,
      moeda: null,
      observacao: null,
    });
  });

  it('reads what the form holds: Brazilian decimals, a currency in any case, trimmed texts', () => {
    expect(
      declarationAuditInputSchema.parse({
        status: '3',
        idNorma: '7',
        itemFOBMin: '12,5',
        itemFOBMax: '13.0000',
        dataDeclaracao: '2026-11-02',
        dataValidade: '2027-11-02',
        numeroDJO: ' DJO-2026/0042 ',
        dataDJO: '2026-10-30',
        moeda: 'usd',
        observacao: ' Falta a assinatura do produtor. ',
      }),
    ).toMatchObject({
      status: 3,
      idNorma: 7,
      itemFOBMin: '12.5',
      itemFOBMax: '13.0000',
      numeroDJO: 'DJO-2026/0042',
      moeda: 'USD',
      observacao: 'Falta a assinatura do produtor.',
    });
  });

  it.each([
    [{ status: 4 }, 'status'],
    [{ status: 1, itemFOBMin: '-1' }, 'itemFOBMin'],
    [{ status: 1, itemFOBMax: '1.23456' }, 'itemFOBMax'],
    [{ status: 1, moeda: 'REAL' }, 'moeda'],
    [{ status: 1, dataValidade: '2026-02-30' }, 'dataValidade'],
    [{ status: 1, numeroDJO: 'x'.repeat(51) }, 'numeroDJO'],
    [{ status: 1, observacao: 'x'.repeat(4001) }, 'observacao'],
  ])('refuses %o on %s', (values, field) => {
    expect(auditIssues(values).map((i) => i.field)).toEqual([field]);
  });

  it('requires the status', () => {
    expect(auditIssues({}).map((i) => i.field)).toEqual(['status']);
  });
});

describe('the list filters', () => {
  it('reads blanks as no filter and sorts newest first by default', () => {
    expect(declarationFilterSchema.parse({ pedido: '', fornecedor: ' ', status: null })).toEqual({
      pedido: undefined,
      fornecedor: undefined,
      status: undefined,
      dataPedidoInicial: undefined,
      dataPedidoFinal: undefined,
      dataCadastroInicial: undefined,
      dataCadastroFinal: undefined,
      orderBy: 'cadastroDesc',
    });
  });

  it('refuses an end before its start, on either range', () => {
    const a = declarationFilterSchema.safeParse({ dataPedidoInicial: '2026-11-10', dataPedidoFinal: '2026-11-09' });
    expect(a.error?.issues[0]).toMatchObject({ path: ['dataPedidoFinal'], message: 'dateRange' });
    const b = declarationFilterSchema.safeParse({
      dataCadastroInicial: '2026-11-10',
      dataCadastroFinal: '2026-11-09',
    });
    expect(b.error?.issues[0]).toMatchObject({ path: ['dataCadastroFinal'], message: 'dateRange' });
  });

  it('pages from 0, 20 rows unless fewer are asked', () => {
    expect(declarationListSchema.parse({})).toMatchObject({ pagina: 0, max: 20 });
    expect(declarationListSchema.parse({ pagina: 2, max: 5 })).toMatchObject({ pagina: 2, max: 5 });
    expect(declarationListSchema.safeParse({ max: 21 }).success).toBe(false);
  });
});
