import {
  checkLeftoverItems,
  maxLeftover,
  type ItemPedidoDto,
  type LeftoverItemDto,
  type LeftoverItemsAnswer,
  type LeftoverRecordDto,
  type LeftoverRequest,
} from '@portal/domain';
import { auditWrite } from '../../platform/audit';
import { isUniqueViolation } from '../../db/unique-violation';
import type { ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { getOrderForUser } from '../orders/orders.service';
import { alreadyRecordedSegments, invalidItemsSegments } from './leftover-messages';
import * as repo from './leftovers.repository';

export type LeftoverContext = ServiceContext;

function toLeftoverItem(item: ItemPedidoDto): LeftoverItemDto {
  return {
    id: item.id,
    codItem: item.codItem,
    descricaoCurta: item.descricaoCurta,
    qtCase: item.qtCase,
    qtPacote: item.qtPacote,
    qtCompraTotal: item.qtCompra,
    qtMaxResto: maxLeftover(item),
  };
}

function toRecord(stored: repo.StoredLeftover, items: readonly LeftoverItemDto[]): LeftoverRecordDto {
  const byId = new Map(items.map((i) => [i.id, i]));
  return {
    id: stored.record.id,
    pedidoId: stored.record.orderId,
    nomeUsuario: stored.record.userName,
    dataCadastro: stored.record.createdAt.toISOString(),
    pedidoResto: stored.record.leftoverOrderId,
    itens: stored.items.map((row) => {
      const item = byId.get(row.orderItemId);
      return {
        id: row.orderItemId,
        codItem: item?.codItem ?? '',
        qtCase: item?.qtCase ?? 0,
        qtPacote: item?.qtPacote ?? 0,
        qtCompraTotal: item?.qtCompraTotal ?? 0,
        qtResto: row.qtLeftover,
      };
    }),
  };
}

function alreadyRecorded(orderId: number, cause?: unknown): AppError {
  return new AppError('conflict', { orderId, segments: alreadyRecordedSegments(orderId) }, { cause });
}

/** The order's items with what each allows, and its record when one exists (the modal then is read-only). */
export async function getLeftoverItems(ctx: LeftoverContext, orderId: number): Promise<LeftoverItemsAnswer> {
  // visibility (and the supplier's row-level scope) is the orders area's decision: 404 when not visible
  const order = await getOrderForUser(ctx.db, ctx.user, orderId);
  const itens = order.itens.map(toLeftoverItem);
  const stored = await repo.findByOrder(ctx.db, order.id);
  return { registro: stored ? toRecord(stored, itens) : null, itens };
}

/** Saves the order's one leftover record with its audit row; refused when one exists or an item is wrong. */
export async function saveLeftover(ctx: LeftoverContext, input: LeftoverRequest): Promise<LeftoverRecordDto> {
  const { pedidoId, itens: requested } = input.restoSobra;
  const order = await getOrderForUser(ctx.db, ctx.user, pedidoId);
  const items = order.itens.map(toLeftoverItem);

  const problems = checkLeftoverItems(requested, items);
  if (problems.length > 0) {
    const codeOf = (id: number) => items.find((i) => i.id === id)?.codItem ?? String(id);
    throw new AppError(
      'validation',
      { items: problems, segments: invalidItemsSegments(problems, codeOf) },
      { status: 422 },
    );
  }

  const userId = Number(ctx.user.sub);
  try {
    const stored = await ctx.db.transaction(async (tx) => {
      if (await repo.findByOrder(tx, order.id)) throw alreadyRecorded(order.id);
      const saved = await repo.insertLeftover(
        tx,
        { orderId: order.id, userId: Number.isSafeInteger(userId) ? userId : null, userName: ctx.user.name },
        requested.map((r) => ({ orderItemId: r.id, qtLeftover: r.qtResto })),
      );
      await auditWrite(tx, ctx, {
        action: 'create',
        entity: 'leftovers',
        entityId: saved.record.id,
        after: {
          orderId: order.id,
          userName: saved.record.userName,
          items: saved.items.map((i) => ({ orderItemId: i.orderItemId, qtLeftover: i.qtLeftover })),
        },
      });
      return saved;
    });
    return toRecord(stored, items);
  } catch (error) {
    // two saves at once: the unique index lets one through, the other is the same refusal
    if (isUniqueViolation(error)) throw alreadyRecorded(order.id, error);
    throw error;
  }
}
