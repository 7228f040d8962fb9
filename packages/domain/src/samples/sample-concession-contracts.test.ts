import { describe, expect, it } from 'vitest';
import { graphqlShapeOf, selectionOf } from '../shared/graphql-shape';
import { LIST_PAGE_MAX } from '../shared/paging';
import {
  SAMPLE_CONCESSION_REQUIRED_FIELDS,
  sampleConcessionFilterSchema,
  sampleConcessionInputSchema,
  sampleConcessionListSchema,
  sampleConcessionPageSchema,
  sampleConcessionSchema,
  type SampleConcessionFormValues,
} from './sample-concession-contracts';

/** A valid form as a person fills it in (numbers typed as text). */
const form = (over: Partial<Record<keyof SampleConcessionFormValues, unknown>> = {}) => ({
  descricao: '  Amostra aprovada com ressalva no tom da cor  ',
  pedidoAmostra: '4200210',
  pedido: '4200100',
  status: '1',
  motivo: '',
  ...over,
});

const issuesOf = (value: unknown) => {
  const result = sampleConcessionInputSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('the concession form (spec 001 §5)', () => {
  it('parses what the form holds: trimmed texts, numbers, a blank reason as null, no id for a new one', () => {
    expect(sampleConcessionInputSchema.parse(form())).toEqual({
      id: undefined,
      descricao: 'Amostra aprovada com ressalva no tom da cor',
      pedidoAmostra: 4_200_210,
      pedido: 4_200_100,
      status: 1,
      motivo: null,
    });
  });

  it('takes what GraphQL sends: numbers, nulls, an id', () => {
    expect(
      sampleConcessionInputSchema.parse({
        id: 7,
        descricao: 'Tom aprovado',
        pedidoAmostra: 4_200_210,
        pedido: 4_200_100,
        status: 3,
        motivo: ' Costura torta ',
      }),
    ).toMatchObject({ id: 7, status: 3, motivo: 'Costura torta' });
    expect(sampleConcessionInputSchema.parse({ ...form(), id: null, motivo: null })).toMatchObject({
      id: undefined,
      motivo: null,
    });
  });

  it.each(SAMPLE_CONCESSION_REQUIRED_FIELDS)('requires %s (missing, null or blank)', (field) => {
    for (const value of [undefined, null, '', '   ']) {
      const issues = issuesOf(form({ [field]: value }));
      expect(
        issues.map((i) => i.path),
        JSON.stringify(value),
      ).toEqual([field]);
    }
  });

  it.each([
    ['descricao', 'd'.repeat(256), 'tooLong'],
    ['motivo', 'm'.repeat(256), 'tooLong'],
    ['status', '4', 'invalidStatus'],
    ['status', 0, 'invalidStatus'],
  ] as const)('refuses %s = %j (%s)', (field, value, message) => {
    expect(issuesOf(form({ [field]: value }))).toEqual([{ path: field, message }]);
  });

  it('takes 255 characters (counted after trimming) of description and reason', () => {
    const parsed = sampleConcessionInputSchema.parse(
      form({ descricao: ` ${'d'.repeat(255)} `, motivo: 'm'.repeat(255) }),
    );
    expect([parsed.descricao.length, parsed.motivo?.length]).toEqual([255, 255]);
  });

  it.each([['abc'], ['-5'], ['0'], [0], [1.5], ['99999999999'], [2_147_483_648]])(
    'refuses the order number %j',
    (value) => {
      for (const field of ['pedido', 'pedidoAmostra'] as const)
        expect(issuesOf(form({ [field]: value })).map((i) => i.path)).toEqual([field]);
    },
  );
});

describe('the list filters and page', () => {
  it('reads blank filters as none and the page from 1', () => {
    expect(sampleConcessionListSchema.parse({})).toEqual({ filtro: {}, pagina: 1 });
    expect(
      sampleConcessionListSchema.parse({
        filtro: { fornecedor: ' ', pedido: null, pedidoAmostra: '', status: '', dataCadastroInicial: '' },
        pagina: null,
      }),
    ).toEqual({
      filtro: {
        fornecedor: undefined,
        pedido: undefined,
        pedidoAmostra: undefined,
        status: undefined,
        dataCadastroInicial: undefined,
        dataCadastroFinal: undefined,
      },
      pagina: 1,
    });
  });

  it('takes every filter, typed or sent', () => {
    expect(
      sampleConcessionFilterSchema.parse({
        fornecedor: ' Malharia ',
        pedido: '4200100',
        pedidoAmostra: 4_200_210,
        status: 2,
        dataCadastroInicial: '2026-03-01',
        dataCadastroFinal: '2026-03-01',
      }),
    ).toEqual({
      fornecedor: 'Malharia',
      pedido: 4_200_100,
      pedidoAmostra: 4_200_210,
      status: 2,
      dataCadastroInicial: '2026-03-01',
      dataCadastroFinal: '2026-03-01',
    });
  });

  it.each([
    [{ dataCadastroInicial: '2026-03-02', dataCadastroFinal: '2026-03-01' }, 'dataCadastroFinal', 'dateRange'],
    [{ dataCadastroInicial: '2026-02-30' }, 'dataCadastroInicial', 'date'],
    [{ dataCadastroFinal: '01/03/2026' }, 'dataCadastroFinal', 'date'],
    [{ status: 4 }, 'status', 'invalidStatus'],
    [{ fornecedor: 'x'.repeat(101) }, 'fornecedor', 'tooLong'],
  ])('refuses %j', (filtro, path, message) => {
    const result = sampleConcessionFilterSchema.safeParse(filtro);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[path, message]]);
  });

  it.each([0, -1, 1.5, LIST_PAGE_MAX + 2])('refuses page %j', (pagina) => {
    expect(sampleConcessionListSchema.safeParse({ pagina }).success).toBe(false);
  });
});

