import type { Permission } from '@portal/domain';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth';

/** What the CD-administration routes share. Their answer shapes are the domain's (cd-contracts.ts). */
export {
  cdDetailSchema,
  cdExceptionSchema,
  cdListItemSchema,
  gateSchema,
  gateVariationSchema,
  variationDatesSchema,
} from '@portal/domain';

export const bearer = [{ bearer: [] }];

export const idParams = z.object({ id: z.coerce.number().int().positive() });

export const noContent = z.null().describe('No content');

/** The options of a CD route: the permission it needs, and its OpenAPI schema under the cds tag with the bearer token. */
export function cdRoute<S extends Omit<FastifySchema, 'tags' | 'security'>>(permission: Permission, schema: S) {
  return { preHandler: requirePermission(permission), schema: { tags: ['cds'], security: bearer, ...schema } };
}
