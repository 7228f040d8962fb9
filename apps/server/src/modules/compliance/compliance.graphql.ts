import { EXPIRY_WARNING_DAYS, expiringDocumentSchema } from '@portal/domain';
import { resolver, type GraphqlModule } from '../../platform/graphql';
import * as complianceService from './compliance.service';

/**
 * The compliance documents across areas in GraphQL: the expiry warnings of the supplier's /main. Every profile that
 * opens /main may ask; each sees the documents of the orders in its row scope.
 */
export const complianceGraphql: GraphqlModule = {
  types: { DocumentoAVencer: expiringDocumentSchema },
  typeDefs: /* GraphQL */ `
    extend type Query {
      "Sustainability certificates and producer declarations (the latest of each order, not rejected) lapsing within ${EXPIRY_WARNING_DAYS} days or lapsed in the last ${EXPIRY_WARNING_DAYS}, soonest first; limite 1-${complianceService.EXPIRING_DOCUMENTS_MAX}."
      documentosAVencer(limite: Int): [DocumentoAVencer!]!
    }
  `,
  resolvers: {
    Query: {
      documentosAVencer: resolver('main', complianceService.expiringDocuments),
    },
  },
};
