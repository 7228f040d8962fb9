import { z } from 'zod';

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
