import { idgfReportSchema, type IdgfQuery } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Routing header of every IDGF call. */
export const IDGF_SERVICE = 'idgf';
/** The report's REST paths (decision A34: in place of the spec's GET /idgf/gerar-token). */
export const IDGF_REPORT_PATH = '/idgf/relatorio';
export const IDGF_CSV_PATH = '/idgf/relatorio.csv';

/**
 * GET /idgf/relatorio: the supplier's performance report over a period of commercial weeks (a supplier its own; an
 * Admin names the supplier). No toast on failure: the page shows the report-problem screen instead (BI4).
 */
export function useIdgfReport(query: IdgfQuery) {
  return useQuery({
    queryKey: ['idgf', 'report', query],
    queryFn: ({ signal }) =>
      api.get(IDGF_REPORT_PATH, {
        service: IDGF_SERVICE,
        schema: idgfReportSchema,
        query: { ...query },
        notify: false,
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
}
