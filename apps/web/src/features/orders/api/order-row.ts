import {
  calendarioComercialSchema,
  empresaSchema,
  fornecedorSchema,
  localizacaoFisicaSchema,
  pedidoSchema,
} from '@portal/domain';
import type { z } from 'zod';

/**
 * One row of the grid: the fields of the order contract that /main shows, downloads and acts on (its loads with
 * their schedules and its conciliations whole). listarPedidos asks for it with `selectionOf`; the journeys'
 * listOrders (e2e/support/orders-api.ts) reads the same row, so a seeded order is read as the grid reads it.
 */
export const orderRowSchema = pedidoSchema
  .pick({
    id: true,
    qtPecas: true,
    dtEmissao: true,
    status: true,
    naturezaPedido: true,
    marca: true,
    origemPedido: true,
    cargas: true,
    conciliacaos: true,
  })
  .extend({
    calendarioComercial: calendarioComercialSchema.pick({ semanaComercial: true, ano: true }),
    localizacaoFisica: localizacaoFisicaSchema.pick({ id: true, codigo: true, nome: true }),
    fornecedor: fornecedorSchema.pick({ id: true, nome: true }),
    empresa: empresaSchema.pick({ id: true, codigo: true, nome: true }),
  });
export type OrderRow = z.infer<typeof orderRowSchema>;
