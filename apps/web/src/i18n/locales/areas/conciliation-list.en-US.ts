import type { conciliationListPtBR } from './conciliation-list.pt-BR';

export const conciliationListEnUS: typeof conciliationListPtBR = {
  title: '',
};
