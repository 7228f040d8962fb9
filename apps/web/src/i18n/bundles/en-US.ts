import { messagesEnUS } from '@portal/domain/errors/messages.en-US';
import type { LanguageResources } from '../i18n';
import { enUS } from '../locales/en-US';

/** Everything the portal shows in en-US; i18n.ts imports it on demand, so Vite emits it as a chunk of its own. */
const resources: LanguageResources = { translation: enUS, errors: messagesEnUS };
export default resources;
