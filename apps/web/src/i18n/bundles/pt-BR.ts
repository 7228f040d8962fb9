import { messagesPtBR } from '@portal/domain/errors/messages.pt-BR';
import type { LanguageResources } from '../i18n';
import { ptBR } from '../locales/pt-BR';

/** Everything the portal shows in pt-BR; i18n.ts imports it on demand, so Vite emits it as a chunk of its own. */
const resources: LanguageResources = { translation: ptBR, errors: messagesPtBR };
export default resources;
