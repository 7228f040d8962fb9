import type { Language } from '../i18n/languages';
import type { ErrorCode } from './codes';
import { messagesEnUS } from './messages.en-US';
import { messagesEsES } from './messages.es-ES';
import { messagesPtBR } from './messages.pt-BR';

export const ERROR_MESSAGES: Record<Language, Record<ErrorCode, string>> = {
  'pt-BR': messagesPtBR,
  'en-US': messagesEnUS,
  'es-ES': messagesEsES,
};

export function errorMessage(code: ErrorCode, language: Language, params: Record<string, string> = {}): string {
  return ERROR_MESSAGES[language][code].replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}
