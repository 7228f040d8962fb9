import type { ProviderDto, SubcontractorDto } from '@portal/domain';
import { graphqlRoute, type FetchHandler } from '../../../test/helpers';

export const COSTURA_FINA: SubcontractorDto = {
  id: 1,
  razaoSocial: 'Facção Costura Fina Ltda',
  nomeFantasia: 'Facção Costura Fina',
  cnpj: '61450000000188',
  endereco: 'Rua XV de Novembro, 1200, Centro, Blumenau - SC',
  telefonePrincipal: '4733221100',
  outroTelefone: '47998765432',
  email: 'contato@costurafina.com.br',
  codigoABVTEX: 'ABV-10001',
  anotacoes: null,
  dataCadastro: '2026-03-02T13:00:00.000Z',
  status: { id: 1, descricao: 'Ativo' },
};

export const BORDADOS: SubcontractorDto = {
  ...COSTURA_FINA,
  id: 4,
  razaoSocial: 'Bordados Pomerode Indústria e Comércio de Artigos Bordados Ltda',
  nomeFantasia: 'Bordados Pomerode',
  cnpj: '12ABC34501DE35',
  email: '',
  dataCadastro: '2025-12-31T23:30:00.000Z',
  status: { id: 2, descricao: 'Inativo' },
};

const provider = (id: number, nome: string, cnpj: string): ProviderDto => ({
  id,
  nome,
  cnpj,
  cidade: 'Blumenau',
  uf: 'SC',
  email: null,
  ediPoInd: false,
  exigirDeclProdutor: false,
  exigirCertifOrigem: false,
  isSubcontratado: false,
});

export const SUPPLIER_A = provider(104512, 'Confecções Vale do Itajaí Ltda', '11222333000181');
export const SUPPLIER_B = provider(108733, 'Malharia Serra Gaúcha Ltda', '45723174000110');

/** A page as listarSubcontratadosFiltrados answers it. */
export const subcontractorPage = (itens: SubcontractorDto[], pagina = 0, temMais = false) => ({
  itens,
  pagina,
  temMais,
});

/**
 * The subcontractor form's backend: saved subcontractors by id (a new one gets id 77), the providers linked to
 * each, and the pick list of the others filtered by `nome` as the server does (name or CNPJ).
 */
export function subcontractorBackend(saved: SubcontractorDto[] = [COSTURA_FINA]) {
  const byId = new Map(saved.map((s) => [s.id, s]));
  const links = new Map<number, ProviderDto[]>(saved.map((s) => [s.id, [SUPPLIER_B]]));
  const all = [SUPPLIER_A, SUPPLIER_B];
  const store = (id: number, input: Record<string, unknown>): SubcontractorDto => {
    const row: SubcontractorDto = {
      ...(input as Omit<SubcontractorDto, 'id' | 'status' | 'dataCadastro'>),
      id,
      anotacoes: (input.anotacoes as string | null) ?? null,
      dataCadastro: byId.get(id)?.dataCadastro ?? '2026-11-10T12:00:00.000Z',
      status: { id: input.status as number, descricao: input.status === 1 ? 'Ativo' : 'Inativo' },
    };
    byId.set(id, row);
    if (!links.has(id)) links.set(id, []);
    return row;
  };
  const notFound =
    (operation: string, key: string): FetchHandler =>
    (call) =>
      call.operation === operation && !byId.has(call.variables?.[key] as number)
        ? { body: { data: null, errors: [{ message: 'x', extensions: { code: 'notFound', status: 404 } }] } }
        : undefined;
  return [
    notFound('buscarSubcontratadoPorId', 'idSubcontratado'),
    graphqlRoute('buscarSubcontratadoPorId', (v) => byId.get(v.idSubcontratado as number)),
    graphqlRoute('criarSubcontratado', (v) => store(77, v.subcontratado as Record<string, unknown>)),
    graphqlRoute('atualizarSubcontratado', (v) =>
      store(v.idSubcontratado as number, v.subcontratado as Record<string, unknown>),
    ),
    graphqlRoute('buscarFornecedorPorSubcontratado', (v) => links.get(v.idSubcontratado as number) ?? []),
    graphqlRoute('buscarFornecedorNaoVinculadoAoSubcontratado', (v) => {
      const linked = links.get(v.idSubcontratado as number) ?? [];
      const text = String(v.nome ?? '').toLowerCase();
      return all.filter(
        (p) => !linked.some((l) => l.id === p.id) && (p.nome.toLowerCase().includes(text) || p.cnpj.includes(text)),
      );
    }),
    graphqlRoute('adicionarFornecedorAoSubcontratado', (v) => {
      const id = v.subcontratadoId as number;
      links.set(id, [...(links.get(id) ?? []), all.find((p) => p.id === v.fornecedorId)!]);
      return links.get(id);
    }),
    graphqlRoute('removerFornecedorDoSubcontratado', (v) => {
      const id = v.subcontratadoId as number;
      links.set(
        id,
        (links.get(id) ?? []).filter((p) => p.id !== v.fornecedorId),
      );
      return links.get(id);
    }),
  ] satisfies FetchHandler[];
}
