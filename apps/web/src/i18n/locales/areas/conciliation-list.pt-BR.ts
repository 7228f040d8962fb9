/** Texts of the conciliation-list screens (pt-BR, the reference: en-US and es-ES are typed against it). */
export const conciliationListPtBR = {
  title: '',
};
