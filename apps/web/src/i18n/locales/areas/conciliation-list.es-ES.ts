import type { conciliationListPtBR } from './conciliation-list.pt-BR';

export const conciliationListEsES: typeof conciliationListPtBR = {
  title: '',
};
