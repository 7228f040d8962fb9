/** TanStack Query keys of /import-chart; every key starts with 'charts', the area's prefix. */
export const chartKeys = {
  order: (idPedido: number) => ['charts', 'order', idPedido] as const,
  current: (idPedido: number) => ['charts', 'current', idPedido] as const,
};
