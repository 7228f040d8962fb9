import type { reconcilePtBR } from './reconcile.pt-BR';

export const reconcileEnUS: typeof reconcilePtBR = {
  title: '',
};
