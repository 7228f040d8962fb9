import type { ProviderDto, SubcontractorSummaryDto } from '@portal/domain';
import { graphqlRoute, type FetchHandler } from '../../../test/helpers';

export const PROVIDER_A: ProviderDto = {
  id: 104512,
  nome: 'Confecções Vale do Itajaí Ltda',
  cnpj: '11222333000181',
  cidade: 'Blumenau',
  uf: 'SC',
  email: 'pedidos@valedoitajai.com.br',
  ediPoInd: true,
  exigirDeclProdutor: true,
  exigirCertifOrigem: false,
  isSubcontratado: false,
};

/** A provider the ERP sent without city, state or e-mail. */
export const PROVIDER_BARE: ProviderDto = {
  id: 108001,
  nome: 'Tecelagem Sem Cadastro',
  cnpj: '12ABC34501DE35',
  cidade: '',
  uf: '',
  email: null,
  ediPoInd: false,
  exigirDeclProdutor: false,
  exigirCertifOrigem: true,
  isSubcontratado: true,
};

const active = { id: 1, descricao: 'Ativo' };

export const COSTURA_FINA: SubcontractorSummaryDto = {
  id: 1,
  cnpj: '61450000000188',
  nomeFantasia: 'Facção Costura Fina',
  razaoSocial: 'Facção Costura Fina Ltda',
  status: active,
};
export const LINHA_AGULHA: SubcontractorSummaryDto = {
  id: 2,
  cnpj: '61450137000132',
  nomeFantasia: 'Ateliê Linha & Agulha',
  razaoSocial: 'Ateliê Linha & Agulha Ltda',
  status: active,
};
export const BORDADOS: SubcontractorSummaryDto = {
  id: 5,
  cnpj: '61450685000162',
  nomeFantasia: 'Bordados Pomerode',
  razaoSocial: 'Bordados Pomerode Ltda',
  status: active,
};

/** A provider page as fornecedoresFiltrados answers it. */
export const providerPage = (itens: ProviderDto[], pagina = 0, temMais = false) => ({ itens, pagina, temMais });

/**
 * The provider screens' backend: one provider (A by default) with its links; the flag and link mutations answer
 * as the server does (the provider after, the linked subcontractors after).
 */
export function providerBackend(options: { provider?: ProviderDto; linked?: SubcontractorSummaryDto[] } = {}) {
  let provider = options.provider ?? PROVIDER_A;
  let linked = options.linked ?? [COSTURA_FINA];
  const all = [COSTURA_FINA, LINHA_AGULHA, BORDADOS];
  const flag =
    (key: 'isSubcontratado' | 'exigirDeclProdutor' | 'exigirCertifOrigem') => (v: Record<string, unknown>) => {
      provider = { ...provider, [key]: v.valor as boolean };
      return provider;
    };
  return [
    // another id answers as the server does: notFound (404)
    (call) =>
      call.operation === 'buscarFornecedorPorId' && call.variables?.idFornecedor !== provider.id
        ? { body: { data: null, errors: [{ message: 'x', extensions: { code: 'notFound', status: 404 } }] } }
        : undefined,
    graphqlRoute('buscarFornecedorPorId', () => provider),
    graphqlRoute('buscarSubcontratadoPorFornecedor', () => linked),
    // the pick list searched as the server does (trade or legal name, or CNPJ)
    graphqlRoute('buscarSubcontratadosNaoVinculadosAoFornecedor', (v) => {
      const text = String(v.nome ?? '').toLowerCase();
      return all.filter(
        (s) =>
          !linked.some((l) => l.id === s.id) &&
          [s.nomeFantasia, s.razaoSocial, s.cnpj].some((field) => field.toLowerCase().includes(text)),
      );
    }),
    graphqlRoute('atualizarFlagSubcontratado', flag('isSubcontratado')),
    graphqlRoute('atualizarFlagDeclaracaoProdutor', flag('exigirDeclProdutor')),
    graphqlRoute('atualizarFlagCertificadoOrigem', flag('exigirCertifOrigem')),
    graphqlRoute('vincularSubcontratado', (v) => {
      linked = [...linked, all.find((s) => s.id === v.idSubcontratado)!];
      return linked;
    }),
    graphqlRoute('desvincularSubcontratado', (v) => {
      linked = linked.filter((s) => s.id !== v.idSubcontratado);
      return linked;
    }),
  ] satisfies FetchHandler[];
}
