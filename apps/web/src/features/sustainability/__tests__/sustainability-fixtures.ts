import type { CertificateDetailsDto, SustainabilityCertificateDto, SustainabilityListRowDto } from '@portal/domain';
import { graphqlRoute, route, type FetchHandler } from '../../../test/helpers';

export const ORDER_ID = 4215729;

/** A BCI cotton certificate awaiting approval. */
export const AWAITING: SustainabilityCertificateDto = {
  id: 31,
  idPedido: ORDER_ID,
  slot: 1,
  codigoCertificado: 'CS2026-000031',
  tipoCertificado: 1,
  certificateMaterialCode: 'BCI-2026-778120',
  idUDA: 2,
  codigoUDA: 'BCI',
  descricaoUDA: 'Algodão BCI',
  status: { id: 0, descricao: 'AGUARDANDO APROVAÇÃO' },
  certificadoValido: 'Não',
  certificadoComPeriodoVigenciaAtivo: null,
  dataCadastro: '2026-03-16T12:40:00.000Z',
  dataModificacao: '2026-03-16T12:40:00.000Z',
  dataExpedicao: null,
  dataValidade: null,
  situacaoValidade: 'none',
  conciliacaoAprovada: null,
  avaliacao: null,
  anotacoes: null,
  buyerIDNumberIgualALoja: null,
  qtdBCCUs: null,
  qtdBCCUsDentroDaMargemDeErro: null,
  codigoODNRepetido: null,
  codigoCertificadoODN: null,
  nomeArquivo: 'certificado-bci.pdf',
};

export const REJECTED: SustainabilityCertificateDto = {
  ...AWAITING,
  id: 30,
  codigoCertificado: 'CS2026-000030',
  status: { id: 2, descricao: 'REPROVADO' },
  anotacoes: 'Buyer ID do certificado não confere com o cadastro da loja.',
  dataValidade: '2026-04-02',
  situacaoValidade: 'expiring',
  dataCadastro: '2026-03-10T12:40:00.000Z',
};

/** The order as the upload page reads it: BCI cotton, Renner (requires both documents), supplier requires it. */
export const ORDER = {
  id: ORDER_ID,
  utilizaSubContratado: false,
  sustentabilidade: 'BCI',
  naturezaPedido: 'Normal',
  fornecedor: { exigirDeclProdutor: true },
  empresa: { exigirDeclProdutor: true, exigirCertSustentabilidade: true },
};

export const DETAILS: CertificateDetailsDto = {
  pedido: {
    numeroPedido: ORDER_ID,
    fornecedor: 104512,
    nomeFornecedor: 'Malharia Serra Gaúcha Ltda',
    semanaComercial: '12/2026',
    naturezaPedido: 'Normal',
    qtdePecas: 1200,
    sustentabilidade: 'BCI',
  },
  certificado: AWAITING,
};

export const ROW: SustainabilityListRowDto = {
  idCertificado: 31,
  codigoCertificado: 'CS2026-000031',
  status: { id: 0, descricao: 'AGUARDANDO APROVAÇÃO' },
  tipoCertificado: 2,
  slot: 1,
  numeroPedido: ORDER_ID,
  naturezaPedido: 'Importado',
  fornecedor: 104512,
  nomeFornecedor: 'Malharia Serra Gaúcha Indústria Têxtil Ltda',
  dataCriacao: '2026-03-16T12:40:00.000Z',
  dataModificacao: '2026-03-17T13:15:00.000Z',
  certificadoValido: 'Não',
  dataValidade: '2026-03-01',
  situacaoValidade: 'expired',
};

/** The reads of one order's certificates. */
export function orderReads(history: SustainabilityCertificateDto[] = [AWAITING, REJECTED]): FetchHandler[] {
  return [
    (call) =>
      call.operation === 'pedidoParaSustentabilidade' ? { body: { data: { pedidoPorId: ORDER } } } : undefined,
    graphqlRoute('buscarUltimoCertificado', () => history.slice(0, 1)),
    graphqlRoute('buscarCertificadosPorPedido', () => history),
    graphqlRoute('getDescricaoUDASustentabilidade', () => [
      { idUDA: 5, codigoUDA: 'RECICLADO', descricaoUDA: 'Poliéster reciclado' },
    ]),
    graphqlRoute('buscarDetalhesUltimoCertificadoPorPedido', () => DETAILS),
    route('GET', '/api/config/sustentabilidade', { body: { pausaMs: 0 } }),
  ];
}

/** A small PDF file as a person picks it. */
export function pdf(name = 'certificado.pdf'): File {
  return new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });
}
