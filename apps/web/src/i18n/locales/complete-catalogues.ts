import type { Language } from '@portal/domain';
import type { AreaCatalogue } from '../area-texts';
import { cdsEnUS } from './areas/cds.en-US';
import { cdsEsES } from './areas/cds.es-ES';
import { cdsPtBR } from './areas/cds.pt-BR';
import { chartsEnUS } from './areas/charts.en-US';
import { chartsEsES } from './areas/charts.es-ES';
import { chartsPtBR } from './areas/charts.pt-BR';
import { conciliationEnUS } from './areas/conciliation.en-US';
import { conciliationEsES } from './areas/conciliation.es-ES';
import { conciliationPtBR } from './areas/conciliation.pt-BR';
import { labelsEnUS } from './areas/labels.en-US';
import { labelsEsES } from './areas/labels.es-ES';
import { labelsPtBR } from './areas/labels.pt-BR';
import { loadsEnUS } from './areas/loads.en-US';
import { loadsEsES } from './areas/loads.es-ES';
import { loadsPtBR } from './areas/loads.pt-BR';
import { printerEnUS } from './areas/printer.en-US';
import { printerEsES } from './areas/printer.es-ES';
import { printerPtBR } from './areas/printer.pt-BR';
import { providersEnUS } from './areas/providers.en-US';
import { providersEsES } from './areas/providers.es-ES';
import { providersPtBR } from './areas/providers.pt-BR';
import { subcontractorsEnUS } from './areas/subcontractors.en-US';
import { subcontractorsEsES } from './areas/subcontractors.es-ES';
import { subcontractorsPtBR } from './areas/subcontractors.pt-BR';
import { registrationEnUS } from './areas/registration.en-US';
import { registrationEsES } from './areas/registration.es-ES';
import { registrationPtBR } from './areas/registration.pt-BR';
import { complianceEnUS } from './areas/compliance.en-US';
import { complianceEsES } from './areas/compliance.es-ES';
import { compliancePtBR } from './areas/compliance.pt-BR';
import { samplesEnUS } from './areas/samples.en-US';
import { samplesEsES } from './areas/samples.es-ES';
import { samplesPtBR } from './areas/samples.pt-BR';
import { originCertificatesEnUS } from './areas/origin-certificates.en-US';
import { originCertificatesEsES } from './areas/origin-certificates.es-ES';
import { originCertificatesPtBR } from './areas/origin-certificates.pt-BR';
import { normsEnUS } from './areas/norms.en-US';
import { normsEsES } from './areas/norms.es-ES';
import { normsPtBR } from './areas/norms.pt-BR';
import { declarationsEnUS } from './areas/declarations.en-US';
import { declarationsEsES } from './areas/declarations.es-ES';
import { declarationsPtBR } from './areas/declarations.pt-BR';
import { sustainabilityEnUS } from './areas/sustainability.en-US';
import { sustainabilityEsES } from './areas/sustainability.es-ES';
import { sustainabilityPtBR } from './areas/sustainability.pt-BR';
import { idgfEnUS } from './areas/idgf.en-US';
import { idgfEsES } from './areas/idgf.es-ES';
import { idgfPtBR } from './areas/idgf.pt-BR';
import { schedulingEnUS } from './areas/scheduling.en-US';
import { schedulingEsES } from './areas/scheduling.es-ES';
import { schedulingPtBR } from './areas/scheduling.pt-BR';
import { calendarFeedEnUS } from './areas/calendar-feed.en-US';
import { calendarFeedEsES } from './areas/calendar-feed.es-ES';
import { calendarFeedPtBR } from './areas/calendar-feed.pt-BR';
import { preSchedulingEnUS } from './areas/pre-scheduling.en-US';
import { preSchedulingEsES } from './areas/pre-scheduling.es-ES';
import { preSchedulingPtBR } from './areas/pre-scheduling.pt-BR';
import { enUS } from './en-US';
import { esES } from './es-ES';
import { ptBR, type Catalogue } from './pt-BR';

/**
 * Every text of every language at once, area texts included: for the unit tests and the browser journeys only.
 * Importing this from app code would put every area's texts back on the first screen (i18n/area-texts.ts).
 */
export const COMPLETE_CATALOGUES: Record<Language, Catalogue & AreaCatalogue> = {
  'pt-BR': {
    ...ptBR,
    labels: labelsPtBR,
    printer: printerPtBR,
    charts: chartsPtBR,
    cds: cdsPtBR,
    loads: loadsPtBR,
    scheduling: schedulingPtBR,
    conciliation: conciliationPtBR,
    registration: registrationPtBR,
    providers: providersPtBR,
    subcontractors: subcontractorsPtBR,
    samples: samplesPtBR,
    compliance: compliancePtBR,
    originCertificates: originCertificatesPtBR,
    norms: normsPtBR,
    declarations: declarationsPtBR,
    sustainability: sustainabilityPtBR,
    calendarFeed: calendarFeedPtBR,
    preScheduling: preSchedulingPtBR,
    idgf: idgfPtBR,
  },
  'en-US': {
    ...enUS,
    labels: labelsEnUS,
    printer: printerEnUS,
    charts: chartsEnUS,
    cds: cdsEnUS,
    loads: loadsEnUS,
    scheduling: schedulingEnUS,
    conciliation: conciliationEnUS,
    registration: registrationEnUS,
    providers: providersEnUS,
    subcontractors: subcontractorsEnUS,
    samples: samplesEnUS,
    compliance: complianceEnUS,
    originCertificates: originCertificatesEnUS,
    norms: normsEnUS,
    declarations: declarationsEnUS,
    sustainability: sustainabilityEnUS,
    calendarFeed: calendarFeedEnUS,
    preScheduling: preSchedulingEnUS,
    idgf: idgfEnUS,
  },
  'es-ES': {
    ...esES,
    labels: labelsEsES,
    printer: printerEsES,
    charts: chartsEsES,
    cds: cdsEsES,
    loads: loadsEsES,
    scheduling: schedulingEsES,
    conciliation: conciliationEsES,
    registration: registrationEsES,
    providers: providersEsES,
    subcontractors: subcontractorsEsES,
    samples: samplesEsES,
    compliance: complianceEsES,
    originCertificates: originCertificatesEsES,
    norms: normsEsES,
    declarations: declarationsEsES,
    sustainability: sustainabilityEsES,
    calendarFeed: calendarFeedEsES,
    preScheduling: preSchedulingEsES,
    idgf: idgfEsES,
  },
};
