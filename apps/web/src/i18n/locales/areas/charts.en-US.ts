import type { chartsPtBR } from './charts.pt-BR';

export const chartsEnUS: typeof chartsPtBR = {
  title: 'Import measurement chart',
};
