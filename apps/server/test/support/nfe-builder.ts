/** Tests build invoices with the demo data's NF-e builder. */
export * from '../../src/db/seed/nfe-builder';
