import { commercialCheckResultSchema, reconcilePendingStepSchema, sampleValidationSchema } from '@portal/domain';
import { resolver, type GraphqlModule } from '../../platform/graphql';
import { pendingStep, validateSampleForConciliation } from './reconcile-road.service';
import * as reconcileService from './reconcile.service';
import { withUploadPlace } from './upload-limit';

/**
 * Reconcile in GraphQL: whether the order may go on to reconcile (its samples; every step of its road), and
 * conciliacaoComercial(id, file),
 * which uploads the NF-e of an order. One file per call by construction (`file` is a single ArquivoNotaInput: a
 * list is refused by GraphQL's own validation, so sendInvoice cannot happen here). StatusConciliacao is named
 * in conciliation.graphql.ts.
 */
export const reconcileGraphql: GraphqlModule = {
  types: {
    ResultadoConciliacaoComercial: commercialCheckResultSchema,
    ValidacaoAmostra: sampleValidationSchema,
    PendenciaConciliacao: reconcilePendingStepSchema,
  },
  typeDefs: /* GraphQL */ `
    "The uploaded invoice: its name, declared type (text/xml or application/xml) and base64 content."
    input ArquivoNotaInput {
      nome: String!
      tipo: String!
      "base64 of the file's bytes"
      conteudo: String!
    }

    extend type Query {
      "Whether the order may go on to reconcile (no sample of it waiting or rejected)."
      validarAmostraPedidoParaConciliacao(idPedido: Int!): ValidacaoAmostra!
      "The step the order still lacks before it can be reconciled (its sample, its subcontractor invoice), or null."
      pendenciaConciliacao(idPedido: Int!): PendenciaConciliacao
    }

    extend type Mutation {
      "Uploads the NF-e of an A order and runs the commercial check: a new conciliation, commercial 2 or 3."
      conciliacaoComercial(id: Int!, file: ArquivoNotaInput!): ResultadoConciliacaoComercial!
    }
  `,
  resolvers: {
    Query: {
      validarAmostraPedidoParaConciliacao: resolver('reconcile', (ctx, args: { idPedido: number }) =>
        validateSampleForConciliation(ctx, args.idPedido),
      ),
      pendenciaConciliacao: resolver('reconcile', (ctx, args: { idPedido: number }) => pendingStep(ctx, args.idPedido)),
    },
    Mutation: {
      // a 1 MB invoice holds a core for tens of ms: uploads take turns (upload-limit.ts)
      conciliacaoComercial: resolver('reconcile', (ctx, args: { id: number; file: unknown }, mercurius) =>
        withUploadPlace(mercurius.app, () => reconcileService.checkCommercial(ctx, args)),
      ),
    },
  },
};
