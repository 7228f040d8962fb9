/** The query keys of the subcontractor invoice screen: a change invalidates the order's invoices. */
export const invoiceKeys = {
  all: ['subcontractors', 'invoices'] as const,
  order: (idPedido: number) => ['subcontractors', 'invoices', 'order', idPedido] as const,
  list: (idPedido: number, idFornecedor: number) =>
    ['subcontractors', 'invoices', 'list', idPedido, idFornecedor] as const,
  one: (idNotaFiscal: number) => ['subcontractors', 'invoices', 'one', idNotaFiscal] as const,
  choices: (idPedido: number) => ['subcontractors', 'invoices', 'choices', idPedido] as const,
};
