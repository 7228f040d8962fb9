/** Texts of the reconcile screens (pt-BR, the reference: en-US and es-ES are typed against it). */
export const reconcilePtBR = {
  title: '',
};
