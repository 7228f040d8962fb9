import { describe, expect, it } from 'vitest';
import { cnpjRootOf } from '../shared/cnpj';
import {
  FISCAL_ITEM_REASONS_MAX,
  type FiscalCheckInput,
  type FiscalItemRates,
  runFiscalCheck,
  sameRate,
  withKeyAlreadyUsed,
} from './fiscal-check';
import { nfeAccessKeyCheckDigit } from './nfe-access-key';

const SUPPLIER = '12345678000195';
const SUPPLIER_BRANCH = '12345678000276';
const BUYER = '92754738000162';
const BUYER_BRANCH = '92754738000243';
const OTHER = '11222333000181';

function key(cnpj = SUPPLIER, model = '55'): string {
  const body = `432503${cnpj}${model}007000001234100001234`;
  return body + String(nfeAccessKeyCheckDigit(body));
}

const KEY = key();

function rates(overrides: Partial<FiscalItemRates> = {}): FiscalItemRates {
  return {
    item: '000001',
    nItem: '1',
    icmsRatePo: '12.00',
    icmsRateNf: '12.00',
    ipiRatePo: '0.00',
    ipiRateNf: null,
    ...overrides,
  };
}

function input(overrides: Partial<FiscalCheckInput['invoice']> = {}, rest: Partial<FiscalCheckInput> = {}) {
  return {
    invoice: {
      accessKey: KEY,
      protocolAccessKey: KEY,
      model: '55',
      protocolStatus: '100',
      protocolReason: 'Autorizado o uso da NF-e',
      issuerCnpj: SUPPLIER,
      recipientCnpj: BUYER,
      ...overrides,
    },
    supplierCnpj: SUPPLIER,
    buyerCnpj: BUYER,
    items: [rates()],
    ...rest,
  } satisfies FiscalCheckInput;
}

const codes = (reasons: { code: string }[]) => reasons.map((reason) => reason.code);

