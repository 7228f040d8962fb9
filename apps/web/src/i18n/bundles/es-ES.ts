import { messagesEsES } from '@portal/domain/errors/messages.es-ES';
import type { LanguageResources } from '../i18n';
import { esES } from '../locales/es-ES';

/** Everything the portal shows in es-ES; i18n.ts imports it on demand, so Vite emits it as a chunk of its own. */
const resources: LanguageResources = { translation: esES, errors: messagesEsES };
export default resources;
