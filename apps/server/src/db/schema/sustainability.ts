import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { identityId, requiredReference } from './column-builders';
import { changeColumns, creationColumns } from './columns';
import { orderReference } from './orders';
import { storedFiles } from './platform';
import { suppliers } from './providers';

/**
 * certificadoSustentabilidade (spec 001 §3): a sustainability certificate sent for an order. Every upload is a row:
 * the newest of an order and slot is its current certificate (buscarUltimoCertificado), all of them the order's
 * history (buscarCertificadosPorPedido). Slot 2 is the optional second certificate tied to another UDA (SU3).
 * Type 1 is BCI cotton with a material code, type 2 other attributes with an expedition date (decision A6).
 */
export const sustainabilityCertificates = pgTable(
  'sustainability_certificates',
  {
    id: identityId(),
    orderId: orderReference('order_id'),
    supplierId: requiredReference('supplier_id', () => suppliers.id),
    /** 1 the order's certificate, 2 the second one tied to another UDA description. */
    slot: smallint('slot').notNull().default(1),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    /** codigoCertificado */
    certificateCode: text('certificate_code'),
    /** tipoCertificado: 1 BCI cotton, 2 other sustainable attributes. */
    certificateType: smallint('certificate_type').notNull().default(1),
    /** certificateMaterialCode (type 1). */
    materialCode: text('material_code'),
    /** dataExpedicao (type 2). */
    expeditionDate: date('expedition_date'),
    /** idUDA, codigoUDA, descricaoUDA: the item attribute the certificate covers. */
    udaId: integer('uda_id'),
    udaCode: text('uda_code'),
    udaDescription: text('uda_description'),
    /** 0 AGUARDANDO APROVAÇÃO, 1 APROVADO, 2 REPROVADO (spec 001 §4). */
    status: smallint('status').notNull().default(0),
    /** certificadoValido (Sim/Não, default Não). */
    certificateValid: boolean('certificate_valid').notNull().default(false),
    /** certificadoComPeriodoVigenciaAtivo */
    activeValidityPeriod: boolean('active_validity_period'),
    /** dataValidade: the certificate is valid through this day (compliance/document-validity.ts). */
    validUntil: date('valid_until'),
    /** The audit fields (spec 001 §3 "Audit and BCCU fields"). */
    conciliationApproved: boolean('conciliation_approved'),
    rating: text('rating'),
    notes: text('notes'),
    buyerIdMatchesStore: boolean('buyer_id_matches_store'),
    bccuQuantity: numeric('bccu_quantity', { precision: 14, scale: 4 }),
    bccuWithinMargin: boolean('bccu_within_margin'),
    odnCodeRepeated: boolean('odn_code_repeated'),
    odnCertificateCode: text('odn_certificate_code'),
    /**
     * The order's issue day (orders.issued_at), kept for the list's order-day filter as supplier_id is for the scope.
     * The database fills it (migration 0017: a trigger on insert or a change of order_id, another when an order's
     * issue day changes), so no writer names it; null only where triggers did not fire (a bench load in replica mode
     * writes it itself).
     */
    orderIssuedAt: date('order_issued_at'),
    /** created_at is dataCadastro and dataCriacao, updated_at dataModificacao. */
    ...creationColumns(),
    ...changeColumns(),
  },
  (t) => [
    // an order's certificates newest first: the current one per slot and the history
    index('sustainability_certificates_order_idx').on(t.orderId, t.createdAt, t.id),
    // the list, newest first by creation: a date range reads only its days; an order-day range is checked on the
    // index's own order_issued_at, so walking it reads no certificate (nor order) outside the range
    index('sustainability_certificates_created_idx').on(t.createdAt, t.id, t.orderIssuedAt),
    // the list sorted by last change (orderBy dataModificacao), the order-day range checked as above
    index('sustainability_certificates_updated_idx').on(t.updatedAt, t.id, t.orderIssuedAt),
    // a supplier's certificates newest first (row scope and the provider filter)
    index('sustainability_certificates_supplier_idx').on(t.supplierId, t.createdAt, t.id),
    // the list's audit status filter, newest first
    index('sustainability_certificates_status_idx').on(t.status, t.createdAt, t.id),
    check('sustainability_certificates_slot_check', sql`${t.slot} in (1, 2)`),
    check('sustainability_certificates_type_check', sql`${t.certificateType} in (1, 2)`),
    check('sustainability_certificates_status_check', sql`${t.status} in (0, 1, 2)`),
    // the upload asks for a material code (cotton) or an expedition date (other attributes)
    check(
      'sustainability_certificates_kind_check',
      sql`(${t.certificateType} = 1 and ${t.materialCode} is not null) or (${t.certificateType} = 2 and ${t.expeditionDate} is not null)`,
    ),
    check(
      'sustainability_certificates_text_check',
      sql`coalesce(char_length(${t.materialCode}), 0) <= 50 and coalesce(char_length(${t.certificateCode}), 0) <= 100 and coalesce(char_length(${t.notes}), 0) <= 4000 and coalesce(char_length(${t.rating}), 0) <= 255`,
    ),
  ],
);
