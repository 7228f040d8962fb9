import type { SampleConcessionDto } from '@portal/domain';
import type { FetchHandler, HandledCall, HandlerAnswer } from '../../../test/helpers';

/** Concessions as the API answers them. */
export const PENDING: SampleConcessionDto = {
  id: 3,
  codigoFornecedor: 104512,
  nomeFornecedor: 'Malharia Serra Gaúcha Ltda',
  pedido: 4_200_290,
  pedidoAmostra: 4_204_040,
  descricao:
    `Amostra com variação de tom no azul-marinho; ${'fornecedor solicita concessão para liberar o pedido. '.repeat(3)}`.trim(),
  status: { id: 1, descricao: 'Em Aprovação' },
  motivo: 'Aguardando laudo do laboratório de qualidade.',
  dataCadastro: '2026-03-16T12:40:00.000Z',
  dataModificacao: '2026-03-16T12:40:00.000Z',
};

export const APPROVED: SampleConcessionDto = {
  ...PENDING,
  id: 2,
  pedido: 4_200_100,
  pedidoAmostra: 4_200_210,
  descricao: 'Zíper de fornecedor alternativo, com a mesma especificação técnica.',
  status: { id: 2, descricao: 'Aprovado' },
  motivo: null,
  dataCadastro: '2026-03-10T13:05:00.000Z',
  dataModificacao: '2026-03-12T13:15:00.000Z',
};

/** Answers a GraphQL operation of the area (by its name) with `data`, or with a function of the call. */
export function operation(name: string, answer: (call: HandledCall) => HandlerAnswer): FetchHandler {
  return (call) => (call.path === '/api/graphql' && call.operation === name ? answer(call) : undefined);
}

/** A GraphQL error answer, as the server's formatter writes it. */
export function graphqlError(code: string, message: string, status: number, details: unknown = null) {
  return { body: { data: null, errors: [{ message, extensions: { code, status, details } }] } };
}

/**
 * The variables of each ask of an operation, in order. StrictMode mounts twice and the first request is aborted and
 * sent again: each distinct ask counts once.
 */
export function operationsOf(calls: HandledCall[], name: string): (Record<string, unknown> | undefined)[] {
  const asked = calls.filter((c) => c.operation === name).map((c) => c.variables);
  return asked.filter((v, i) => i === 0 || JSON.stringify(v) !== JSON.stringify(asked[i - 1]));
}
