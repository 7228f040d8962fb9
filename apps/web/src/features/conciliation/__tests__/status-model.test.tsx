import { permissionsOf, type ConciliationItemDto, type ConciliationResultDto } from '@portal/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/helpers';
import { ConciliationBadge } from '../components/conciliation-badge';
import { statusActions } from '../model/status-actions';
import { formatDecimalText, formatMoney, formatQuantity, formatRate, groupAccessKey } from '../model/status-format';
import { ITEMS_PAGE_SIZE, itemRow, pageOfRows, showsRates } from '../model/status-items';
import { conciliationSteps } from '../model/status-steps';
import { base64ToBytes } from '../model/status-xml';

const side = (id: number) => ({ id, descricao: String(id) });

describe('formatDecimalText: exact decimals in the language', () => {
  it.each([
    ['1234.5600', 'pt-BR', {}, '1.234,56'],
    ['1234.5600', 'en-US', {}, '1,234.56'],
    ['12345.5', 'es-ES', {}, '12.345,5'],
    ['10.0000', 'pt-BR', {}, '10'],
    ['0.5', 'pt-BR', {}, '0,5'],
    ['-0.5', 'en-US', {}, '-0.5'],
    ['25.9', 'pt-BR', { minFraction: 2 }, '25,90'],
    ['12.3456', 'pt-BR', { minFraction: 2 }, '12,3456'],
    ['7', 'en-US', { minFraction: 2 }, '7.00'],
    // beyond a float's precision: every digit kept
    ['12345678901234567.89', 'pt-BR', {}, '12.345.678.901.234.567,89'],
    ['0.1000000000000000000001', 'en-US', {}, '0.1000000000000000000001'],
  ] as const)('%s in %s %o → %s', (value, language, options, expected) => {
    expect(formatDecimalText(value, language, options)).toBe(expected);
  });

  it('currency: the BRL symbol in the language’s layout', () => {
    expect(formatMoney('1234567.5', 'pt-BR', true).replace(/\s/g, ' ')).toBe('R$ 1.234.567,50');
    expect(formatMoney('1234567.5', 'en-US', true)).toBe('R$1,234,567.50');
    expect(formatMoney('1234.5', 'es-ES', true).replace(/\s/g, ' ')).toBe('1234,50 BRL');
  });

  it('empty stays empty, a text that is not a decimal is shown as it came', () => {
    expect(formatQuantity(null, 'pt-BR')).toBe('');
    expect(formatQuantity('', 'pt-BR')).toBe('');
    expect(formatRate('18.00', 'pt-BR')).toBe('18,00');
    expect(formatDecimalText('1e5', 'pt-BR')).toBe('1e5');
    expect(formatDecimalText('12,5', 'pt-BR')).toBe('12,5');
  });
});

describe('the access key', () => {
  it('groups the key by four', () => {
    expect(groupAccessKey('35261112345678000190550010000123451000123457')).toBe(
      '3526 1112 3456 7800 0190 5500 1000 0123 4510 0012 3457',
    );
  });
});

describe('conciliationSteps', () => {
  const steps = (c: number, f: number, extra: Partial<ConciliationResultDto> = {}) => {
    const view = conciliationSteps({
      statusConciliacaoComercial: side(c),
      statusConciliacaoFiscal: side(f),
      cancelada: false,
      condicional: null,
      ...extra,
    });
    return [view.steps.map((s) => s.outcome).join(' '), view.active] as const;
  };

  it.each([
    [1, 0, {}, 'done inProgress pending pending', 1],
    [3, 0, {}, 'done failed pending pending', 2],
    [2, 0, {}, 'done done inProgress pending', 2],
    [2, 3, {}, 'done done failed pending', 3],
    [2, 4, {}, 'done done conditional pending', 3],
    [2, 2, {}, 'done done done done', 4],
    [2, 2, { condicional: { usuario: 'u', data: 'd' } }, 'done done accepted done', 4],
    [2, 2, { cancelada: true }, 'done done done cancelled', 4],
    [3, 0, { cancelada: true }, 'done failed pending cancelled', 2],
    [2, 1, { cancelada: true }, 'done done pending cancelled', 2],
  ] as const)('commercial %i fiscal %i %o → %s (active %i)', (c, f, extra, outcomes, active) => {
    expect(steps(c, f, extra)).toEqual([outcomes, active]);
  });
});

