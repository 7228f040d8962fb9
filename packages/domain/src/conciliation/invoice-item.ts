/**
 * One item (det) of an NF-e as the portal reads it: the server's reader (nfe-xml.ts) returns it, and the commercial
 * and fiscal checks read it by these names (one name per value, from the file to the rules). Every value is the
 * string written in the XML ('10.0000' stays as written); an element absent (or empty) is undefined.
 */
export interface InvoiceItem {
  /** det@nItem (1..990). */
  itemNumber: string;
  /** prod/cProd: the supplier's item code. */
  code: string;
  /** prod/cEAN: the GTIN, or 'SEM GTIN' (NO_GTIN) when written so or left empty (`<cEAN/>`, allowed by the schema). */
  ean: string;
  /** prod/xProd. */
  description: string;
  /** prod/NCM. */
  ncm: string;
  /** prod/CFOP. */
  cfop: string;
  /** prod/uCom. */
  unit: string;
  /** prod/qCom, as written (e.g. '10.0000'). */
  quantity: string;
  /** prod/vUnCom: unit value (the item's unit cost), as written. */
  unitValue: string;
  /** prod/vProd: gross line value, as written. */
  totalValue: string;
  /** prod/xPed: the buyer's order number. */
  orderNumber: string | undefined;
  /** prod/nItemPed: the item of that order. */
  orderItem: string | undefined;
  /** The ICMS group present under imposto/ICMS ('ICMS00', 'ICMS20', 'ICMSSN101', …). */
  icmsGroup: string | undefined;
  /** That group's CST (or CSOSN under the Simples Nacional groups). */
  icmsCst: string | undefined;
  /** That group's pICMS (absent in exempt / Simples Nacional groups without a rate). */
  icmsRate: string | undefined;
  /** That group's pCredSN: the Simples Nacional credit rate (ICMSSN101, ICMSSN201, ICMSSN900). */
  icmsCreditRate: string | undefined;
  /** imposto/IPI/IPITrib/pIPI (absent when the item is not taxed, IPINT). */
  ipiRate: string | undefined;
  /** infAdProd: free text per item (suppliers sometimes write the retail price here). */
  additionalInfo: string | undefined;
}
