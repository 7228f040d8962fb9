/** What app/ composes of the supplier's performance report. */
export { IdgfPage } from './pages/idgf-page';
