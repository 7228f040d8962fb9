import type { compliancePtBR } from './compliance.pt-BR';

export const complianceEnUS: typeof compliancePtBR = {
  kinds: {
    certificadoSustentabilidade: 'The sustainability certificate',
    declaracaoProdutor: 'The producer declaration',
  },
  expiring: {
    title_one: '1 document expires soon',
    title_other: '{{count}} documents expire soon or have expired',
    intro:
      "An expired document counts as missing on the order's next reconciliation. Send a new one before it expires.",
    expiring: '{{document}} of order {{order}} expires on {{date}}.',
    expired: '{{document}} of order {{order}} expired on {{date}}.',
    sendNew: 'Send a new one',
    showAll: 'Show all ({{count}})',
    showFewer: 'Show fewer',
  },
};
