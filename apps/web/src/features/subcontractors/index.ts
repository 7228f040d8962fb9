export { SubcontractorInvoicePage } from './pages/invoice-page';