describe('the answers', () => {
  const row = {
    id: 3,
    codigoFornecedor: 100200,
    nomeFornecedor: 'Malharia Serra Gaúcha',
    pedido: 4_200_100,
    pedidoAmostra: 4_200_210,
    descricao: 'Tom aprovado',
    status: { id: 1, descricao: 'Em Aprovação' },
    motivo: null,
    dataCadastro: '2026-03-17T19:40:00.000Z',
    dataModificacao: '2026-03-17T19:40:00.000Z',
  };

  it('holds a page of at most 10 concessions', () => {
    expect(sampleConcessionPageSchema.parse({ itens: [row], pagina: 1, temMais: false }).itens).toEqual([row]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ ...row, id: i + 1 }));
    expect(sampleConcessionPageSchema.safeParse({ itens: eleven, pagina: 1, temMais: true }).success).toBe(false);
    expect(sampleConcessionSchema.safeParse({ ...row, status: { id: 4, descricao: '?' } }).success).toBe(false);
  });

  it('is what GraphQL answers: Int ids and status, a nullable reason, the page listed 10 at most', () => {
    expect(selectionOf(sampleConcessionSchema)).toBe(
      '{ id codigoFornecedor nomeFornecedor pedido pedidoAmostra descricao status { id descricao } motivo dataCadastro dataModificacao }',
    );
    const shape = graphqlShapeOf(sampleConcessionPageSchema);
    expect(shape.kind === 'object' && shape.fields.itens).toMatchObject({ kind: 'list', maxItems: 10 });
    const concession = graphqlShapeOf(sampleConcessionSchema);
    expect(concession.kind === 'object' && concession.fields.motivo).toMatchObject({ nullable: true });
    const status = concession.kind === 'object' ? concession.fields.status : null;
    expect(status?.kind === 'object' && status.fields.id).toMatchObject({ kind: 'scalar', scalar: 'Int' });
  });
});
