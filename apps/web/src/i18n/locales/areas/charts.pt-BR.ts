export const chartsPtBR = {
  title: 'Importar tabela de medidas',
};
