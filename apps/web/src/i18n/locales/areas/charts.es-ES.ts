import type { chartsPtBR } from './charts.pt-BR';

export const chartsEsES: typeof chartsPtBR = {
  title: 'Importar tabla de medidas',
};
