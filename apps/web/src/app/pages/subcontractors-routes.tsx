import { SubcontractorDetailsPage, SubcontractorListPage } from '../../features/subcontractors';

/** /subcontractor-list: the subcontractors by trade name. */
export function SubcontractorListRoute() {
  return <SubcontractorListPage />;
}

/** /subcontractor-details: a new subcontractor, or the one of `?id=`. */
export function SubcontractorDetailsRoute() {
  return <SubcontractorDetailsPage />;
}
