export { NormListPage } from './pages/norm-list-page';
export { NormDetailsPage } from './pages/norm-details-page';
export { useNormList } from './api/list-norms';
