/** TanStack Query keys of /import-chart; every key starts with 'charts', the area's prefix. */
export const chartKeys = {
  current: (idPedido: number) => ['charts', 'current', idPedido] as const,
};