describe('statusActions', () => {
  const result = (c: number, f: number, extra: Partial<ConciliationResultDto> = {}) => ({
    statusConciliacaoComercial: side(c),
    statusConciliacaoFiscal: side(f),
    cancelada: false,
    pedido: { id: 1, status: 'A', fornecedor: { id: 1, nome: 'x', cnpj: '' } },
    ...extra,
  });

  it('conditional: 2/4 with btn-conciliate-conditional only', () => {
    expect(statusActions(result(2, 4), permissionsOf('usuario')).conditional).toBe(true);
    expect(statusActions(result(2, 4), permissionsOf('fornecedor')).conditional).toBe(false);
    expect(statusActions(result(2, 3), permissionsOf('admin')).conditional).toBe(false);
    expect(statusActions(result(2, 4, { cancelada: true }), permissionsOf('admin')).conditional).toBe(false);
  });

  it('cancel: cancel-conciliation (admin, camicado) and not cancelled', () => {
    expect(statusActions(result(2, 2), permissionsOf('admin')).cancel).toBe(true);
    expect(statusActions(result(2, 2), permissionsOf('camicado-usuario')).cancel).toBe(true);
    expect(statusActions(result(2, 2), permissionsOf('logistica')).cancel).toBe(false);
    expect(statusActions(result(2, 2, { cancelada: true }), permissionsOf('admin')).cancel).toBe(false);
  });

  it('seal: 2/2 and not cancelled', () => {
    expect(statusActions(result(2, 2), []).sealBlock).toBeNull();
    expect(statusActions(result(2, 4), []).sealBlock).toBe('sealUnavailable');
    expect(statusActions(result(2, 2, { cancelada: true }), []).sealBlock).toBe('sealCancelled');
  });

  it('reconcile again: reconcile, order A, not a live 2/2', () => {
    const perms = permissionsOf('fornecedor');
    expect(statusActions(result(3, 0), perms).reconcileAgain).toBe(true);
    expect(statusActions(result(2, 2), perms).reconcileAgain).toBe(false);
    expect(statusActions(result(2, 2, { cancelada: true }), perms).reconcileAgain).toBe(true);
    const delivered = result(3, 0, { pedido: { id: 1, status: 'D', fornecedor: { id: 1, nome: 'x', cnpj: '' } } });
    expect(statusActions(delivered, perms).reconcileAgain).toBe(false);
    expect(statusActions(result(3, 0), ['conciliation-status']).reconcileAgain).toBe(false);
  });
});

