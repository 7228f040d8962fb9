import type { Language } from '@portal/domain';
import type { cdsPtBR } from './locales/areas/cds.pt-BR';
import type { chartsPtBR } from './locales/areas/charts.pt-BR';
import type { conciliationPtBR } from './locales/areas/conciliation.pt-BR';
import type { labelsPtBR } from './locales/areas/labels.pt-BR';
import type { loadsPtBR } from './locales/areas/loads.pt-BR';
import type { printerPtBR } from './locales/areas/printer.pt-BR';
import type { providersPtBR } from './locales/areas/providers.pt-BR';
import type { schedulingPtBR } from './locales/areas/scheduling.pt-BR';
import type { registrationPtBR } from './locales/areas/registration.pt-BR';
import type { subcontractorsPtBR } from './locales/areas/subcontractors.pt-BR';
import type { samplesPtBR } from './locales/areas/samples.pt-BR';
import type { compliancePtBR } from './locales/areas/compliance.pt-BR';
import type { originCertificatesPtBR } from './locales/areas/origin-certificates.pt-BR';
import type { normsPtBR } from './locales/areas/norms.pt-BR';
import type { declarationsPtBR } from './locales/areas/declarations.pt-BR';
import type { sustainabilityPtBR } from './locales/areas/sustainability.pt-BR';
import type { calendarFeedPtBR } from './locales/areas/calendar-feed.pt-BR';
import type { preSchedulingPtBR } from './locales/areas/pre-scheduling.pt-BR';
import type { idgfPtBR } from './locales/areas/idgf.pt-BR';

/**
 * The texts of each area load with its screens instead of with the first one: each language of each area is its
 * own chunk (the paths are literal so that Vite splits them). The keys are the catalogue's top-level keys, and
 * routes.tsx names the areas a screen needs (withAreaTexts). A new area's texts start here, not in
 * locales/{pt-BR,en-US,es-ES}.ts, which hold what the first screen and the shell need (docs/performance.md).
 */
