import { useMemo } from 'react';
import { useSession } from '../../features/auth';
import { ImportChartPage, chartUserOf } from '../../features/charts';

/** /import-chart: the order's measurement chart PDF (Youcom Usuario). */
export function ImportChartRoute() {
  const { payload } = useSession();
  const user = useMemo(() => chartUserOf(payload), [payload]);
  return <ImportChartPage user={user} />;
}
