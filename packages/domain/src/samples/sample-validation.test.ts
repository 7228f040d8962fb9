import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import {
  blockingSample,
  sampleStatusInSentence,
  sampleValidationOf,
  sampleVerdict,
  type SampleOrderFacts,
} from './sample-validation';

const ERP_STATUSES = ['Em Aprovação', 'Aprovado', 'Reprovado', null, '', 'Cancelada'] as const;

const sample = (over: Partial<SampleOrderFacts> = {}): SampleOrderFacts => ({
  id: 4_200_500,
  erpStatus: 'Em Aprovação',
  concession: null,
  ...over,
});

describe('sampleVerdict: a concession decides when there is one, else the ERP', () => {
  // every concession status against every ERP status: the concession wins each time
  const withConcession = [1, 2, 3].flatMap((status) => ERP_STATUSES.map((erpStatus) => ({ status, erpStatus })));

  it.each(withConcession)('concession $status over ERP $erpStatus', ({ status, erpStatus }) => {
    const verdict = sampleVerdict(sample({ erpStatus, concession: { status, reason: 'Laudo pendente' } }));
    if (status === 2) expect(verdict).toEqual({ passes: true, decidedBy: 'concession' });
    else expect(verdict).toEqual({ passes: false, decidedBy: 'concession', status, reason: 'Laudo pendente' });
  });

  it.each(ERP_STATUSES)('without a concession the ERP decides: %j', (erpStatus) => {
    const verdict = sampleVerdict(sample({ erpStatus }));
    if (erpStatus === 'Aprovado') expect(verdict).toEqual({ passes: true, decidedBy: 'erp' });
    else expect(verdict).toEqual({ passes: false, decidedBy: 'erp', erpStatus });
  });

  it('reads the ERP text as the ERP writes it, surrounding spaces aside', () => {
    expect(sampleVerdict(sample({ erpStatus: ' Aprovado ' })).passes).toBe(true);
    expect(sampleVerdict(sample({ erpStatus: 'aprovado' })).passes).toBe(false);
  });

  it('treats a status outside 1-3 as not approved (pending)', () => {
    expect(sampleVerdict(sample({ erpStatus: 'Aprovado', concession: { status: 7, reason: null } }))).toEqual({
      passes: false,
      decidedBy: 'concession',
      status: 1,
      reason: null,
    });
  });
});

describe('blockingSample', () => {
  it('is null without samples or when every sample passes', () => {
    expect(blockingSample([])).toBeNull();
    expect(
      blockingSample([
        sample({ id: 1, erpStatus: 'Aprovado' }),
        sample({ id: 2, erpStatus: 'Reprovado', concession: { status: 2, reason: null } }),
      ]),
    ).toBeNull();
  });

  it('names the lowest-numbered sample that stops the order', () => {
    const blocked = blockingSample([
      sample({ id: 30, erpStatus: 'Reprovado' }),
      sample({ id: 10, erpStatus: 'Aprovado' }),
      sample({ id: 20, erpStatus: 'Aprovado', concession: { status: 3, reason: 'Costura fora do padrão' } }),
    ]);
    expect(blocked?.sample.id).toBe(20);
    expect(blocked?.verdict).toEqual({
      passes: false,
      decidedBy: 'concession',
      status: 3,
      reason: 'Costura fora do padrão',
    });
  });
});

describe('sampleValidationOf: the answer of validarAmostraPedidoParaConciliacao', () => {
  it('succeeds without a message when nothing stops the order', () => {
    expect(sampleValidationOf(42, [], 'pt-BR')).toEqual({ success: true, messageError: null });
    expect(
      sampleValidationOf(42, [sample({ erpStatus: 'Em Aprovação', concession: { status: 2, reason: null } })], 'en-US'),
    ).toEqual({ success: true, messageError: null });
  });

  it.each([
    [
      'pt-BR',
      1,
      'Aguardando laudo de lavagem',
      'A concessão da amostra 4200500 do pedido 42 está em aprovação: a conciliação fica bloqueada até a aprovação. Motivo: Aguardando laudo de lavagem',
    ],
    [
      'pt-BR',
      3,
      null,
      'A concessão da amostra 4200500 do pedido 42 está reprovada: a conciliação fica bloqueada até a aprovação. Motivo: não informado.',
    ],
    [
      'en-US',
      1,
      '  ',
      'The concession for sample 4200500 of order 42 is pending approval: reconciliation is blocked until it is approved. Reason: none given.',
    ],
    [
      'en-US',
      3,
      'Shade off.',
      'The concession for sample 4200500 of order 42 is rejected: reconciliation is blocked until it is approved. Reason: Shade off.',
    ],
    [
      'es-ES',
      1,
      null,
      'La concesión de la muestra 4200500 del pedido 42 está en aprobación: la conciliación queda bloqueada hasta su aprobación. Motivo: no informado.',
    ],
    [
      'es-ES',
      3,
      'Tono diferente',
      'La concesión de la muestra 4200500 del pedido 42 está rechazada: la conciliación queda bloqueada hasta su aprobación. Motivo: Tono diferente',
    ],
  ] as const)('%s, concession %i, reason %j', (language, status, reason, message) => {
    const answer = sampleValidationOf(
      42,
      [sample({ erpStatus: 'Aprovado', concession: { status, reason } })],
      language,
    );
    expect(answer).toEqual({ success: false, messageError: message });
  });

  it.each([
    [
      'pt-BR',
      'Em Aprovação',
      'A amostra 4200500 do pedido 42 está em aprovação: a conciliação fica bloqueada até a aprovação.',
    ],
    [
      'pt-BR',
      'Reprovado',
      'A amostra 4200500 do pedido 42 está reprovada: a conciliação fica bloqueada até a aprovação.',
    ],
    ['pt-BR', null, 'A amostra 4200500 do pedido 42 está sem situação: a conciliação fica bloqueada até a aprovação.'],
    [
      'en-US',
      'Em Aprovação',
      'Sample 4200500 of order 42 is pending approval: reconciliation is blocked until it is approved.',
    ],
    ['en-US', 'Cancelada', 'Sample 4200500 of order 42 is Cancelada: reconciliation is blocked until it is approved.'],
    [
      'es-ES',
      'Reprovado',
      'La muestra 4200500 del pedido 42 está rechazada: la conciliación queda bloqueada hasta su aprobación.',
    ],
  ] as const)('%s, no concession, ERP %j', (language, erpStatus, message) => {
    expect(sampleValidationOf(42, [sample({ erpStatus })], language)).toEqual({
      success: false,
      messageError: message,
    });
  });
});

describe('sampleStatusInSentence', () => {
  it.each(LANGUAGES)('writes ids and ERP texts alike in %s', (language) => {
    expect(sampleStatusInSentence(1, language)).toBe(sampleStatusInSentence('Em Aprovação', language));
    expect(sampleStatusInSentence(2, language)).toBe(sampleStatusInSentence('Aprovado', language));
    expect(sampleStatusInSentence(3, language)).toBe(sampleStatusInSentence('Reprovado', language));
    expect(sampleStatusInSentence(null, language)).toBe(sampleStatusInSentence('  ', language));
  });
});
