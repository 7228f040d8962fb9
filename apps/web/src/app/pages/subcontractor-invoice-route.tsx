import { SubcontractorInvoicePage } from '../../features/subcontractors';

/** /subcontractor-invoice: an order's subcontractor invoices (all six profiles, on the orders they see). */
export function SubcontractorInvoiceRoute() {
  return <SubcontractorInvoicePage />;
}
