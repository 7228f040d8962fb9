import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import {
  COMMERCIAL_ROW_REASONS,
  type ConciliationReason,
  type ConciliationReasonCode,
  EVENT_REASONS,
  FISCAL_BLOCKING_REASONS,
  FISCAL_CONDITIONAL_REASONS,
} from './conciliation-contracts';
import { conciliationStatusName, rfmStatusName } from '../orders/order-status-names';
import { reasonSeverity, renderReason, renderReasons, toReasonDtos } from './reason-texts';

const ALL_CODES: ConciliationReasonCode[] = [
  ...COMMERCIAL_ROW_REASONS,
  ...FISCAL_BLOCKING_REASONS,
  ...FISCAL_CONDITIONAL_REASONS,
  ...EVENT_REASONS,
];

/** A reason of each code with every field filled, as a check would write it. */
function sample(code: ConciliationReasonCode): ConciliationReason {
  return {
    code,
    item: '000123',
    nItem: '4',
    po: code.startsWith('accessKey') ? '43250312345678000195550070000012341000012345' : '12.0000',
    nf: code === 'notAuthorised' ? '110' : '10',
    order: '4500012345',
    text: 'motivo',
  };
}

describe('renderReason', () => {
  it('has a text for every code in every language, different per language', () => {
    for (const code of ALL_CODES) {
      const texts = LANGUAGES.map((language) => renderReason(sample(code), language));
      for (const text of texts) {
        expect(text.length, code).toBeGreaterThan(5);
        expect(text, code).not.toBe(code);
        expect(text, code).not.toMatch(/undefined|null|\{/);
      }
      expect(new Set(texts).size, code).toBe(3);
    }
  });

  it('compares the order value with the invoice value of a row', () => {
    const reason: ConciliationReason = { code: 'quantity', item: '000123', nItem: '4', po: '12', nf: '10.0000' };
    expect(renderReason(reason, 'en-US')).toBe('Item 000123 (line 4): quantity 12 on the order, 10 on the invoice');
    expect(renderReason(reason, 'pt-BR')).toBe('Item 000123 (linha 4): quantidade 12 no pedido, 10 na nota');
    expect(renderReason(reason, 'es-ES')).toBe('Artículo 000123 (línea 4): cantidad 12 en el pedido, 10 en la factura');
  });

  it('shows money with two places and the language separator, NCM and codes as written', () => {
    const cost: ConciliationReason = { code: 'unitCost', item: '7', nItem: '1', po: '12.3400', nf: '12.5' };
    expect(renderReason(cost, 'en-US')).toBe('Item 7 (line 1): unit cost 12.34 on the order, 12.50 on the invoice');
    expect(renderReason(cost, 'pt-BR')).toBe('Item 7 (linha 1): custo unitário 12,34 no pedido, 12,50 na nota');
    const sale: ConciliationReason = { code: 'saleValue', item: '7', nItem: '1', po: '49.9', nf: '59' };
    expect(renderReason(sale, 'es-ES')).toBe(
      'Artículo 7 (línea 1): valor de venta 49,90 en el pedido, 59,00 en la factura',
    );
    const ncm: ConciliationReason = { code: 'ncm', item: '7', nItem: '1', po: '61091000', nf: '61099000' };
    expect(renderReason(ncm, 'en-US')).toBe('Item 7 (line 1): NCM 61091000 on the order, 61099000 on the invoice');
    const code: ConciliationReason = { code: 'itemCode', item: '0007', nItem: '1', po: '0007', nf: '7' };
    expect(renderReason(code, 'en-US')).toBe('Item 0007 (line 1): code 0007 on the order, 7 on the invoice');
    const rate: ConciliationReason = { code: 'icmsRate', item: '7', nItem: '2', po: '12.00', nf: null };
    expect(renderReason(rate, 'en-US')).toBe('Item 7 (line 2): ICMS rate 12 on the order, — on the invoice');
  });

  it('names the row by line or item when one is missing', () => {
    expect(renderReason({ code: 'missingFromInvoice', item: '55', po: '3.000' }, 'en-US')).toBe(
      'Item 55: quantity 3 on the order, missing from the invoice',
    );
    expect(renderReason({ code: 'notInOrder', item: '999', nItem: '8', nf: '7891234567895' }, 'pt-BR')).toBe(
      'Item 999 (linha 8): EAN 7891234567895 não está no pedido',
    );
    expect(renderReason({ code: 'notInOrder', nItem: '8' }, 'en-US')).toBe('Line 8: not on the order');
    expect(renderReason({ code: 'otherOrder', item: '1', nItem: '2', order: '77' }, 'en-US')).toBe(
      'Item 1 (line 2): the invoice names order 77',
    );
    expect(renderReason({ code: 'repeatedItem', item: '1', nItem: '3' }, 'es-ES')).toBe(
      'Artículo 1 (línea 3): artículo repetido en la factura',
    );
  });

  it('summarises with a count, singular and plural', () => {
    expect(renderReason({ code: 'quantity', count: 3 }, 'en-US')).toBe('3 items with a different quantity');
    expect(renderReason({ code: 'quantity', count: 1 }, 'en-US')).toBe('1 item with a different quantity');
    expect(renderReason({ code: 'missingFromInvoice', count: 2 }, 'pt-BR')).toBe('2 itens do pedido ausentes da nota');
    expect(renderReason({ code: 'notInOrder', count: 1 }, 'es-ES')).toBe('1 artículo de la factura fuera del pedido');
    expect(renderReason({ code: 'ipiRate', count: 4 }, 'en-US')).toBe('4 items with a different IPI rate');
  });

  it('writes the fiscal reasons with masked CNPJs', () => {
    expect(renderReason({ code: 'issuerNotSupplier', po: '12345678000195', nf: '11222333000181' }, 'en-US')).toBe(
      "Issuer 11.222.333/0001-81 is not the order's supplier (12.345.678/0001-95)",
    );
    expect(renderReason({ code: 'recipientOtherBranch', po: '92754738000162', nf: '92754738000243' }, 'pt-BR')).toBe(
      'Destinatário 92.754.738/0002-43 é outra filial do comprador do pedido (92.754.738/0001-62)',
    );
    expect(renderReason({ code: 'notAuthorised', nf: '110', text: 'Uso Denegado' }, 'en-US')).toBe(
      'Invoice not authorised by SEFAZ (status 110: Uso Denegado)',
    );
    expect(renderReason({ code: 'invoiceAlreadyUsed', order: '4500' }, 'es-ES')).toBe(
      'Factura ya utilizada en la conciliación del pedido 4500',
    );
    expect(renderReason({ code: 'invoiceAlreadyUsed' }, 'en-US')).toBe(
      'Invoice already used in another reconciliation',
    );
    expect(renderReason({ code: 'cancelled', text: 'wrong invoice' }, 'en-US')).toBe(
      'Reconciliation cancelled: wrong invoice',
    );
  });

  it('shows an unknown stored code as itself', () => {
    expect(renderReason({ code: 'someFutureCode' as ConciliationReasonCode }, 'en-US')).toBe('someFutureCode');
  });
});

describe('renderReasons and toReasonDtos', () => {
  const reasons: ConciliationReason[] = [
    { code: 'quantity', count: 2 },
    { code: 'ncm', count: 1 },
  ];

  it('joins with "; " and gives "" for none', () => {
    expect(renderReasons(reasons, 'en-US')).toBe('2 items with a different quantity; 1 item with a different NCM');
    expect(renderReasons([], 'en-US')).toBe('');
    expect(renderReasons(null, 'pt-BR')).toBe('');
  });

  it('gives code, severity and text', () => {
    expect(
      toReasonDtos(
        [
          { code: 'icmsRate', count: 1 },
          { code: 'model', nf: '65' },
        ],
        'en-US',
      ),
    ).toEqual([
      { codigo: 'icmsRate', gravidade: 'conditional', texto: '1 item with a different ICMS rate' },
      { codigo: 'model', gravidade: 'blocking', texto: 'Model 65: only NF-e model 55 is accepted' },
    ]);
  });
});

describe('reasonSeverity', () => {
  it.each([
    ...COMMERCIAL_ROW_REASONS.map((code) => [code, 'commercial'] as const),
    ...FISCAL_BLOCKING_REASONS.map((code) => [code, 'blocking'] as const),
    ...FISCAL_CONDITIONAL_REASONS.map((code) => [code, 'conditional'] as const),
    ...EVENT_REASONS.map((code) => [code, 'event'] as const),
  ])('%s is %s', (code, severity) => {
    expect(reasonSeverity(code)).toBe(severity);
  });
});

describe('status texts', () => {
  it('names the five conciliation statuses and the two RFM statuses', () => {
    expect([0, 1, 2, 3, 4].map((id) => conciliationStatusName(id, 'pt-BR'))).toEqual([
      'Não enviado',
      'Enviado',
      'Conciliado',
      'Reprovado',
      'Condicional',
    ]);
    expect([0, 1, 2, 3, 4].map((id) => conciliationStatusName(id, 'en-US'))).toEqual([
      'Not sent',
      'Sent',
      'Reconciled',
      'Rejected',
      'Conditional',
    ]);
    expect(conciliationStatusName(2, 'es-ES')).toBe('Conciliado');
    expect(conciliationStatusName(9, 'en-US')).toBe('9');
    expect([rfmStatusName(0, 'pt-BR'), rfmStatusName(1, 'en-US'), rfmStatusName(0, 'es-ES')]).toEqual([
      'Não emitido',
      'Issued',
      'No emitido',
    ]);
  });
});

describe('reasons of real invoices (issue 13)', () => {
  it.each([
    [
      { code: 'icmsRate', item: '000123', nItem: '2', po: '12.00', nf: '3.95', cst: '101', credit: true },
      'Item 000123 (linha 2): alíquota de ICMS 12 no pedido, 3,95 na nota (CSOSN 101: crédito do Simples Nacional)',
      'Item 000123 (line 2): ICMS rate 12 on the order, 3.95 on the invoice (CSOSN 101: Simples Nacional credit)',
      'Artículo 000123 (línea 2): alícuota de ICMS 12 en el pedido, 3,95 en la factura (CSOSN 101: crédito del Simples Nacional)',
    ],
    [
      { code: 'icmsRate', item: '000123', nItem: '2', po: '12.00', nf: '7.00', cst: '00' },
      'Item 000123 (linha 2): alíquota de ICMS 12 no pedido, 7 na nota (CST 00)',
      'Item 000123 (line 2): ICMS rate 12 on the order, 7 on the invoice (CST 00)',
      'Artículo 000123 (línea 2): alícuota de ICMS 12 en el pedido, 7 en la factura (CST 00)',
    ],
    [
      { code: 'quantity', item: '000123', nItem: '1, 3', po: '12', nf: '14' },
      'Item 000123 (linhas 1, 3): quantidade 12 no pedido, 14 na nota',
      'Item 000123 (lines 1, 3): quantity 12 on the order, 14 on the invoice',
      'Artículo 000123 (líneas 1, 3): cantidad 12 en el pedido, 14 en la factura',
    ],
    [
      { code: 'repeatedItem', item: '000123', nItem: '3', text: '1', po: '12.3400', nf: '12.5' },
      'Item 000123 (linha 3): repete o item da linha 1 com outro custo unitário (12,50 nesta linha, 12,34 na linha 1)',
      'Item 000123 (line 3): repeats the item of line 1 at another unit cost (12.50 on this line, 12.34 on line 1)',
      'Artículo 000123 (línea 3): repite el artículo de la línea 1 con otro costo unitario (12,50 en esta línea, 12,34 en la línea 1)',
    ],
    [
      { code: 'notAuthorised', nf: '101', text: 'Cancelamento de NF-e homologado' },
      'Nota não autorizada pela SEFAZ (situação 101: Cancelamento de NF-e homologado)',
      'Invoice not authorised by SEFAZ (status 101: Cancelamento de NF-e homologado)',
      'Factura no autorizada por la SEFAZ (situación 101: Cancelamento de NF-e homologado)',
    ],
    [
      { code: 'recipientNotBuyer', po: '92754738000162', nf: '11222333000181' },
      'Destinatário 11.222.333/0001-81 não é o comprador do pedido (92.754.738/0001-62)',
      "Recipient 11.222.333/0001-81 is not the order's buyer (92.754.738/0001-62)",
      'El destinatario 11.222.333/0001-81 no es el comprador del pedido (92.754.738/0001-62)',
    ],
  ] as const)('%o', (reason, ptBR, enUS, esES) => {
    expect(renderReason(reason as ConciliationReason, 'pt-BR')).toBe(ptBR);
    expect(renderReason(reason as ConciliationReason, 'en-US')).toBe(enUS);
    expect(renderReason(reason as ConciliationReason, 'es-ES')).toBe(esES);
  });
});
