import type { DeclarationAuditDto, DeclarationDto, NormDto } from '@portal/domain';
import { graphqlRoute, type FetchHandler } from '../../../test/helpers';
import { makeOrderHead } from '../../../test/order-head';

export const ORDER_ID = 4500001;

export const NORM_ACTIVE: NormDto = {
  id: 1,
  codigo: 'Mercosul ACE-18',
  descricao: 'Regime de Origem Mercosul',
  dataCriacao: '2025-10-01T13:00:00.000Z',
  ativo: true,
};
export const NORM_INACTIVE: NormDto = { ...NORM_ACTIVE, id: 4, codigo: 'ABNT NBR 13377', ativo: false };

export function makeDeclaration(over: Partial<DeclarationDto> = {}): DeclarationDto {
  return {
    id: 31,
    idPedido: ORDER_ID,
    dataPedido: '2026-02-20',
    idFornecedor: 10,
    nomeFornecedor: 'Confecções Vale do Itajaí Ltda',
    status: { id: 1, descricao: 'Aguardando avaliação' },
    statusFecomercio: { id: 1, descricao: 'Não enviada' },
    statusRMS: null,
    erroEnvioRMS: null,
    norma: null,
    itemFOBMin: null,
    itemFOBMax: null,
    dataDeclaracao: null,
    dataValidade: null,
    dataCadastro: '2026-03-10T13:15:00.000Z',
    numeroDJO: null,
    dataDJO: null,
    moeda: null,
    protocolo: null,
    observacao: null,
    nomeArquivo: 'declaracao.pdf',
    ...over,
  };
}

/** The upload page's backend: the order (needing a declaration unless told), its current declaration, the upload. */
export function uploadBackend(options: { current?: DeclarationDto | null; required?: boolean } = {}): FetchHandler[] {
  let current = options.current ?? null;
  const required = options.required ?? true;
  return [
    // the two order reads are operations on pedidoPorId
    (call) =>
      call.operation === 'pedidoCabecalho'
        ? { body: { data: { pedidoPorId: makeOrderHead({ id: ORDER_ID }) } } }
        : undefined,
    (call) =>
      call.operation === 'pedidoParaDeclaracaoProdutor'
        ? {
            body: {
              data: {
                pedidoPorId: {
                  id: ORDER_ID,
                  naturezaPedido: 'Normal',
                  fornecedor: { exigirDeclProdutor: required },
                  empresa: { exigirDeclProdutor: true },
                },
              },
            },
          }
        : undefined,
    graphqlRoute('buscarUltimaDeclaracao', () => current),
    graphqlRoute('declaracaoProdutor', (v) => {
      const [file] = v.file as { nome: string }[];
      current = makeDeclaration({ id: 32, nomeArquivo: file!.nome });
      return current;
    }),
  ];
}

export const AUDIT: DeclarationAuditDto = {
  declaracao: makeDeclaration({
    status: { id: 2, descricao: 'Aprovada' },
    statusFecomercio: { id: 5, descricao: 'Criação aprovada' },
    protocolo: 'FEC-2026-0001234',
    statusRMS: 'Enviado',
    norma: NORM_INACTIVE,
    itemFOBMin: '12.5000',
    itemFOBMax: '18.0000',
    dataDeclaracao: '2026-03-01',
    dataValidade: '2027-03-01',
    moeda: 'USD',
  }),
  itens: [
    {
      codItem: '550123',
      descricao: 'Camiseta malha algodão',
      cor: 'Azul',
      tamanho: 'M',
      ncm: '61091000',
      composicao: '100% algodão',
      qtCompra: 1200,
      custoUnitario: '18.9000',
    },
  ],
};

/** The details page's backend: the audit, the order's history, the active norms and the save. */
export function detailsBackend(): FetchHandler[] {
  return [
    graphqlRoute('declaracaoAuditoriaPorId', () => AUDIT),
    graphqlRoute('buscarHistoricoPorPedido', () => [
      AUDIT.declaracao,
      makeDeclaration({ id: 30, status: { id: 3, descricao: 'Reprovada' }, nomeArquivo: 'primeira.docx' }),
    ]),
    graphqlRoute('listarNormas', () => [NORM_ACTIVE]),
    graphqlRoute('atualizarDeclaracaoAuditoria', () => AUDIT.declaracao),
  ];
}
