import { z } from 'zod';

/** Item offered for a leftover (resto/sobra), answer of GET /api/restos-sobras/itens/{orderId}. */
export const leftoverItemSchema = z.object({
  id: z.number(),
  codItem: z.string(),
  descricaoCurta: z.string(),
  qtCase: z.number(),
  qtPacote: z.number(),
  qtCompraTotal: z.number(),
  /** The most the item allows as leftover. */
  qtMaxResto: z.number(),
});
export type LeftoverItemDto = z.infer<typeof leftoverItemSchema>;

/** The order's one leftover record (POST /api/restos-sobras answers it, 201). */
export const leftoverRecordSchema = z.object({
  id: z.number(),
  pedidoId: z.number(),
  nomeUsuario: z.string(),
  dataCadastro: z.string(),
  pedidoResto: z.number().nullable(),
  itens: z.array(
    leftoverItemSchema
      .pick({ id: true, codItem: true, qtCase: true, qtPacote: true, qtCompraTotal: true })
      .extend({ qtResto: z.number() }),
  ),
});
export type LeftoverRecordDto = z.infer<typeof leftoverRecordSchema>;

export const leftoverItemsAnswerSchema = z.object({
  /** Present when a record exists: the modal shows it read-only. */
  registro: leftoverRecordSchema.nullable(),
  itens: z.array(leftoverItemSchema),
});
export type LeftoverItemsAnswer = z.infer<typeof leftoverItemsAnswerSchema>;

/** The most an item allows as leftover: what was bought and neither cancelled nor received. */
export function maxLeftover(item: { qtCompra: number; qtCancelada: number; qtRecebida: number }): number {
  return Math.max(0, item.qtCompra - item.qtCancelada - item.qtRecebida);
}

/** POST /api/restos-sobras body. */
export const leftoverRequestSchema = z
  .object({
    restoSobra: z.object({
      pedidoId: z.coerce.number().int().positive(),
      itens: z
        .array(z.object({ id: z.number().int().positive(), qtResto: z.number().int().min(0).max(10_000_000) }))
        .min(1, 'selectAtLeastOne'),
    }),
  })
  .strict();
export type LeftoverRequest = z.infer<typeof leftoverRequestSchema>;

/** Digits only, as the leftover input accepts (spec 001 §5). */
export function parseLeftoverInput(text: string): number | null {
  return /^\d+$/.test(text) ? Number(text) : null;
}

export type LeftoverProblem = { itemId: number; reason: 'unknownItem' | 'aboveMax' | 'duplicate' };

/** Every item must belong to the order, appear once and stay within what it allows. */
export function checkLeftoverItems(
  requested: readonly { id: number; qtResto: number }[],
  items: readonly Pick<LeftoverItemDto, 'id' | 'qtMaxResto'>[],
): LeftoverProblem[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const seen = new Set<number>();
  const problems: LeftoverProblem[] = [];
  for (const r of requested) {
    const item = byId.get(r.id);
    if (!item) problems.push({ itemId: r.id, reason: 'unknownItem' });
    else if (seen.has(r.id)) problems.push({ itemId: r.id, reason: 'duplicate' });
    else if (r.qtResto > item.qtMaxResto) problems.push({ itemId: r.id, reason: 'aboveMax' });
    seen.add(r.id);
  }
  return problems;
}
