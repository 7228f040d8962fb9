import {
  auditStatusSchema,
  CERTIFICATE_HISTORY_MAX,
  certificateDetailsSchema,
  certificateFileAnswerSchema,
  certificateOrderSchema,
  SUSTAINABILITY_PAGE_SIZE,
  SUSTAINABILITY_REPORT_MAX,
  sustainabilityCertificateSchema,
  sustainabilityListRowSchema,
  sustainabilityPageSchema,
  sustainabilityUdaSchema,
} from '@portal/domain';
import { byArgument, resolver, type GraphqlModule } from '../../platform/graphql';
import * as service from './sustainability.service';

const FILTER_INPUT = /* GraphQL */ `
  "Blank or null is no filter. fornecedor: the provider's code or name (contains, ignoring case); tipoCertificado 1 BCI cotton, 2 other attributes; statusAuditoria 0 awaiting, 1 approved, 2 rejected; days YYYY-MM-DD (São Paulo), both included; orderBy dataCriacao (default) or dataModificacao, newest first."
  input FiltroSustentabilidadeInput {
    fornecedor: String
    numeroPedido: Int
    tipoCertificado: Int
    statusAuditoria: Int
    dataCriacaoInicial: String
    dataCriacaoFinal: String
    dataPedidoInicial: String
    dataPedidoFinal: String
    orderBy: String
  }
`;

/**
 * Sustainability certificates in GraphQL (spec 001 §7 "Sustainability"; the history query is
 * buscarCertificadosPorPedido, decision A1). Reads of one order need sustainability (all six profiles, on the orders
 * they see), the upload sustainability-add-file, the list and report sustainability-list, the audit
 * edit-sustainability-status.
 */
export const sustainabilityGraphql: GraphqlModule = {
  types: {
    StatusAuditoriaCertificado: auditStatusSchema,
    CertificadoSustentabilidade: sustainabilityCertificateSchema,
    UdaSustentabilidade: sustainabilityUdaSchema,
    PedidoCertificado: certificateOrderSchema,
    DetalhesCertificadoSustentabilidade: certificateDetailsSchema,
    LinhaSustentabilidade: sustainabilityListRowSchema,
    PaginaSustentabilidade: sustainabilityPageSchema,
    ArquivoCertificado: certificateFileAnswerSchema,
  },
  typeDefs: /* GraphQL */ `
    "The certificate PDF: its name, its declared type and its bytes in base64 (at most 10 MiB)."
    input ArquivoCertificadoInput {
      nome: String!
      tipo: String!
      conteudo: String!
    }

    "The audit form: status (0 awaiting, 1 approved, 2 rejected; null is 0) and certificadoValido (S, Sim, 1 are Sim) always; an optional field left out is cleared. A rejection needs anotacoes. Dates YYYY-MM-DD; qtdBCCUs a decimal text."
    input InformacoesCertificadoInput {
      id: Int!
      status: Int
      certificadoValido: String
      conciliacaoAprovada: Boolean
      avaliacao: String
      anotacoes: String
      buyerIDNumberIgualALoja: Boolean
      qtdBCCUs: String
      qtdBCCUsDentroDaMargemDeErro: Boolean
      codigoODNRepetido: Boolean
      codigoCertificadoODN: String
      dataValidade: String
      certificadoComPeriodoVigenciaAtivo: Boolean
    }

    ${FILTER_INPUT}

    extend type Query {
      "The UDAs of the order's items a certificate of the type may be tied to (2: the second certificate's choices)."
      getDescricaoUDASustentabilidade(idPedido: Int!, tipoCertificado: Int): [UdaSustentabilidade!]!
        @listSize(assumedSize: 50)
      "The order's current certificate of each slot (slot 1 first; none, one or two)."
      buscarUltimoCertificado(idPedido: Int!): [CertificadoSustentabilidade!]! @listSize(assumedSize: 2)
      "The audit page: the order context and the certificate named (idCertificado), else the newest of the type, else the current one; null when none."
      buscarDetalhesUltimoCertificadoPorPedido(
        idPedido: Int!
        tipoCertificado: Int
        idCertificado: Int
      ): DetalhesCertificadoSustentabilidade!
      "Every upload of the order, newest first (spec 001 buscarPorPedido, decision A1)."
      buscarCertificadosPorPedido(idPedido: Int!): [CertificadoSustentabilidade!]!
        @listSize(assumedSize: ${CERTIFICATE_HISTORY_MAX})
      "A page (from 0) of ${SUSTAINABILITY_PAGE_SIZE} certificates. Admin, Usuario, Logistica."
      listarSustentabilidadeAuditoriaFiltrada(filtro: FiltroSustentabilidadeInput, pagina: Int): PaginaSustentabilidade!
      "The report as CSV text (BOM, semicolons; at most ${SUSTAINABILITY_REPORT_MAX} rows); GET /api/sustentabilidade/relatorio.csv streams the same."
      listarSustentabilidadeParaRelatorio(filtro: FiltroSustentabilidadeInput): String!
      "A certificate's PDF in base64, its file name with the order number (404 when unknown or not visible)."
      buscarArquivoPorIdCertificado(idCertificado: Int!): ArquivoCertificado!
    }

    extend type Mutation {
      "Uploads a certificate for an order that needs one: cotton (1) with its material code, other attributes (2) with dataExpedicao (dd/mm/yyyy or YYYY-MM-DD); idUDA makes it the second certificate (type 2). Awaits approval."
      sustentabilidade(
        orderId: Int!
        file: ArquivoCertificadoInput!
        certificateMaterialCode: String
        dataExpedicao: String
        idUDA: Int
      ): CertificadoSustentabilidade!
      "Saves the audit of a certificate. Admin (edit-sustainability-status)."
      atualizarInformacoesCertificado(certificado: InformacoesCertificadoInput!): CertificadoSustentabilidade!
    }
  `,
  resolvers: {
    Query: {
      getDescricaoUDASustentabilidade: resolver('sustainability', service.listUdas),
      buscarUltimoCertificado: resolver('sustainability', service.currentCertificates),
      buscarDetalhesUltimoCertificadoPorPedido: resolver('sustainability', service.certificateDetails),
      buscarCertificadosPorPedido: resolver('sustainability', service.certificateHistory),
      listarSustentabilidadeAuditoriaFiltrada: resolver('sustainability-list', service.listCertificates),
      listarSustentabilidadeParaRelatorio: resolver('sustainability-list', service.reportCsvText),
      buscarArquivoPorIdCertificado: resolver('sustainability', byArgument('idCertificado', service.certificateFile)),
    },
    Mutation: {
      sustentabilidade: resolver('sustainability-add-file', service.uploadCertificate),
      atualizarInformacoesCertificado: resolver('edit-sustainability-status', service.auditCertificate),
    },
  },
};
