import type { printerPtBR } from './printer.pt-BR';

export const printerEnUS: typeof printerPtBR = {
  title: 'Printer',
};