describe('runFiscalCheck', () => {
  it('gives 2 for an authorised invoice of the supplier to the buyer with the order rates', () => {
    const outcome = runFiscalCheck(input());
    expect(outcome).toEqual({ status: 2, blocking: [], conditional: [], itemReasons: [[]], reasons: [] });
    expect(runFiscalCheck(input({ protocolStatus: '150' })).status).toBe(2);
  });

  it('blocks a key that is not 44 characters of the alphabet', () => {
    const bad = KEY.slice(0, 43);
    const outcome = runFiscalCheck(input({ accessKey: bad, protocolAccessKey: bad }));
    expect(outcome.status).toBe(3);
    expect(codes(outcome.blocking)).toEqual(['accessKeyFormat']);
    expect(codes(runFiscalCheck(input({ accessKey: null, protocolAccessKey: null })).blocking)).toEqual([
      'accessKeyFormat',
    ]);
  });

  it('blocks a wrong check digit', () => {
    const bad = KEY.slice(0, 43) + String((Number(KEY[43]) + 1) % 10);
    const outcome = runFiscalCheck(input({ accessKey: bad, protocolAccessKey: bad }));
    expect(outcome.blocking).toEqual([{ code: 'accessKeyCheckDigit', nf: bad }]);
  });

  it('blocks infNFe@Id different from chNFe', () => {
    const other = key(SUPPLIER_BRANCH);
    const outcome = runFiscalCheck(input({ protocolAccessKey: other }));
    expect(outcome.blocking).toEqual([{ code: 'accessKeyMismatch', nf: KEY, po: other }]);
  });

  it("blocks a key whose CNPJ is not the issuer's", () => {
    const outcome = runFiscalCheck(input({ accessKey: key(OTHER), protocolAccessKey: key(OTHER) }));
    expect(outcome.blocking).toEqual([{ code: 'accessKeyIssuer', po: OTHER, nf: SUPPLIER }]);
  });

  it('blocks another model, from ide/mod or from the key', () => {
    expect(runFiscalCheck(input({ model: '65' })).blocking).toEqual([{ code: 'model', nf: '65' }]);
    const nfce = key(SUPPLIER, '65');
    expect(runFiscalCheck(input({ accessKey: nfce, protocolAccessKey: nfce })).blocking).toEqual([
      { code: 'model', nf: '65' },
    ]);
  });

  it.each(['110', '301', '539', '', null])('blocks cStat %s', (status) => {
    const outcome = runFiscalCheck(input({ protocolStatus: status, protocolReason: 'Uso Denegado' }));
    expect(outcome.status).toBe(3);
    expect(outcome.blocking).toEqual([{ code: 'notAuthorised', nf: status, text: 'Uso Denegado' }]);
  });

  it('blocks an issuer of another company and a recipient of another company', () => {
    const outcome = runFiscalCheck(
      input({ accessKey: key(OTHER), protocolAccessKey: key(OTHER), issuerCnpj: OTHER, recipientCnpj: OTHER }),
    );
    expect(outcome.blocking).toEqual([
      { code: 'issuerNotSupplier', po: SUPPLIER, nf: OTHER },
      { code: 'recipientNotBuyer', po: BUYER, nf: OTHER },
    ]);
    const noRecipient = runFiscalCheck(input({ recipientCnpj: null }));
    expect(noRecipient.blocking).toEqual([{ code: 'recipientNotBuyer', po: BUYER, nf: null }]);
  });

  it('makes another branch of the supplier or of the buyer conditional', () => {
    const branchKey = key(SUPPLIER_BRANCH);
    const outcome = runFiscalCheck(
      input({
        accessKey: branchKey,
        protocolAccessKey: branchKey,
        issuerCnpj: SUPPLIER_BRANCH,
        recipientCnpj: BUYER_BRANCH,
      }),
    );
    expect(outcome.status).toBe(4);
    expect(outcome.blocking).toEqual([]);
    expect(outcome.conditional).toEqual([
      { code: 'issuerOtherBranch', po: SUPPLIER, nf: SUPPLIER_BRANCH },
      { code: 'recipientOtherBranch', po: BUYER, nf: BUYER_BRANCH },
    ]);
  });

  it('compares alphanumeric CNPJs by their 8-character root, masked or not', () => {
    const supplier = '12ABC34501DE35';
    const branch = '12ABC345000193';
    expect(cnpjRootOf('12.ABC.345/01DE-35')).toBe('12ABC345');
    const outcome = runFiscalCheck({
      ...input({ accessKey: key(branch), protocolAccessKey: key(branch), issuerCnpj: branch }),
      supplierCnpj: '12.abc.345/01de-35',
    });
    expect(outcome.conditional).toEqual([{ code: 'issuerOtherBranch', po: '12.abc.345/01de-35', nf: branch }]);
    expect(outcome.status).toBe(4);
    const same = runFiscalCheck({
      ...input({ accessKey: key(supplier), protocolAccessKey: key(supplier), issuerCnpj: supplier }),
      supplierCnpj: '12.ABC.345/01DE-35',
    });
    expect(same.status).toBe(2);
  });

  it('blocks a key already used by another accepted conciliation', () => {
    const outcome = runFiscalCheck(input({}, { keyUsedByOrder: 4500000001 }));
    expect(outcome.blocking).toEqual([{ code: 'invoiceAlreadyUsed', order: '4500000001' }]);
  });

  it('makes different ICMS or IPI rates conditional, per item, absent counting as 0', () => {
    const outcome = runFiscalCheck(
      input(
        {},
        {
          items: [
            rates(),
            rates({ item: '2', nItem: '2', icmsRateNf: '18.00' }),
            rates({ item: '3', nItem: '3', ipiRatePo: '5', ipiRateNf: '5.0000' }),
            rates({ item: '4', nItem: '4', ipiRatePo: '5.00', ipiRateNf: null, icmsRatePo: '0', icmsRateNf: null }),
          ],
        },
      ),
    );
    expect(outcome.status).toBe(4);
    expect(outcome.itemReasons).toEqual([
      [],
      [{ code: 'icmsRate', item: '2', nItem: '2', po: '12.00', nf: '18.00' }],
      [],
      [{ code: 'ipiRate', item: '4', nItem: '4', po: '5.00', nf: null }],
    ]);
    expect(codes(outcome.reasons)).toEqual(['icmsRate', 'ipiRate']);
  });

  it(`keeps rate reasons one by one up to ${FISCAL_ITEM_REASONS_MAX}, then a count`, () => {
    const items = Array.from({ length: FISCAL_ITEM_REASONS_MAX + 1 }, (_, i) =>
      rates({ item: String(i), nItem: String(i + 1), icmsRateNf: '7' }),
    );
    const many = runFiscalCheck(input({}, { items }));
    expect(many.reasons).toEqual([{ code: 'icmsRate', count: FISCAL_ITEM_REASONS_MAX + 1 }]);
    expect(many.conditional).toHaveLength(FISCAL_ITEM_REASONS_MAX + 1);
    const few = runFiscalCheck(input({}, { items: items.slice(0, FISCAL_ITEM_REASONS_MAX) }));
    expect(few.reasons).toHaveLength(FISCAL_ITEM_REASONS_MAX);
  });

  it('blocking wins over conditional, and both are reported', () => {
    const outcome = runFiscalCheck(
      input({ protocolStatus: '110', recipientCnpj: BUYER_BRANCH }, { items: [rates({ icmsRateNf: '4' })] }),
    );
    expect(outcome.status).toBe(3);
    expect(codes(outcome.reasons)).toEqual(['notAuthorised', 'recipientOtherBranch', 'icmsRate']);
  });
});

