import { cdWeekOrderSchema, selectionOf } from '@portal/domain';
import { expect } from 'vitest';
import type { z } from 'zod';
import { DEMO_SUPPLIER_A_ID } from '../../apps/server/src/db/seed/suppliers.seed';
import { graphql } from './orders-api';
import { rest } from './portal';

/** The loads and scheduling API the booking journeys use to build their own loads from seeded orders. */

/** A REST call's JSON answer; fails the journey, with the body, when the status is not the one expected. */
export async function json<T>(token: string, path: string, init: RequestInit = {}, status = 200): Promise<T> {
  const response = await rest(token, path, init);
  const body = await response.text();
  expect(response.status, `${init.method ?? 'GET'} ${path}: ${body}`).toBe(status);
  return JSON.parse(body) as T;
}

/** What the journeys read of an order that may join a load. */
const weekOrderSchema = cdWeekOrderSchema.pick({ id: true, status: true });
export type WeekOrder = z.infer<typeof weekOrderSchema>;

const CD_WEEK_ORDERS = /* GraphQL */ `
  query ($idFornecedor: Int!, $idCd: Int!, $idCalendarioComercial: Int!) {
    buscarPedidosPorFornecedorCdSemana(
      idFornecedor: $idFornecedor
      idCd: $idCd
      idCalendarioComercial: $idCalendarioComercial
    ) ${selectionOf(weekOrderSchema)}
  }
`;

/** Supplier A's orders of a CD and commercial week (year × 100 + week) that are in no load yet. */
export async function freeOrders(token: string, idCd: number, idCalendarioComercial: number): Promise<WeekOrder[]> {
  const answer = await graphql<{ buscarPedidosPorFornecedorCdSemana?: WeekOrder[] }>(
    token,
    CD_WEEK_ORDERS,
    { idFornecedor: DEMO_SUPPLIER_A_ID, idCd, idCalendarioComercial },
    'loads',
  );
  return answer.data?.buscarPedidosPorFornecedorCdSemana ?? [];
}
