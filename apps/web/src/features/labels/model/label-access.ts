import {
  checkOrderAction,
  tagOutputsFor,
  type OrderActionBlock,
  type OrderNature,
  type OrderStatus,
  type TagKind,
  type TagOutput,
} from '@portal/domain';

/** What the label pages need of the order's head to decide what may be generated. */
export interface LabelOrderAccessInput {
  status: OrderStatus;
  naturezaPedido: OrderNature;
  empresa: { id: number };
}

export interface LabelAccess {
  /** Why the bottom-bar rule refuses the action (status, permission, admin print of a D order); null when allowed. */
  block: OrderActionBlock | null;
  /** The outputs the company and nature allow; empty shows tagOutputNotAllowed. */
  outputs: TagOutput[];
}

/**
 * The same rules the server applies (checkOrderAction and tagOutputsFor from the domain), so a button the page
 * enables is one the server accepts.
 */
export function labelAccess(kind: TagKind, order: LabelOrderAccessInput, permissions: readonly string[]): LabelAccess {
  const check = checkOrderAction(kind === 'etiqueta' ? 'priceTag' : 'boxTag', [order], permissions);
  return {
    block: check.allowed ? null : check.reason,
    outputs: tagOutputsFor(kind, order.empresa.id, order.naturezaPedido),
  };
}

/** Nothing may be generated: the bottom-bar rule refuses it, or the company and nature allow no output. */
export function labelLocked(access: LabelAccess): boolean {
  return access.block !== null || access.outputs.length === 0;
}
