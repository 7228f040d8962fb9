import { cnpjRootOf, normalizeCnpj } from '../shared/cnpj';
import type { ConciliationReason } from './conciliation-contracts';

/**
 * Checks of the invoice as a document, before its items (docs/decisions.md, issue 13): is it authorised by SEFAZ,
 * is its issuer the order's supplier and its recipient the order's buyer. One rule used by both steps: the
 * commercial step refuses the blocking ones before comparing items (an invoice of another company is not "N
 * items not in the order"), the fiscal step reports them again (blocking) and the branch cases (conditional).
 */

/** Authorised (100) and authorised out of time (150); 101 cancelled, 110/301/302 denied, anything else refused. */
export const NFE_AUTHORISED_STATUSES: readonly string[] = ['100', '150'];

export type PartyMatch = 'same' | 'branch' | 'other';

/** Same CNPJ, same company (CNPJ root, IN RFB 2.229/2024 alphanumeric too) at another establishment, or other. */
export function compareParty(invoiceCnpj: string | null | undefined, expected: string): PartyMatch {
  if (invoiceCnpj === null || invoiceCnpj === undefined || invoiceCnpj.trim() === '') return 'other';
  const a = normalizeCnpj(invoiceCnpj);
  const b = normalizeCnpj(expected);
  if (a === b) return 'same';
  return a.length === 14 && b.length === 14 && cnpjRootOf(a) === cnpjRootOf(b) ? 'branch' : 'other';
}

export interface InvoiceDocumentHeader {
  /** protNFe/infProt/cStat and xMotivo. */
  protocolStatus: string | null;
  protocolReason: string | null;
  /** emit/CNPJ and dest/CNPJ (null when identified otherwise, e.g. by CPF). */
  issuerCnpj: string | null;
  recipientCnpj: string | null;
}

/** notAuthorised (cStat and SEFAZ's xMotivo) unless cStat is 100 or 150. */
export function authorisationReasons(invoice: Pick<InvoiceDocumentHeader, 'protocolStatus' | 'protocolReason'>) {
  const status = invoice.protocolStatus?.trim() ?? '';
  if (NFE_AUTHORISED_STATUSES.includes(status)) return [];
  const reason: ConciliationReason = {
    code: 'notAuthorised',
    nf: invoice.protocolStatus,
    text: invoice.protocolReason,
  };
  return [reason];
}

/** The issuer against the order's supplier, the recipient against its buyer: another company blocks, a branch is conditional. */
export function partyReasons(
  invoice: Pick<InvoiceDocumentHeader, 'issuerCnpj' | 'recipientCnpj'>,
  supplierCnpj: string,
  buyerCnpj: string,
): { blocking: ConciliationReason[]; conditional: ConciliationReason[] } {
  const blocking: ConciliationReason[] = [];
  const conditional: ConciliationReason[] = [];
  const issuer = compareParty(invoice.issuerCnpj, supplierCnpj);
  if (issuer === 'other') blocking.push({ code: 'issuerNotSupplier', po: supplierCnpj, nf: invoice.issuerCnpj });
  if (issuer === 'branch') conditional.push({ code: 'issuerOtherBranch', po: supplierCnpj, nf: invoice.issuerCnpj });
  const recipient = compareParty(invoice.recipientCnpj, buyerCnpj);
  if (recipient === 'other') blocking.push({ code: 'recipientNotBuyer', po: buyerCnpj, nf: invoice.recipientCnpj });
  if (recipient === 'branch') {
    conditional.push({ code: 'recipientOtherBranch', po: buyerCnpj, nf: invoice.recipientCnpj });
  }
  return { blocking, conditional };
}

/**
 * What refuses the document at the commercial step, before its items are compared: not authorised (cancelled,
 * denied), issuer of another company, recipient of another company. Empty when the items may be compared.
 */
export function documentRefusals(input: {
  invoice: InvoiceDocumentHeader;
  supplierCnpj: string;
  buyerCnpj: string;
}): ConciliationReason[] {
  return [
    ...authorisationReasons(input.invoice),
    ...partyReasons(input.invoice, input.supplierCnpj, input.buyerCnpj).blocking,
  ];
}
