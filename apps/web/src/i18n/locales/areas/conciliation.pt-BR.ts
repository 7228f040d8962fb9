/** Texts of the conciliation screens (pt-BR, the reference: en-US and es-ES are typed against it). */
export const conciliationPtBR = {
  title: '',
};
