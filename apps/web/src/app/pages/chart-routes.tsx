import { ImportChartPage } from '../../features/charts';
import { useSessionUser } from '../use-session-user';

/** /import-chart: the order's measurement chart PDF (Youcom Usuario). */
export function ImportChartRoute() {
  return <ImportChartPage user={useSessionUser()} />;
}
