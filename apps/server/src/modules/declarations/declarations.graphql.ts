import {
  DECLARATION_HISTORY_MAX,
  DECLARATION_PAGE_SIZE,
  declarationAuditSchema,
  declarationFileAnswerSchema,
  declarationItemSchema,
  declarationPageSchema,
  declarationSchema,
  declarationStatusSchema,
} from '@portal/domain';
import { byArgument, resolver, type GraphqlModule } from '../../platform/graphql';
import * as declarationsService from './declarations.service';

/**
 * Producer declarations in GraphQL (spec 001 §7 "Producer declaration and norms"). The upload, the order's last
 * declaration, its history and a declaration's file need producer-declaration (all six profiles, each on the orders
 * it sees); the list declaration-list (Admin, Usuario, Logistica); the audit form declaration-details (Admin,
 * Logistica), and its save edit-declaration-details as well (Admin).
 */
export const declarationsGraphql: GraphqlModule = {
  types: {
    StatusDeclaracao: declarationStatusSchema,
    DeclaracaoProdutor: declarationSchema,
    ItemDeclaracao: declarationItemSchema,
    DeclaracaoAuditoria: declarationAuditSchema,
    PaginaDeclaracoes: declarationPageSchema,
    ArquivoDeclaracao: declarationFileAnswerSchema,
  },
  typeDefs: /* GraphQL */ `
    "A file sent: its name, declared type and base64 content."
    input ArquivoDeclaracaoInput {
      nome: String!
      tipo: String!
      "base64 of the file's bytes"
      conteudo: String!
    }

    "Blank or null is no filter. fornecedor: the provider's name (contains, ignoring case); dates YYYY-MM-DD, both included; orderBy cadastroDesc (default), cadastroAsc, pedidoAsc or validadeAsc."
    input FiltroDeclaracaoInput {
      pedido: Int
      fornecedor: String
      status: Int
      dataPedidoInicial: String
      dataPedidoFinal: String
      dataCadastroInicial: String
      dataCadastroFinal: String
      orderBy: String
    }

    "The audit form: status (1, 2, 3) required; the other fields are sent when filled, one left out is empty."
    input DeclaracaoAuditoriaInput {
      status: Int
      idNorma: Int
      itemFOBMin: String
      itemFOBMax: String
      dataDeclaracao: String
      dataValidade: String
      numeroDJO: String
      dataDJO: String
      moeda: String
      observacao: String
    }

    extend type Query {
      "The order's current (newest) declaration, or null. All profiles, on the orders they see."
      buscarUltimaDeclaracao(idPedido: Int!): DeclaracaoProdutor
      "The order's declarations, newest first. All profiles, on the orders they see."
      buscarHistoricoPorPedido(idPedido: Int!): [DeclaracaoProdutor!]! @listSize(assumedSize: ${DECLARATION_HISTORY_MAX})
      "A declaration with its order's items (404 when unknown). Admin, Logistica."
      declaracaoAuditoriaPorId(idDeclaracao: Int!): DeclaracaoAuditoria!
      "A page (from 0) of max (at most ${DECLARATION_PAGE_SIZE}, the default) declarations in the chosen order. Admin, Usuario, Logistica."
      listarTodasFiltradas(filtro: FiltroDeclaracaoInput, pagina: Int, max: Int): PaginaDeclaracoes!
      "A declaration's file, base64, under the name it was sent with. All profiles, on the orders they see."
      buscarArquivoPorIdDeclaracao(idDeclaracao: Int!): ArquivoDeclaracao!
    }

    extend type Mutation {
      "Sends the producer declaration of an order that needs one: one .doc, .docx or PDF (several: sendInvoice)."
      declaracaoProdutor(orderId: Int!, file: [ArquivoDeclaracaoInput!]!): DeclaracaoProdutor!
      "Saves the audit of a declaration. Admin."
      atualizarDeclaracaoAuditoria(idDeclaracao: Int!, auditoria: DeclaracaoAuditoriaInput!): DeclaracaoProdutor!
    }
  `,
  resolvers: {
    Query: {
      buscarUltimaDeclaracao: resolver(
        'producer-declaration',
        byArgument('idPedido', declarationsService.lastDeclaration),
      ),
      buscarHistoricoPorPedido: resolver(
        'producer-declaration',
        byArgument('idPedido', declarationsService.declarationHistory),
      ),
      declaracaoAuditoriaPorId: resolver(
        'declaration-details',
        byArgument('idDeclaracao', declarationsService.auditDetails),
      ),
      listarTodasFiltradas: resolver('declaration-list', declarationsService.listDeclarations),
      buscarArquivoPorIdDeclaracao: resolver(
        'producer-declaration',
        byArgument('idDeclaracao', declarationsService.declarationFile),
      ),
    },
    Mutation: {
      declaracaoProdutor: resolver('producer-declaration', declarationsService.uploadDeclaration),
      atualizarDeclaracaoAuditoria: resolver('declaration-details', declarationsService.updateDeclarationAudit),
    },
  },
};
