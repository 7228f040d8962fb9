export { SubcontractorListPage } from './pages/subcontractor-list-page';
export { SubcontractorDetailsPage } from './pages/subcontractor-details-page';
export { SubcontractorInvoicePage } from './pages/invoice-page';