describe('item rows', () => {
  const item = (overrides: Partial<ConciliationItemDto> = {}): ConciliationItemDto => ({
    numeroItemNf: 1,
    codItemPo: 'A1',
    codItemNf: 'A1',
    descricaoCurtaPo: 'CAMISA',
    descricaoCurtaNf: 'CAMISA POLO',
    eanPo: '7891000000017',
    eanNf: '7891000000017',
    quantityPo: '10',
    quantityNf: '10.0000',
    ncmPo: '6109.10.00',
    ncmNf: '61091000',
    custoUnitarioPo: '12.34',
    custoUnitarioNf: '12.3400',
    valorVendaPo: '49.90',
    valorVendaNf: null,
    aliquotaIcmsPo: '0',
    aliquotaIcmsNf: null,
    aliquotaIpiPo: null,
    aliquotaIpiNf: null,
    motivoReprovacao: null,
    motivos: [],
    ...overrides,
  });

  it('equal values in other writings do not diverge; descriptions are never compared', () => {
    const row = itemRow(item(), 0);
    expect([...row.divergent]).toEqual([]);
    expect(row.hasDivergence).toBe(false);
  });

  it('a differing value diverges; SEM GTIN is not an EAN divergence; an absent rate is 0', () => {
    // quantity and ICMS: the checks' reasons decide (a split line carries part of the quantity; a Simples
    // Nacional or substitution line has no pICMS of its own), never the two cells alone
    expect([...itemRow(item({ quantityNf: '9.9999' }), 0).divergent]).toEqual([]);
    const quantity = { codigo: 'quantity', gravidade: 'commercial', texto: 'x' } as const;
    expect([...itemRow(item({ quantityNf: '9.9999', motivos: [quantity] }), 0).divergent]).toEqual(['quantity']);
    expect([...itemRow(item({ aliquotaIcmsNf: null }), 0).divergent]).toEqual([]);
    const icms = { codigo: 'icmsRate', gravidade: 'conditional', texto: 'x' } as const;
    expect([...itemRow(item({ aliquotaIcmsNf: null, motivos: [icms] }), 0).divergent]).toEqual(['icms']);
    expect([...itemRow(item({ valorVendaNf: '49.91' }), 0).divergent]).toEqual(['saleValue']);
    expect([...itemRow(item({ eanNf: 'SEM GTIN' }), 0).divergent]).toEqual([]);
    expect([...itemRow(item({ aliquotaIcmsNf: '0.00' }), 0).divergent]).toEqual([]);
    expect([...itemRow(item({ aliquotaIpiNf: '5' }), 0).divergent]).toEqual(['ipi']);
  });

  it('a reason marks its column; a one-sided row is divergent as a whole', () => {
    const withReason = itemRow(item({ motivos: [{ codigo: 'itemCode', gravidade: 'commercial', texto: 'x' }] }), 0);
    expect([...withReason.divergent]).toEqual(['code']);
    const missing = itemRow(
      item({ codItemNf: null, numeroItemNf: null, quantityNf: null, custoUnitarioNf: null, eanNf: null }),
      0,
    );
    expect(missing.absent).toBe('nf');
    expect([...missing.divergent]).toEqual([]);
    expect(missing.hasDivergence).toBe(true);
  });

  it('pages of 50, the page clamped, the filter applied first', () => {
    const rows = Array.from({ length: 120 }, (_, i) =>
      itemRow(
        item({
          numeroItemNf: i + 1,
          ...(i % 10 === 0 ? { motivos: [{ codigo: 'quantity', gravidade: 'commercial', texto: 'x' }] } : {}),
        }),
        i,
      ),
    );
    expect(ITEMS_PAGE_SIZE).toBe(50);
    expect(pageOfRows(rows, false, 3)).toMatchObject({ total: 120, page: 3, pages: 3, from: 101, to: 120 });
    expect(pageOfRows(rows, false, 9)).toMatchObject({ page: 3 });
    expect(pageOfRows(rows, true, 1)).toMatchObject({ total: 12, pages: 1, from: 1, to: 12 });
    expect(pageOfRows([], true, 1)).toMatchObject({ total: 0, pages: 1, from: 0, to: 0 });
  });

  it('rate columns when the fiscal step found divergences', () => {
    const rows = [itemRow(item(), 0)];
    expect(showsRates({ divergencias: [] }, rows)).toBe(false);
    expect(showsRates({ divergencias: [{ codigo: 'model', gravidade: 'blocking', texto: 'x' }] }, rows)).toBe(true);
  });
});

describe('base64ToBytes', () => {
  it('gives back every byte, whitespace ignored', () => {
    const bytes = [0, 1, 127, 128, 200, 255];
    const base64 = btoa(String.fromCharCode(...bytes));
    expect([...base64ToBytes(`${base64.slice(0, 4)}\n${base64.slice(4)}`)]).toEqual(bytes);
    expect(() => base64ToBytes('***')).toThrow();
  });
});

describe('ConciliationBadge', () => {
  it('success for 2, danger otherwise; the text in the language, the side before it', () => {
    renderWithProviders(
      <>
        <ConciliationBadge status={{ id: 2, descricao: 'Conciliado' }} label="Comercial" />
        <ConciliationBadge status={3} />
        <ConciliationBadge status={4} />
        <ConciliationBadge status={{ id: 9, descricao: 'Outro' }} />
      </>,
    );
    const tone = (text: string) => screen.getByText(text).closest('[data-tone]')?.getAttribute('data-tone');
    expect(tone('Comercial: Conciliado')).toBe('success');
    expect(tone('Reprovado')).toBe('danger');
    expect(tone('Condicional')).toBe('danger');
    expect(tone('Outro')).toBe('danger');
  });
});
