import { describe, expect, it } from 'vitest';
import { ROUTE_PERMISSIONS } from '../auth/permissions';
import { ORDER_NATURES, SUSTAINABILITY_KINDS, type OrderNature } from '../orders/order-status';
import {
  hasSustainabilityFlag,
  needsSustainabilityCertificate,
  routeAfterSampleValidation,
  routeAfterSubcontractorInvoice,
  routeAfterSustainability,
} from './sample-routing';
import { sampleRoutingOrder } from './sample-routing.test-support';

/** An order that needs nothing before /reconcile. */
const order = sampleRoutingOrder;

const certified = (naturezaPedido: OrderNature, sustentabilidade = 'BCI') =>
  order({
    naturezaPedido,
    sustentabilidade,
    empresa: { exigirDeclProdutor: false, exigirCertSustentabilidade: true },
  });

const declared = (naturezaPedido: OrderNature, provider = true, company = true) =>
  order({
    naturezaPedido,
    fornecedor: { exigirDeclProdutor: provider },
    empresa: { exigirDeclProdutor: company, exigirCertSustentabilidade: false },
  });

describe('hasSustainabilityFlag', () => {
  it.each([
    ['BCI', true],
    ['OUTROS', true],
    ['bci', true],
    ['NENHUM', false],
    ['nenhum', false],
    [' NENHUM ', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (value, expected) => expect(hasSustainabilityFlag(value)).toBe(expected));
});

describe('routeAfterSampleValidation (spec 001 §4)', () => {
  it('goes to /reconcile when nothing else is needed', () => {
    expect(routeAfterSampleValidation(order())).toBe('/reconcile');
  });

  it('goes to the subcontractor invoice first when the order uses a subcontractor, whatever else applies', () => {
    expect(routeAfterSampleValidation(order({ utilizaSubContratado: true }))).toBe('/subcontractor-invoice');
    expect(routeAfterSampleValidation({ ...certified('Normal'), utilizaSubContratado: true })).toBe(
      '/subcontractor-invoice',
    );
    expect(routeAfterSampleValidation({ ...declared('Normal'), utilizaSubContratado: true })).toBe(
      '/subcontractor-invoice',
    );
  });

  describe('sustainability', () => {
    it.each(['BCI', 'OUTROS'])('flag %s, company requires, nature Normal → /sustainability', (kind) => {
      expect(routeAfterSampleValidation(certified('Normal', kind))).toBe('/sustainability');
    });

    it('nature Importado → /sustainability', () => {
      expect(routeAfterSampleValidation(certified('Importado'))).toBe('/sustainability');
    });

    it.each(['Amostra', 'Bonificado MKT', 'Bonificado Compras'] as const)('nature %s → /reconcile', (nature) => {
      expect(routeAfterSampleValidation(certified(nature))).toBe('/reconcile');
    });

    it('flag NENHUM (or empty) → not sustainability', () => {
      expect(routeAfterSampleValidation(certified('Normal', 'NENHUM'))).toBe('/reconcile');
      expect(routeAfterSampleValidation(certified('Normal', ''))).toBe('/reconcile');
    });

    it('company does not require certificates → not sustainability', () => {
      expect(routeAfterSampleValidation(order({ sustentabilidade: 'BCI' }))).toBe('/reconcile');
    });

    it('wins over the producer declaration', () => {
      const both = order({
        sustentabilidade: 'BCI',
        fornecedor: { exigirDeclProdutor: true },
        empresa: { exigirDeclProdutor: true, exigirCertSustentabilidade: true },
      });
      expect(routeAfterSampleValidation(both)).toBe('/sustainability');
      // an imported order skips sustainability's sibling: the declaration needs Normal
      expect(routeAfterSampleValidation({ ...both, sustentabilidade: 'NENHUM' })).toBe('/producer-declaration');
      expect(routeAfterSampleValidation({ ...both, sustentabilidade: 'NENHUM', naturezaPedido: 'Importado' })).toBe(
        '/reconcile',
      );
    });
  });

  describe('producer declaration', () => {
    it('provider and company require it, nature Normal → /producer-declaration', () => {
      expect(routeAfterSampleValidation(declared('Normal'))).toBe('/producer-declaration');
    });

    it('only the provider, or only the company → /reconcile', () => {
      expect(routeAfterSampleValidation(declared('Normal', true, false))).toBe('/reconcile');
      expect(routeAfterSampleValidation(declared('Normal', false, true))).toBe('/reconcile');
    });

    it.each(['Importado', 'Amostra', 'Bonificado MKT', 'Bonificado Compras'] as const)(
      'nature %s → /reconcile',
      (nature) => expect(routeAfterSampleValidation(declared(nature))).toBe('/reconcile'),
    );
  });

  it('every combination lands on a route the portal knows, by the rule’s priority', () => {
    const routes = new Set(ROUTE_PERMISSIONS.map((r) => `/${r}`));
    const bools = [false, true];
    let count = 0;
    for (const utilizaSubContratado of bools)
      for (const sustentabilidade of SUSTAINABILITY_KINDS)
        for (const naturezaPedido of ORDER_NATURES)
          for (const provider of bools)
            for (const companyDecl of bools)
              for (const companyCert of bools) {
                const o = order({
                  utilizaSubContratado,
                  sustentabilidade,
                  naturezaPedido,
                  fornecedor: { exigirDeclProdutor: provider },
                  empresa: { exigirDeclProdutor: companyDecl, exigirCertSustentabilidade: companyCert },
                });
                const route = routeAfterSampleValidation(o);
                count += 1;
                expect(routes.has(route)).toBe(true);
                const sustainability =
                  sustentabilidade !== 'NENHUM' &&
                  companyCert &&
                  (naturezaPedido === 'Normal' || naturezaPedido === 'Importado');
                const declaration = provider && companyDecl && naturezaPedido === 'Normal';
                const expected = utilizaSubContratado
                  ? '/subcontractor-invoice'
                  : sustainability
                    ? '/sustainability'
                    : declaration
                      ? '/producer-declaration'
                      : '/reconcile';
                expect(route).toBe(expected);
                if (!utilizaSubContratado) expect(routeAfterSubcontractorInvoice(o)).toBe(route);
              }
    expect(count).toBe(2 * 3 * 5 * 2 * 2 * 2);
  });
});

describe('routeAfterSubcontractorInvoice', () => {
  it('never goes back to the subcontractor invoice', () => {
    expect(routeAfterSubcontractorInvoice(order({ utilizaSubContratado: true }))).toBe('/reconcile');
    expect(routeAfterSubcontractorInvoice({ ...certified('Importado'), utilizaSubContratado: true })).toBe(
      '/sustainability',
    );
    expect(routeAfterSubcontractorInvoice({ ...declared('Normal'), utilizaSubContratado: true })).toBe(
      '/producer-declaration',
    );
  });
});

describe('needsSustainabilityCertificate and routeAfterSustainability (SU12)', () => {
  it.each([
    ['Normal', 'BCI', true, true],
    ['Importado', 'OUTROS', true, true],
    ['Normal', 'NENHUM', true, false],
    ['Normal', 'BCI', false, false],
    ['Amostra', 'BCI', true, false],
    ['Bonificado MKT', 'OUTROS', true, false],
  ] as const)('%s order, flag %s, company requires %s → %s', (naturezaPedido, sustentabilidade, company, needs) => {
    const o = order({
      naturezaPedido,
      sustentabilidade,
      empresa: { exigirDeclProdutor: false, exigirCertSustentabilidade: company },
    });
    expect(needsSustainabilityCertificate(o)).toBe(needs);
    expect(routeAfterSubcontractorInvoice(o)).toBe(needs ? '/sustainability' : '/reconcile');
  });

  it('goes on to the producer declaration when supplier and company require it and the nature is Normal', () => {
    const both = { ...certified('Normal'), fornecedor: { exigirDeclProdutor: true } };
    expect(
      routeAfterSustainability({ ...both, empresa: { exigirDeclProdutor: true, exigirCertSustentabilidade: true } }),
    ).toBe('/producer-declaration');
    expect(routeAfterSustainability(declared('Normal'))).toBe('/producer-declaration');
    expect(routeAfterSustainability(declared('Importado'))).toBe('/reconcile');
    expect(routeAfterSustainability(declared('Normal', false))).toBe('/reconcile');
    expect(routeAfterSustainability(declared('Normal', true, false))).toBe('/reconcile');
    expect(routeAfterSustainability(certified('Normal'))).toBe('/reconcile');
  });
});
