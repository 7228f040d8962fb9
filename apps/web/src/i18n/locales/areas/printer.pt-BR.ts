export const printerPtBR = {
  title: 'Impressora',
};
