import type { labelsPtBR } from './labels.pt-BR';

export const labelsEnUS: typeof labelsPtBR = {
  priceTag: { title: 'Price tags' },
  boxTag: { title: 'Box stamps' },
};
