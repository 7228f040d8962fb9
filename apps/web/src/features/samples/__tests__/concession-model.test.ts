import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER_FORM, filterFromForm } from '../model/concession-filters';
import { fieldOfRefusal, formOf, inputFromForm, NEW_FORM } from '../model/concession-form';

describe('the filters (parsed with the domain schema the server parses)', () => {
  it('sends only what filters', () => {
    expect(filterFromForm(EMPTY_FILTER_FORM)).toEqual({ ok: true, filter: {} });
    expect(
      filterFromForm({
        ...EMPTY_FILTER_FORM,
        fornecedor: ' Malharia ',
        pedido: '4200100',
        status: '2',
        dataCadastroInicial: '2026-03-01',
      }),
    ).toEqual({
      ok: true,
      filter: { fornecedor: 'Malharia', pedido: 4_200_100, status: 2, dataCadastroInicial: '2026-03-01' },
    });
  });

  it('names a date the calendar lacks and an end before the start', () => {
    expect(filterFromForm({ ...EMPTY_FILTER_FORM, dataCadastroInicial: '31/02/2026' })).toEqual({
      ok: false,
      problem: { dataCadastroInicial: 'date' },
    });
    expect(
      filterFromForm({ ...EMPTY_FILTER_FORM, dataCadastroInicial: '2026-03-02', dataCadastroFinal: '2026-03-01' }),
    ).toEqual({ ok: false, problem: { dataCadastroFinal: 'dateRange' } });
  });
});

describe('the form (parsed with the domain schema the server parses)', () => {
  const filled = { ...NEW_FORM, descricao: ' Tom ', pedidoAmostra: '4200210', pedido: '4200100' };

  it('gives salvarConcessao its input: numbers, trimmed texts, no id for a new one', () => {
    expect(inputFromForm(filled, null)).toEqual({
      ok: true,
      input: { id: undefined, descricao: 'Tom', pedidoAmostra: 4_200_210, pedido: 4_200_100, status: 1, motivo: null },
    });
    expect(inputFromForm({ ...filled, status: '3', motivo: 'Cor' }, 7)).toMatchObject({
      ok: true,
      input: { id: 7, status: 3, motivo: 'Cor' },
    });
  });

  it('names each field problem once', () => {
    expect(inputFromForm(NEW_FORM, null)).toEqual({
      ok: false,
      errors: { descricao: 'required', pedidoAmostra: 'required', pedido: 'required' },
    });
    expect(inputFromForm({ ...filled, descricao: 'd'.repeat(256), motivo: 'm'.repeat(256), status: '9' }, 1)).toEqual({
      ok: false,
      errors: { descricao: 'tooLong', motivo: 'tooLong', status: 'invalidStatus' },
    });
    expect(inputFromForm({ ...filled, pedido: '0' }, null)).toEqual({ ok: false, errors: { pedido: 'invalidOrder' } });
  });

  it('reads a saved concession back into the form, and the field a refusal names', () => {
    expect(
      formOf({
        id: 3,
        codigoFornecedor: 1,
        nomeFornecedor: 'X',
        pedido: 10,
        pedidoAmostra: 11,
        descricao: 'Tom',
        status: { id: 2, descricao: 'Aprovado' },
        motivo: null,
        dataCadastro: '2026-03-17T12:00:00.000Z',
        dataModificacao: '2026-03-17T12:00:00.000Z',
      }),
    ).toEqual({ descricao: 'Tom', pedidoAmostra: '11', pedido: '10', status: '2', motivo: '' });
    expect(fieldOfRefusal({ field: 'pedidoAmostra', pedido: 1 })).toBe('pedidoAmostra');
    expect(fieldOfRefusal({ field: 'concessao.descricao' })).toBeNull();
    expect(fieldOfRefusal(null)).toBeNull();
  });
});
