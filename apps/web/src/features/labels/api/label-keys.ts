/** TanStack Query keys of the labels area; every key starts with 'labels'. */
export const labelKeys = {
  priceTagItems: (idPedido: number) => ['labels', 'price-tag-items', idPedido] as const,
  boxStampItems: (idPedido: number) => ['labels', 'box-stamp-items', idPedido] as const,
};
