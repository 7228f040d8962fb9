import type { compliancePtBR } from './compliance.pt-BR';

export const complianceEsES: typeof compliancePtBR = {
  kinds: {
    certificadoSustentabilidade: 'El certificado de sostenibilidad',
    declaracaoProdutor: 'La declaración del productor',
  },
  expiring: {
    title_one: '1 documento vence pronto',
    title_other: '{{count}} documentos vencen pronto o ya vencieron',
    intro:
      'Un documento vencido cuenta como ausente en la próxima conciliación del pedido. Envíe uno nuevo antes del vencimiento.',
    expiring: '{{document}} del pedido {{order}} vence el {{date}}.',
    expired: '{{document}} del pedido {{order}} venció el {{date}}.',
    sendNew: 'Enviar uno nuevo',
    showAll: 'Ver todos ({{count}})',
    showFewer: 'Ver menos',
  },
};
