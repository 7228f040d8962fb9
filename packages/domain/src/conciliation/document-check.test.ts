import { describe, expect, it } from 'vitest';
import { authorisationReasons, compareParty, documentRefusals, partyReasons } from './document-check';

const SUPPLIER = '12345678000195';
const BUYER = '92754738000162';

describe('authorisationReasons', () => {
  it.each([
    ['100', []],
    ['150', []],
    [' 100 ', []],
  ] as const)('cStat %s is authorised', (status, expected) => {
    expect(authorisationReasons({ protocolStatus: status, protocolReason: 'x' })).toEqual(expected);
  });

  it.each([
    ['101', 'Cancelamento de NF-e homologado'],
    ['110', 'Uso Denegado'],
    ['301', 'Uso Denegado: Irregularidade fiscal do emitente'],
    ['302', 'Uso Denegado: Irregularidade fiscal do destinatario'],
    [null, null],
  ])('cStat %s is refused with SEFAZ reason', (status, reason) => {
    expect(authorisationReasons({ protocolStatus: status, protocolReason: reason })).toEqual([
      { code: 'notAuthorised', nf: status, text: reason },
    ]);
  });
});

describe('compareParty and partyReasons', () => {
  it.each([
    [SUPPLIER, SUPPLIER, 'same'],
    ['12.345.678/0001-95', SUPPLIER, 'same'],
    ['12345678000276', SUPPLIER, 'branch'],
    ['11222333000181', SUPPLIER, 'other'],
    [null, SUPPLIER, 'other'],
    ['', SUPPLIER, 'other'],
  ] as const)('%s against %s is %s', (invoice, expected, match) => {
    expect(compareParty(invoice, expected)).toBe(match);
  });

  it('blocks another company and makes a branch conditional, naming both CNPJs', () => {
    expect(partyReasons({ issuerCnpj: '11222333000181', recipientCnpj: '92754738000243' }, SUPPLIER, BUYER)).toEqual({
      blocking: [{ code: 'issuerNotSupplier', po: SUPPLIER, nf: '11222333000181' }],
      conditional: [{ code: 'recipientOtherBranch', po: BUYER, nf: '92754738000243' }],
    });
  });
});

describe('documentRefusals (the commercial step, before the items)', () => {
  const header = {
    protocolStatus: '100',
    protocolReason: 'Autorizado o uso da NF-e',
    issuerCnpj: SUPPLIER,
    recipientCnpj: BUYER,
  };
  it.each([
    ['a good document', {}, []],
    ['a branch of the supplier (fiscal 4 later, not refused here)', { issuerCnpj: '12345678000276' }, []],
    ['another issuer', { issuerCnpj: '11222333000181' }, ['issuerNotSupplier']],
    ['another recipient', { recipientCnpj: '11222333000181' }, ['recipientNotBuyer']],
    [
      'a cancelled invoice of another issuer',
      { protocolStatus: '101', issuerCnpj: '11222333000181' },
      ['notAuthorised', 'issuerNotSupplier'],
    ],
    ['a denied invoice', { protocolStatus: '302' }, ['notAuthorised']],
  ] as const)('%s', (_, patch, codes) => {
    const reasons = documentRefusals({ invoice: { ...header, ...patch }, supplierCnpj: SUPPLIER, buyerCnpj: BUYER });
    expect(reasons.map((reason) => reason.code)).toEqual(codes);
  });
});
