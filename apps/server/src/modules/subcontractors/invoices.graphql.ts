import {
  providerSummarySchema,
  SUBCONTRACTOR_INVOICES_MAX,
  subcontractorInvoiceSchema,
  type Permission,
} from '@portal/domain';
import { byArgument, resolver, type GraphqlModule } from '../../platform/graphql';
import * as invoicesService from './invoices.service';

/** The screen's permission: all six profiles (spec 001 §6); the order's row scope decides which invoices. */
const INVOICES: Permission = 'subcontractor-invoice';

/**
 * Subcontractor invoices in GraphQL (spec 001 §7 "Subcontractors": invoice queries by id and by order,
 * create and update, deletarNotaFiscalSubcontratado; the names the spec leaves open follow its style).
 * SubcontratadoResumo is declared by the providers area.
 */
export const invoicesGraphql: GraphqlModule = {
  types: { FornecedorResumo: providerSummarySchema, NotaFiscalSubcontratado: subcontractorInvoiceSchema },
  typeDefs: /* GraphQL */ `
    "The invoice form: the order and its provider, the subcontractor and the outbound invoice required (requiredField names the first missing); the return's date, number and pieces optional, given together (null when empty). Dates YYYY-MM-DD; NF-e numbers 1 to 9 digits (the DANFE's dots and leading zeros allowed)."
    input NotaFiscalSubcontratadoInput {
      idPedido: Int
      idFornecedor: Int
      "-1 (the pick list's placeholder) or null: not chosen"
      idSubcontratado: Int
      dataNotaFiscalSaida: String
      numeroNotaFiscalSaida: String
      quantidadePecasSaida: Int
      dataNotaFiscalRetorno: String
      numeroNotaFiscalRetorno: String
      quantidadePecasRetorno: Int
    }

    extend type Query {
      "The order's invoices, oldest first; idFornecedor must be the order's (404 otherwise, like an unknown order). All profiles, on the orders they see."
      buscarNotasFiscaisSubcontratadoPorPedido(idPedido: Int!, idFornecedor: Int!): [NotaFiscalSubcontratado!]!
        @listSize(assumedSize: ${SUBCONTRACTOR_INVOICES_MAX})
      "One invoice (404 when unknown or on an order the user does not see)."
      buscarNotaFiscalSubcontratadoPorId(idNotaFiscal: Int!): NotaFiscalSubcontratado!
      "The invoice form's pick list: the active subcontractors linked to the order's provider, by trade name."
      subcontratadosDoPedido(idPedido: Int!): [SubcontratadoResumo!]!
    }

    extend type Mutation {
      "Registers an invoice; refused once the order's conciliation is 2/2, when the order does not use a subcontractor, for a subcontractor not linked or inactive, and by the quantity and date rules."
      criarNotaFiscalSubcontratado(notaFiscal: NotaFiscalSubcontratadoInput!): NotaFiscalSubcontratado!
      "Saves the whole form of an invoice of the same order, under the same rules."
      atualizarNotaFiscalSubcontratado(idNotaFiscal: Int!, notaFiscal: NotaFiscalSubcontratadoInput!): NotaFiscalSubcontratado!
      "Deletes an invoice (true); refused once the order's conciliation is 2/2."
      deletarNotaFiscalSubcontratado(idNotaFiscal: Int!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      buscarNotasFiscaisSubcontratadoPorPedido: resolver(INVOICES, invoicesService.invoicesOfOrder),
      buscarNotaFiscalSubcontratadoPorId: resolver(INVOICES, byArgument('idNotaFiscal', invoicesService.getInvoice)),
      subcontratadosDoPedido: resolver(INVOICES, byArgument('idPedido', invoicesService.subcontractorsOfOrder)),
    },
    Mutation: {
      criarNotaFiscalSubcontratado: resolver(INVOICES, invoicesService.createInvoice),
      atualizarNotaFiscalSubcontratado: resolver(INVOICES, invoicesService.updateInvoice),
      deletarNotaFiscalSubcontratado: resolver(INVOICES, byArgument('idNotaFiscal', invoicesService.deleteInvoice)),
    },
  },
};
