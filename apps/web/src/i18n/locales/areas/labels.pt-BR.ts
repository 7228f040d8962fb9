export const labelsPtBR = {
  priceTag: { title: 'Etiquetas de preço' },
  boxTag: { title: 'Selos de caixa' },
};
