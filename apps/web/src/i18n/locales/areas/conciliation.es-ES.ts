import type { conciliationPtBR } from './conciliation.pt-BR';

export const conciliationEsES: typeof conciliationPtBR = {
  title: '',
};
