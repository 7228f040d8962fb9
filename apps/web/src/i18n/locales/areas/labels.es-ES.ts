import type { labelsPtBR } from './labels.pt-BR';

export const labelsEsES: typeof labelsPtBR = {
  priceTag: { title: 'Etiquetas de precio' },
  boxTag: { title: 'Sellos de caja' },
};
