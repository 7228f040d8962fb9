import type { CdListItemDto } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';

/** A CD as the report's select shows it ("541 - CD Cabreúva"). */
export type ReportCd = Pick<CdListItemDto, 'id' | 'codigo' | 'nome'>;

/**
 * Where the CDs come from: app/ passes lib/cd-list.ts's GET /api/cd/listar (cd-list, which every profile of
 * conciliation-report holds), parsed there with the domain's contract.
 */
export type ReportCdSource = (signal?: AbortSignal) => Promise<readonly ReportCd[]>;

/** The CDs of the report's select; nothing is asked without a source or when `enabled` is false. */
export function useReportCds(source: ReportCdSource | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['conciliation', 'report', 'cds'],
    queryFn: ({ signal }) => source!(signal),
    enabled: enabled && source !== undefined,
    staleTime: 10 * 60_000,
  });
}
