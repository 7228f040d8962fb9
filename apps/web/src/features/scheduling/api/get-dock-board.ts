import { dockBoardSchema, selectionOf, type DockBoardDto } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/api-client';

export const DOCK_BOARD_QUERY = /* GraphQL */ `
  query quadroDoca($cd: Int, $dataInicio: String!, $dias: Int!) {
    quadroDoca(cd: $cd, dataInicio: $dataInicio, dias: $dias) ${selectionOf(dockBoardSchema)}
  }
`;

export const dockBoardAnswerSchema = z.object({ quadroDoca: dockBoardSchema });

export interface DockBoardKey {
  /** null: the first CD the user may open (a logistics user's own) */
  cd: number | null;
  dataInicio: string;
  dias: number;
}

/** quadroDoca: the CD's gates × slots, capacity used and bookings of the window. */
export async function getDockBoard(key: DockBoardKey, signal?: AbortSignal): Promise<DockBoardDto> {
  const data = await graphql(
    DOCK_BOARD_QUERY,
    { ...key },
    { service: 'scheduling', signal, schema: dockBoardAnswerSchema },
  );
  return data.quadroDoca;
}

export function useDockBoard(key: DockBoardKey) {
  return useQuery({
    queryKey: ['scheduling', 'dock-board', key.cd, key.dataInicio, key.dias] as const,
    queryFn: ({ signal }) => getDockBoard(key, signal),
    // the previous window stays on screen while the next loads (the toolbar shows the spinner)
    placeholderData: keepPreviousData,
    retry: false,
    // the dock's day changes as suppliers book: look again every minute while the board is open
    refetchInterval: 60_000,
  });
}
