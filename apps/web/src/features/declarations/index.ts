export { ProducerDeclarationPage } from './pages/producer-declaration-page';
export { DeclarationListPage } from './pages/declaration-list-page';
export { DeclarationDetailsPage } from './pages/declaration-details-page';
