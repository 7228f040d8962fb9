import type { NormDto } from '@portal/domain';
import { graphqlErrorRoute, graphqlRoute, type FetchHandler } from '../../../test/helpers';

export const NBR_15800: NormDto = {
  id: 1,
  codigo: 'ABNT NBR 15800',
  descricao:
    'Vestuário - Referenciais de medidas do corpo humano - Vestibilidade de roupas para bebê e infanto-juvenil, conforme tabela',
  dataCriacao: '2025-10-20T13:30:00.000Z',
  ativo: true,
};

export const NBR_13377: NormDto = {
  id: 4,
  codigo: 'ABNT NBR 13377',
  descricao: 'Medidas do corpo humano para vestuário',
  dataCriacao: '2025-09-01T13:30:00.000Z',
  ativo: false,
};

/** The norm screens' backend: the saved norms by id; a new one gets id 77; a code in `taken` is refused. */
export function normBackend(saved: NormDto[] = [NBR_13377, NBR_15800], taken: string[] = []): FetchHandler[] {
  const byId = new Map(saved.map((n) => [n.id, n]));
  const save = (id: number, input: Record<string, unknown>): NormDto => {
    const norm = { ...(byId.get(id) ?? { dataCriacao: '2026-11-29T12:00:00.000Z' }), id, ...input } as NormDto;
    byId.set(id, norm);
    return norm;
  };
  return [
    (call) =>
      call.operation &&
      ['criarNorma', 'atualizarNorma'].includes(call.operation) &&
      taken.includes(String((call.variables?.norma as { codigo?: string })?.codigo))
        ? graphqlErrorRoute(call.operation, {
            code: 'normCodeTaken',
            message: `Já existe uma norma com o código ${String((call.variables?.norma as { codigo?: string }).codigo)}.`,
            status: 409,
          })(call)
        : undefined,
    graphqlRoute('listarNormas', (v) => [...byId.values()].filter((n) => !v.ativas || n.ativo)),
    (call) =>
      call.operation === 'buscarNormaPorId' && !byId.has(Number(call.variables?.idNorma))
        ? { body: { data: null, errors: [{ message: 'x', extensions: { code: 'notFound', status: 404 } }] } }
        : undefined,
    graphqlRoute('buscarNormaPorId', (v) => byId.get(Number(v.idNorma))),
    graphqlRoute('criarNorma', (v) => save(77, v.norma as Record<string, unknown>)),
    graphqlRoute('atualizarNorma', (v) => save(Number(v.idNorma), v.norma as Record<string, unknown>)),
  ];
}