export const AREA_TEXTS = {
  labels: {
    'pt-BR': () => import('./locales/areas/labels.pt-BR').then((m) => m.labelsPtBR),
    'en-US': () => import('./locales/areas/labels.en-US').then((m) => m.labelsEnUS),
    'es-ES': () => import('./locales/areas/labels.es-ES').then((m) => m.labelsEsES),
  },
  printer: {
    'pt-BR': () => import('./locales/areas/printer.pt-BR').then((m) => m.printerPtBR),
    'en-US': () => import('./locales/areas/printer.en-US').then((m) => m.printerEnUS),
    'es-ES': () => import('./locales/areas/printer.es-ES').then((m) => m.printerEsES),
  },
  charts: {
    'pt-BR': () => import('./locales/areas/charts.pt-BR').then((m) => m.chartsPtBR),
    'en-US': () => import('./locales/areas/charts.en-US').then((m) => m.chartsEnUS),
    'es-ES': () => import('./locales/areas/charts.es-ES').then((m) => m.chartsEsES),
  },
  cds: {
    'pt-BR': () => import('./locales/areas/cds.pt-BR').then((m) => m.cdsPtBR),
    'en-US': () => import('./locales/areas/cds.en-US').then((m) => m.cdsEnUS),
    'es-ES': () => import('./locales/areas/cds.es-ES').then((m) => m.cdsEsES),
  },
  loads: {
    'pt-BR': () => import('./locales/areas/loads.pt-BR').then((m) => m.loadsPtBR),
    'en-US': () => import('./locales/areas/loads.en-US').then((m) => m.loadsEnUS),
    'es-ES': () => import('./locales/areas/loads.es-ES').then((m) => m.loadsEsES),
  },
  scheduling: {
    'pt-BR': () => import('./locales/areas/scheduling.pt-BR').then((m) => m.schedulingPtBR),
    'en-US': () => import('./locales/areas/scheduling.en-US').then((m) => m.schedulingEnUS),
    'es-ES': () => import('./locales/areas/scheduling.es-ES').then((m) => m.schedulingEsES),
  },
  conciliation: {
    'pt-BR': () => import('./locales/areas/conciliation.pt-BR').then((m) => m.conciliationPtBR),
    'en-US': () => import('./locales/areas/conciliation.en-US').then((m) => m.conciliationEnUS),
    'es-ES': () => import('./locales/areas/conciliation.es-ES').then((m) => m.conciliationEsES),
  },
  registration: {
    'pt-BR': () => import('./locales/areas/registration.pt-BR').then((m) => m.registrationPtBR),
    'en-US': () => import('./locales/areas/registration.en-US').then((m) => m.registrationEnUS),
    'es-ES': () => import('./locales/areas/registration.es-ES').then((m) => m.registrationEsES),
  },
  providers: {
    'pt-BR': () => import('./locales/areas/providers.pt-BR').then((m) => m.providersPtBR),
    'en-US': () => import('./locales/areas/providers.en-US').then((m) => m.providersEnUS),
    'es-ES': () => import('./locales/areas/providers.es-ES').then((m) => m.providersEsES),
  },
  subcontractors: {
    'pt-BR': () => import('./locales/areas/subcontractors.pt-BR').then((m) => m.subcontractorsPtBR),
    'en-US': () => import('./locales/areas/subcontractors.en-US').then((m) => m.subcontractorsEnUS),
    'es-ES': () => import('./locales/areas/subcontractors.es-ES').then((m) => m.subcontractorsEsES),
  },
  samples: {
    'pt-BR': () => import('./locales/areas/samples.pt-BR').then((m) => m.samplesPtBR),
    'en-US': () => import('./locales/areas/samples.en-US').then((m) => m.samplesEnUS),
    'es-ES': () => import('./locales/areas/samples.es-ES').then((m) => m.samplesEsES),
  },
  compliance: {
    'pt-BR': () => import('./locales/areas/compliance.pt-BR').then((m) => m.compliancePtBR),
    'en-US': () => import('./locales/areas/compliance.en-US').then((m) => m.complianceEnUS),
    'es-ES': () => import('./locales/areas/compliance.es-ES').then((m) => m.complianceEsES),
  },
  originCertificates: {
    'pt-BR': () => import('./locales/areas/origin-certificates.pt-BR').then((m) => m.originCertificatesPtBR),
    'en-US': () => import('./locales/areas/origin-certificates.en-US').then((m) => m.originCertificatesEnUS),
    'es-ES': () => import('./locales/areas/origin-certificates.es-ES').then((m) => m.originCertificatesEsES),
  },
  norms: {
    'pt-BR': () => import('./locales/areas/norms.pt-BR').then((m) => m.normsPtBR),
    'en-US': () => import('./locales/areas/norms.en-US').then((m) => m.normsEnUS),
    'es-ES': () => import('./locales/areas/norms.es-ES').then((m) => m.normsEsES),
  },
  declarations: {
    'pt-BR': () => import('./locales/areas/declarations.pt-BR').then((m) => m.declarationsPtBR),
    'en-US': () => import('./locales/areas/declarations.en-US').then((m) => m.declarationsEnUS),
    'es-ES': () => import('./locales/areas/declarations.es-ES').then((m) => m.declarationsEsES),
  },
  sustainability: {
    'pt-BR': () => import('./locales/areas/sustainability.pt-BR').then((m) => m.sustainabilityPtBR),
    'en-US': () => import('./locales/areas/sustainability.en-US').then((m) => m.sustainabilityEnUS),
    'es-ES': () => import('./locales/areas/sustainability.es-ES').then((m) => m.sustainabilityEsES),
  },
  calendarFeed: {
    'pt-BR': () => import('./locales/areas/calendar-feed.pt-BR').then((m) => m.calendarFeedPtBR),
    'en-US': () => import('./locales/areas/calendar-feed.en-US').then((m) => m.calendarFeedEnUS),
    'es-ES': () => import('./locales/areas/calendar-feed.es-ES').then((m) => m.calendarFeedEsES),
  },
  preScheduling: {
    'pt-BR': () => import('./locales/areas/pre-scheduling.pt-BR').then((m) => m.preSchedulingPtBR),
    'en-US': () => import('./locales/areas/pre-scheduling.en-US').then((m) => m.preSchedulingEnUS),
    'es-ES': () => import('./locales/areas/pre-scheduling.es-ES').then((m) => m.preSchedulingEsES),
  },
  idgf: {
    'pt-BR': () => import('./locales/areas/idgf.pt-BR').then((m) => m.idgfPtBR),
    'en-US': () => import('./locales/areas/idgf.en-US').then((m) => m.idgfEnUS),
    'es-ES': () => import('./locales/areas/idgf.es-ES').then((m) => m.idgfEsES),
  },
} satisfies Record<string, Record<Language, () => Promise<object>>>;

export type LazyArea = keyof typeof AREA_TEXTS;

/** The catalogue keys of the lazily loaded areas, typed like the rest of the catalogue. */
export interface AreaCatalogue {
  labels: typeof labelsPtBR;
  printer: typeof printerPtBR;
  charts: typeof chartsPtBR;
  cds: typeof cdsPtBR;
  loads: typeof loadsPtBR;
  scheduling: typeof schedulingPtBR;
  conciliation: typeof conciliationPtBR;
  registration: typeof registrationPtBR;
  providers: typeof providersPtBR;
  subcontractors: typeof subcontractorsPtBR;
  samples: typeof samplesPtBR;
  compliance: typeof compliancePtBR;
  originCertificates: typeof originCertificatesPtBR;
  norms: typeof normsPtBR;
  declarations: typeof declarationsPtBR;
  sustainability: typeof sustainabilityPtBR;
  calendarFeed: typeof calendarFeedPtBR;
  preScheduling: typeof preSchedulingPtBR;
  idgf: typeof idgfPtBR;
}
