export { ProviderListPage } from './pages/provider-list-page';
export { ProviderDetailsPage } from './pages/provider-details-page';
