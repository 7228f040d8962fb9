import Fastify, { type FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authGraphql } from './modules/auth/auth.graphql';
import { authRoutes } from './modules/auth/auth.routes';
import { calendarFeedRoutes } from './modules/calendar-feed/calendar-feed.routes';
import { cdRoutes } from './modules/cds/cds.routes';
import { chartRoutes } from './modules/charts/charts.routes';
import { conciliationGraphql } from './modules/conciliation/conciliation.graphql';
import { conciliationRoutes } from './modules/conciliation/conciliation.routes';
import { labelsGraphql } from './modules/labels/labels.graphql';
import { labelRoutes } from './modules/labels/labels.routes';
import { leftoverRoutes } from './modules/leftovers/leftovers.routes';
import { loadsGraphql } from './modules/loads/loads.graphql';
import { loadRoutes } from './modules/loads/loads.routes';
import { ordersGraphql } from './modules/orders/orders.graphql';
import { ordersRoutes } from './modules/orders/orders.routes';
import { originCertificateRoutes } from './modules/origin-certificates/origin-certificates.routes';
import { providersGraphql } from './modules/providers/providers.graphql';
import { providerRoutes } from './modules/providers/providers.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { samplesGraphql } from './modules/samples/samples.graphql';
import { complianceGraphql } from './modules/compliance/compliance.graphql';
import { normsGraphql } from './modules/norms/norms.graphql';
import { declarationsGraphql } from './modules/declarations/declarations.graphql';
import { declarationRoutes } from './modules/declarations/declarations.routes';
import { sustainabilityGraphql } from './modules/sustainability/sustainability.graphql';
import { sustainabilityRoutes } from './modules/sustainability/sustainability.routes';
import { registrationRoutes } from './modules/registration/registration.routes';
import { preSchedulingGraphql } from './modules/pre-scheduling/pre-scheduling.graphql';
import { schedulingGraphql } from './modules/scheduling/scheduling.graphql';
import { preSchedulingRoutes } from './modules/pre-scheduling/pre-scheduling.routes';
import { schedulingRoutes } from './modules/scheduling/scheduling.routes';
import { subcontractorsGraphql } from './modules/subcontractors/subcontractors.graphql';
import { subcontractorRoutes } from './modules/subcontractors/subcontractors.routes';
import { idgfRoutes } from './modules/idgf/idgf.routes';
import type { Config } from './platform/config';
import { decorateContext } from './platform/context';
import type { Database } from './platform/database';
import { registerErrorHandling } from './platform/errors';
import { registerGraphql, type GraphqlModule } from './platform/graphql';
import { healthRoutes } from './platform/health.routes';
import { loggingOptions, registerHttpPlatform } from './platform/http';
import { registerOpenApi } from './platform/openapi';
import { registerRequestLimits } from './platform/request-limits';
import { registerWebApp } from './platform/web-app';

/** A business area: its REST routes (mounted under /api; none when the spec gives it only GraphQL) and what it adds to the GraphQL schema. */
export interface Area {
  name: string;
  routes?: FastifyPluginAsyncZod;
  graphql?: GraphqlModule;
}

/** Every area of the portal, registered by name. Adding an area is one line here. */
export const AREAS: readonly Area[] = [
  // one line per area: { name, routes, graphql? }
  { name: 'auth', routes: authRoutes, graphql: authGraphql },
  { name: 'registration', routes: registrationRoutes },
  { name: 'orders', routes: ordersRoutes, graphql: ordersGraphql },
  { name: 'leftovers', routes: leftoverRoutes },
  { name: 'reports', routes: reportsRoutes },
  { name: 'loads', routes: loadRoutes, graphql: loadsGraphql },
  { name: 'scheduling', routes: schedulingRoutes, graphql: schedulingGraphql },
  { name: 'cds', routes: cdRoutes },
  { name: 'conciliation', routes: conciliationRoutes, graphql: conciliationGraphql },
  { name: 'labels', routes: labelRoutes, graphql: labelsGraphql },
  { name: 'charts', routes: chartRoutes },
  { name: 'providers', routes: providerRoutes, graphql: providersGraphql },
  { name: 'subcontractors', routes: subcontractorRoutes, graphql: subcontractorsGraphql },
  { name: 'samples', graphql: samplesGraphql },
  { name: 'compliance', graphql: complianceGraphql },
  { name: 'origin-certificates', routes: originCertificateRoutes },
  { name: 'norms', graphql: normsGraphql },
  { name: 'declarations', routes: declarationRoutes, graphql: declarationsGraphql },
  { name: 'sustainability', routes: sustainabilityRoutes, graphql: sustainabilityGraphql },
  { name: 'calendar-feed', routes: calendarFeedRoutes },
  { name: 'pre-scheduling', routes: preSchedulingRoutes, graphql: preSchedulingGraphql },
  { name: 'idgf', routes: idgfRoutes },
];

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Where logs go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
}

/** Builds the Fastify app: platform plugins first, then the areas, then the web app. Not started. */
export async function buildApp({ config, database, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(config, logStream),
    trustProxy: config.TRUST_PROXY === 'true',
    // GraphQL calls may carry base64 files (invoices, certificates)
    bodyLimit: 20 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });

  decorateContext(app, config, database);
  app.decorateRequest('user', null);

  await registerHttpPlatform(app, config);
  registerRequestLimits(app);
  await registerOpenApi(app, config);
  const spaFallback = await registerWebApp(app, config);
  registerErrorHandling(app, { spaFallback });

  await app.register(
    async (api) => {
      // zod checks and serialises the REST routes; GraphQL keeps its own JSON schemas
      api.setValidatorCompiler(validatorCompiler);
      api.setSerializerCompiler(serializerCompiler);
      await api.register(healthRoutes);
      for (const area of AREAS) {
        if (area.routes) await api.register(area.routes);
        api.log.debug({ area: area.name }, 'area registered');
      }
    },
    { prefix: '/api' },
  );

  await app.register(
    async (scope) => {
      await registerGraphql(
        scope,
        AREAS.flatMap((area) => (area.graphql ? [area.graphql] : [])),
        { ide: config.NODE_ENV !== 'production' },
      );
    },
    { prefix: '/api' },
  );

  return app;
}
