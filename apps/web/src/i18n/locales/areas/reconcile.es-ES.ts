import type { reconcilePtBR } from './reconcile.pt-BR';

export const reconcileEsES: typeof reconcilePtBR = {
  title: '',
};
