import type { MercuriusContext } from 'mercurius';
import { assertPermission } from '../../platform/auth';
import type { GraphqlModule } from '../../platform/graphql';
import * as checksService from './checks.service';
import { withUploadPlace } from './upload-limit';

/**
 * The commercial check in GraphQL: conciliacaoComercial(id, file) uploads the NF-e of an order. One file per
 * call by construction (`file` is a single ArquivoNotaInput: a list is refused by GraphQL's own validation, so
 * sendInvoice cannot happen here). StatusConciliacao is declared in conciliation.graphql.ts.
 */
export const checksGraphql: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "The uploaded invoice: its name, declared type (text/xml or application/xml) and base64 content."
    input ArquivoNotaInput {
      nome: String!
      tipo: String!
      "base64 of the file's bytes"
      conteudo: String!
    }

    "The new conciliation and its commercial side (CommercialCheckResultDto)."
    type ResultadoConciliacaoComercial {
      id: Int!
      idPedido: Int!
      statusConciliacaoComercial: StatusConciliacao!
      "In the request's language; null when the commercial side is 2."
      motivoReprovacao: String
    }

    extend type Mutation {
      "Uploads the NF-e of an A order and runs the commercial check: a new conciliation, commercial 2 or 3."
      conciliacaoComercial(id: Int!, file: ArquivoNotaInput!): ResultadoConciliacaoComercial!
    }
  `,
  resolvers: {
    Mutation: {
      conciliacaoComercial: (_root: unknown, args: { id: number; file: unknown }, ctx: MercuriusContext) => {
        const user = assertPermission(ctx, 'reconcile');
        // a 1 MB invoice holds a core for tens of ms: uploads take turns (upload-limit.ts)
        return withUploadPlace(ctx.app, () =>
          checksService.checkCommercial(
            { db: ctx.app.database.db, user, language: ctx.language, requestId: ctx.requestId },
            args,
          ),
        );
      },
    },
  },
};