describe('withKeyAlreadyUsed', () => {
  it('turns a 2 or 4 into 3 with invoiceAlreadyUsed after the blocking reasons', () => {
    const conditional = runFiscalCheck(input({ recipientCnpj: BUYER_BRANCH }));
    const taken = withKeyAlreadyUsed(conditional, '77');
    expect(taken.status).toBe(3);
    expect(codes(taken.reasons)).toEqual(['invoiceAlreadyUsed', 'recipientOtherBranch']);
    expect(withKeyAlreadyUsed(taken)).toBe(taken);
    expect(withKeyAlreadyUsed(runFiscalCheck(input())).reasons).toEqual([{ code: 'invoiceAlreadyUsed', order: null }]);
  });
});

describe('sameRate', () => {
  it.each([
    ['12', '12.00', true],
    ['12.5', '12.50', true],
    [null, '0', true],
    [null, '0.00', true],
    ['', null, true],
    ['0.01', null, false],
    ['12', '12.01', false],
    [12, '12.0', true],
    ['x', 'x', true],
    ['x', '0', false],
  ] as const)('%s vs %s → %s', (a, b, expected) => {
    expect(sameRate(a, b)).toBe(expected);
  });
});

describe('runFiscalCheck: the ICMS rate by the item CST / CSOSN (issue 13)', () => {
  // order rate 12 on every row; the invoice side as a real invoice writes each ICMS group
  it.each([
    ['ICMS00 at the order rate', { icmsCstNf: '00', icmsRateNf: '12.00' }, 2, null],
    ['ICMS00 at another rate', { icmsCstNf: '00', icmsRateNf: '7.00' }, 4, { nf: '7.00', cst: '00' }],
    ['ICMS60 (substitution earlier): no own rate', { icmsCstNf: '60', icmsRateNf: null }, 2, null],
    ['ICMS40 (exempt)', { icmsCstNf: '40', icmsRateNf: null }, 2, null],
    ['ICMS90 without pICMS', { icmsCstNf: '90', icmsRateNf: null }, 2, null],
    ['ICMS90 with another pICMS', { icmsCstNf: '90', icmsRateNf: '4.00' }, 4, { nf: '4.00', cst: '90' }],
    ['ICMSSN102 (no credit)', { icmsCstNf: '102', icmsRateNf: null }, 2, null],
    ['ICMSSN202', { icmsCstNf: '202', icmsRateNf: null }, 2, null],
    ['ICMSSN500', { icmsCstNf: '500', icmsRateNf: null }, 2, null],
    ['ICMSSN101 crediting the order rate', { icmsCstNf: '101', icmsCreditRateNf: '12.00' }, 2, null],
    [
      'ICMSSN101 crediting less',
      { icmsCstNf: '101', icmsCreditRateNf: '3.95' },
      4,
      { nf: '3.95', cst: '101', credit: true },
    ],
    ['ICMSSN900 without rates', { icmsCstNf: '900', icmsRateNf: null }, 2, null],
    ['an older row without situation: pICMS, absent = 0', { icmsRateNf: null }, 4, { nf: null }],
  ] as const)('%s', (_, row, status, reason) => {
    const outcome = runFiscalCheck(input({}, { items: [rates(row)] }));
    expect(outcome.status).toBe(status);
    if (reason === null) expect(outcome.reasons).toEqual([]);
    else {
      expect(outcome.reasons).toEqual([{ code: 'icmsRate', item: '000001', nItem: '1', po: '12.00', ...reason }]);
    }
  });

  it('keeps the document rules of document-check: cancelled with its reason, another company blocking', () => {
    const outcome = runFiscalCheck(
      input({
        accessKey: key(SUPPLIER_BRANCH),
        protocolAccessKey: key(SUPPLIER_BRANCH),
        protocolStatus: '101',
        protocolReason: 'Cancelamento de NF-e homologado',
        issuerCnpj: SUPPLIER_BRANCH,
      }),
    );
    expect(outcome.status).toBe(3);
    expect(outcome.blocking).toEqual([{ code: 'notAuthorised', nf: '101', text: 'Cancelamento de NF-e homologado' }]);
    expect(codes(outcome.conditional)).toEqual(['issuerOtherBranch']);
    expect(cnpjRootOf(OTHER)).not.toBe(cnpjRootOf(SUPPLIER));
  });
});
