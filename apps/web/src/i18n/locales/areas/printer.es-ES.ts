import type { printerPtBR } from './printer.pt-BR';

export const printerEsES: typeof printerPtBR = {
  title: 'Impresora',
};
