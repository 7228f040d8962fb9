/**
 * How an invoice item's ICMS situation takes part in the fiscal rate check (docs/decisions.md, issue 13).
 *
 * The order's aliquotaIcms is the ICMS the buyer counts on taking as credit for the item. What the invoice
 * grants depends on its situation:
 * - regime normal (CST, 2 digits) with an own rate (00, 10, 20, 70; 51 and 90 when pICMS is stated): pICMS is
 *   the rate of the operation, compared as before (an absent pICMS counts as 0);
 * - Simples Nacional with permission of credit (CSOSN 101, 201; 900 when stated): the supplier pays ICMS inside
 *   the DAS and states pCredSN, the credit the buyer may take (LC 123/2006 art. 23): that is compared with the
 *   order's rate (a CSOSN 900 without pCredSN but with pICMS, e.g. above the sub-limit, is compared on pICMS);
 * - no own rate on the invoice (CST 30, 40, 41, 50, 60; 51 and 90 without pICMS; CSOSN 102, 103, 202, 203, 300,
 *   400, 500; 900 without pCredSN): exempt, not taxed, suspended, or ICMS already collected by substitution.
 *   The invoice has no rate of its own, so the order's cannot be compared: no divergence.
 * An unknown or absent situation keeps the rule of issue 5 (pICMS compared).
 */

/** What the rate check compares for one situation. */
export type IcmsRateBasis =
  | 'rate' // pICMS, absent counts as 0
  | 'rateWhenStated' // pICMS when stated, else not compared
  | 'credit' // pCredSN, absent counts as 0
  | 'creditOrRateWhenStated' // pCredSN when stated, else pICMS when stated, else not compared
  | 'none'; // not compared

/** CST of the regime normal (ICMS00 … ICMS90, ICMSPart, ICMSST). */
export const ICMS_CST_BASIS: Readonly<Record<string, IcmsRateBasis>> = {
  '00': 'rate', // taxed in full
  '10': 'rate', // taxed, with substitution (own operation at pICMS)
  '20': 'rate', // reduced base, the rate stays
  '30': 'none', // exempt or not taxed, with substitution: no own ICMS
  '40': 'none', // exempt
  '41': 'none', // not taxed
  '50': 'none', // suspended
  '51': 'rateWhenStated', // deferred: pICMS is optional
  '60': 'none', // ICMS collected earlier by substitution
  '70': 'rate', // reduced base, with substitution
  '90': 'rateWhenStated', // others: pICMS is optional
};

/** CSOSN of the Simples Nacional (ICMSSN101 … ICMSSN900). */
export const ICMS_CSOSN_BASIS: Readonly<Record<string, IcmsRateBasis>> = {
  '101': 'credit', // taxed, with permission of credit (pCredSN)
  '102': 'none', // taxed, without permission of credit
  '103': 'none', // exempt for its gross revenue band
  '201': 'credit', // with permission of credit, with substitution
  '202': 'none', // without permission of credit, with substitution
  '203': 'none', // exempt for its revenue band, with substitution
  '300': 'none', // immune
  '400': 'none', // not taxed
  '500': 'none', // ICMS collected earlier by substitution
  '900': 'creditOrRateWhenStated', // others: pCredSN and pICMS are optional
};

/** A CSOSN has three digits, a CST two (the origin digit is a separate field, orig). */
export function isCsosn(situation: string): boolean {
  return /^[0-9]{3}$/.test(situation.trim());
}

/** The basis of a situation; an unknown or absent one is compared as issue 5 did (pICMS). */
export function icmsRateBasis(situation: string | null | undefined): IcmsRateBasis {
  const code = (situation ?? '').trim();
  if (code === '') return 'rate';
  return (isCsosn(code) ? ICMS_CSOSN_BASIS[code] : ICMS_CST_BASIS[code]) ?? 'rate';
}

function stated(value: string | number | null | undefined): boolean {
  return value !== null && value !== undefined && String(value).trim() !== '';
}

/** The invoice's side of the ICMS rate check. */
export type IcmsRateToCompare =
  { compared: true; kind: 'rate' | 'credit'; nf: string | number | null } | { compared: false };

/** What the ICMS rate check compares with the order's rate for an invoice item, or that it compares nothing. */
export function icmsRateToCompare(item: {
  situation: string | null | undefined;
  rate: string | number | null | undefined;
  creditRate: string | number | null | undefined;
}): IcmsRateToCompare {
  const basis = icmsRateBasis(item.situation);
  const rate = item.rate ?? null;
  const credit = item.creditRate ?? null;
  switch (basis) {
    case 'rate':
      return { compared: true, kind: 'rate', nf: rate };
    case 'rateWhenStated':
      return stated(rate) ? { compared: true, kind: 'rate', nf: rate } : { compared: false };
    case 'credit':
      return { compared: true, kind: 'credit', nf: credit };
    case 'creditOrRateWhenStated':
      if (stated(credit)) return { compared: true, kind: 'credit', nf: credit };
      return stated(rate) ? { compared: true, kind: 'rate', nf: rate } : { compared: false };
    case 'none':
      return { compared: false };
  }
}
