import { measurementChartSchema, type MeasurementChart } from '@portal/domain';
import { api, ApiError } from '../../../lib/api-client';
import { useOrderQuery } from '../../../lib/order-query';
import { chartKeys } from './chart-keys';

/**
 * GET /api/report/tabelamedida/{id}: the order's current chart, or null when none was imported
 * (404 chartNotFound). Other errors (notFound, withoutPermission…) are thrown for the page to show.
 */
export async function getCurrentChart(idPedido: number, signal?: AbortSignal): Promise<MeasurementChart | null> {
  try {
    return await api.get(`/report/tabelamedida/${idPedido}`, {
      service: 'charts',
      schema: measurementChartSchema,
      notify: false,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'chartNotFound') return null;
    throw error;
  }
}

export function useCurrentChart(idPedido: number | null) {
  return useOrderQuery(chartKeys.current(idPedido ?? 0), idPedido, (id, { signal }) => getCurrentChart(id, signal), {
    staleTime: 0,
  });
}
