import type {
  InvoiceOnOrder,
  SubcontractorInvoiceDto,
  SubcontractorInvoiceInput,
  SubcontractorSummaryDto,
} from '@portal/domain';
import type { InvoiceRow, InvoiceValues } from './invoices.repository';

/** An invoice as answered, with its subcontractor's summary (the providers area's). */
export function toInvoiceDto(row: InvoiceRow, subcontractor: SubcontractorSummaryDto): SubcontractorInvoiceDto {
  return {
    id: row.id,
    idPedido: row.orderId,
    fornecedor: { id: row.supplierId, nome: row.supplierName },
    subcontratado: subcontractor,
    dataNotaFiscalSaida: row.outboundDate,
    numeroNotaFiscalSaida: row.outboundNumber,
    quantidadePecasSaida: row.outboundPieces,
    dataNotaFiscalRetorno: row.returnDate,
    numeroNotaFiscalRetorno: row.returnNumber,
    quantidadePecasRetorno: row.returnPieces,
  };
}

/** The parsed form as the table's columns. */
export function toInvoiceValues(input: SubcontractorInvoiceInput): InvoiceValues {
  return {
    subcontractorId: input.idSubcontratado,
    outboundDate: input.dataNotaFiscalSaida,
    outboundNumber: input.numeroNotaFiscalSaida,
    outboundPieces: input.quantidadePecasSaida,
    returnDate: input.dataNotaFiscalRetorno,
    returnNumber: input.numeroNotaFiscalRetorno,
    returnPieces: input.quantidadePecasRetorno,
  };
}

/** A stored invoice's values (what the audit compares). */
export function storedValues(row: InvoiceRow): InvoiceValues {
  return {
    subcontractorId: row.subcontractorId,
    outboundDate: row.outboundDate,
    outboundNumber: row.outboundNumber,
    outboundPieces: row.outboundPieces,
    returnDate: row.returnDate,
    returnNumber: row.returnNumber,
    returnPieces: row.returnPieces,
  };
}

/** A stored invoice as the domain's rules read it. */
export function toRuleInvoice(row: InvoiceRow): InvoiceOnOrder {
  return {
    id: row.id,
    idSubcontratado: row.subcontractorId,
    numeroNotaFiscalSaida: row.outboundNumber,
    quantidadePecasSaida: row.outboundPieces,
  };
}
