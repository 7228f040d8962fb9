import type { Language } from '@portal/domain';
import enUS from '../i18n/bundles/en-US';
import esES from '../i18n/bundles/es-ES';
import ptBR from '../i18n/bundles/pt-BR';
import type { LanguageResources } from '../i18n/i18n';

/**
 * The three languages at once, for tests only: the app downloads one language at a time (see initI18n), and
 * importing this from app code would put every catalogue back on the first screen.
 */
export const ALL_RESOURCES: Record<Language, LanguageResources> = { 'pt-BR': ptBR, 'en-US': enUS, 'es-ES': esES };
