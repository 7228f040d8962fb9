import type { conciliationPtBR } from './conciliation.pt-BR';

export const conciliationEnUS: typeof conciliationPtBR = {
  title: '',
};
