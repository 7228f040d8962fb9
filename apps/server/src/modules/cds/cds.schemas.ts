import { areaRoute } from '../../platform/routes';

/** What the CD-administration routes share. Their answer shapes are the domain's (cd-contracts.ts). */
export {
  cdDetailSchema,
  cdExceptionSchema,
  cdListItemSchema,
  gateSchema,
  gateVariationSchema,
  variationDatesSchema,
} from '@portal/domain';

/** The options of a CD route: the permission it needs, and its OpenAPI schema under the cds tag with the bearer token. */
export const cdRoute = areaRoute('cds');
