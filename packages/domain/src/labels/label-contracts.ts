import { z } from 'zod';
import { intSchema as int } from '../shared/contract-fields';
import { fileNameSchema } from '../shared/file-name';

/**
 * The labels area's API contract (spec 000 §3, §5, §7, §9): GraphQL buscarItensPorPedidoIdParaEtiqueta and
 * buscarItensPorPedidoIdParaSeloCaixa; REST POST /api/etiquetas/{tipoTag} and
 * POST /api/etiquetas/gerar/pdf/Reports/etiqueta_camicado_pdf.pdf.
 */

/** The path's {tipoTag}: price tags (etiqueta) and box stamps (selo); names follow the two GraphQL item queries. */
export const TAG_KINDS = ['etiqueta', 'selo'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

/** Tag models (spec 000 §9): 1 ZPL for Zebra printers, 2 TXT. */
export const TAG_MODELS = { ZPL: 1, TXT: 2 } as const;
export type TagModel = (typeof TAG_MODELS)[keyof typeof TAG_MODELS];

/** What a label can come out as: ZPL (model 1), TXT (model 2), or Camicado's PDF. */
export const TAG_OUTPUTS = ['zpl', 'txt', 'pdf'] as const;
export type TagOutput = (typeof TAG_OUTPUTS)[number];

/** Box stamp layouts (tipoSelo): 100 × 50 mm, or 100 × 100 mm with description, colour and size. */
export const BOX_STAMP_LAYOUTS = ['PADRAO', 'DETALHADO'] as const;
export type BoxStampLayout = (typeof BOX_STAMP_LAYOUTS)[number];

/** Box stamp tolerance (spec 000 §9): 5 % of the default, rounded down. */
export const BOX_STAMP_TOLERANCE = 0.05;

/** The most labels one request may ask for: a sane bound for one printer job (docs/decisions.md). */
export const MAX_LABELS_PER_REQUEST = 100_000;

/** nomeArquivo: a file name without folders. */
export const TAG_FILE_NAME_MAX = 120;

/** One item of buscarItensPorPedidoIdParaEtiqueta (GraphQL `ItemEtiqueta`: spec "Label items", plus what a price tag prints). */
export const priceTagItemSchema = z.object({
  id: int,
  codItem: z.string(),
  packNo: z.string().nullable(),
  descricaoCurta: z.string(),
  qtVolume: int,
  qtCompra: int,
  tamanho: z.string(),
  cor: z.string(),
  ean: z.string(),
  valorVenda: z.string().describe('Sale price, decimal string ("129.90")'),
});
export type PriceTagItem = z.infer<typeof priceTagItemSchema>;

/** One item of buscarItensPorPedidoIdParaSeloCaixa (GraphQL `ItemSeloCaixa`): the label item plus qtItens and tamPacoteSupp. */
export const boxStampItemSchema = priceTagItemSchema.omit({ valorVenda: true }).extend({
  qtItens: int,
  tamPacoteSupp: int.nullable(),
});
export type BoxStampItem = z.infer<typeof boxStampItemSchema>;

const orderId = z.coerce.number().int().positive();
/** Quantities arrive as digits only (spec 000 §5); a number or a string of digits. */
const quantity = z
  .union([
    z.number().int().min(1),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().min(1).max(MAX_LABELS_PER_REQUEST));
/** nomeArquivo of the label files. */
export const tagFileNameSchema = fileNameSchema(TAG_FILE_NAME_MAX);

export const tagItemSchema = z.object({ id: z.coerce.number().int().positive(), quantidade: quantity });
export type TagItemRequest = z.infer<typeof tagItemSchema>;

const items = z
  .array(tagItemSchema)
  .min(1)
  .max(2000)
  .refine((list) => new Set(list.map((i) => i.id)).size === list.length, 'each item once');

/** POST /api/etiquetas/etiqueta: price tags. tipoEtiqueta is the model (1 ZPL, 2 TXT). */
export const priceTagRequestSchema = z.object({
  idPedido: orderId,
  itens: items,
  nomeArquivo: tagFileNameSchema,
  tipoEtiqueta: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
});
export type PriceTagRequest = z.infer<typeof priceTagRequestSchema>;

/** POST /api/etiquetas/selo: box stamps. */
export const boxStampRequestSchema = z.object({
  idPedido: orderId,
  itens: items,
  nomeArquivo: tagFileNameSchema,
  multipack: z.boolean().default(false),
  tipoSelo: z.enum(BOX_STAMP_LAYOUTS),
  modelo: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
});
export type BoxStampRequest = z.infer<typeof boxStampRequestSchema>;

/** POST /api/etiquetas/gerar/pdf/Reports/etiqueta_camicado_pdf.pdf: Camicado's price tags as PDF. */
export const camicadoPdfRequestSchema = z.object({ idPedido: orderId, itens: items });
export type CamicadoPdfRequest = z.infer<typeof camicadoPdfRequestSchema>;

/** The PDF's file name as the spec's path gives it. */
export const CAMICADO_PDF_FILE_NAME = 'etiqueta_camicado_pdf.pdf';
