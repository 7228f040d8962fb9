import { empresaSchema, sessaoSchema } from '@portal/domain';
import { requireUser, requireUserEvenIncomplete } from '../../platform/auth';
import type { GraphqlModule } from '../../platform/graphql';
import * as authService from './auth.service';

/** The session and the companies, for screens that use GraphQL. Both need a signed-in user. */
export const authGraphql: GraphqlModule = {
  types: { Sessao: sessaoSchema, Empresa: empresaSchema },
  typeDefs: /* GraphQL */ `
    extend type Query {
      "The signed-in user, as the bearer token says."
      sessao: Sessao!
      empresas: [Empresa!]!
    }
  `,
  resolvers: {
    Query: {
      // an incomplete account still learns who it is (the GraphQL form of GET /api/auth/me)
      sessao: (_root: unknown, _args: unknown, ctx) => authService.sessionOf(requireUserEvenIncomplete(ctx)),
      empresas: (_root: unknown, _args: unknown, ctx) => {
        requireUser(ctx);
        return authService.listCompanies({ db: ctx.app.database.db });
      },
    },
  },
};
