import type { IdgfCsvTexts, Language } from '@portal/domain';

/** The CSV headers and values of the IDGF report's figures, in the portal's three languages (pt-BR the reference). */
const ptBR: IdgfCsvTexts = {
  week: 'Semana',
  total: 'Total do período',
  rate: 'Taxa (%)',
  deliveries: { onTime: 'No prazo', early: 'Antecipadas', late: 'Atrasadas', noWindow: 'Sem janela' },
  acceptances: {
    withinNotice: 'Aceitos no prazo',
    late: 'Aceitos com atraso',
    overdue: 'Pendentes vencidos',
    notDue: 'Pendentes no prazo',
  },
  firstPass: { passed: 'Aprovadas no 1º envio', failed: 'Não aprovadas no 1º envio', pending: 'Em análise' },
  reason: 'Motivo',
  uploads: 'Envios',
  order: 'Pedido',
  invoice: 'Nota fiscal',
  situation: 'Situação',
  since: 'Enviada em',
  awaiting: { inProgress: 'Em andamento', rejected: 'Rejeitada' },
  documentKind: 'Tipo',
  document: 'Documento',
  validUntil: 'Validade',
  documentKinds: {
    certificadoSustentabilidade: 'Certificado de sustentabilidade',
    declaracaoProdutor: 'Declaração do produtor',
  },
  documentStates: { expiring: 'Vence em até 30 dias', expired: 'Vencido' },
};

const enUS: IdgfCsvTexts = {
  week: 'Week',
  total: 'Period total',
  rate: 'Rate (%)',
  deliveries: { onTime: 'On time', early: 'Early', late: 'Late', noWindow: 'No window' },
  acceptances: { withinNotice: 'Accepted in time', late: 'Accepted late', overdue: 'Overdue', notDue: 'Not yet due' },
  firstPass: { passed: 'Approved on first upload', failed: 'Not approved on first upload', pending: 'Being checked' },
  reason: 'Reason',
  uploads: 'Uploads',
  order: 'Order',
  invoice: 'Invoice',
  situation: 'Situation',
  since: 'Uploaded on',
  awaiting: { inProgress: 'In progress', rejected: 'Rejected' },
  documentKind: 'Kind',
  document: 'Document',
  validUntil: 'Valid until',
  documentKinds: {
    certificadoSustentabilidade: 'Sustainability certificate',
    declaracaoProdutor: 'Producer declaration',
  },
  documentStates: { expiring: 'Expires within 30 days', expired: 'Expired' },
};

const esES: IdgfCsvTexts = {
  week: 'Semana',
  total: 'Total del período',
  rate: 'Tasa (%)',
  deliveries: { onTime: 'A tiempo', early: 'Anticipadas', late: 'Atrasadas', noWindow: 'Sin ventana' },
  acceptances: {
    withinNotice: 'Aceptados a tiempo',
    late: 'Aceptados con retraso',
    overdue: 'Pendientes vencidos',
    notDue: 'Pendientes a tiempo',
  },
  firstPass: { passed: 'Aprobadas en el 1.er envío', failed: 'No aprobadas en el 1.er envío', pending: 'En análisis' },
  reason: 'Motivo',
  uploads: 'Envíos',
  order: 'Pedido',
  invoice: 'Factura',
  situation: 'Situación',
  since: 'Enviada el',
  awaiting: { inProgress: 'En curso', rejected: 'Rechazada' },
  documentKind: 'Tipo',
  document: 'Documento',
  validUntil: 'Validez',
  documentKinds: {
    certificadoSustentabilidade: 'Certificado de sostenibilidad',
    declaracaoProdutor: 'Declaración del productor',
  },
  documentStates: { expiring: 'Vence en hasta 30 días', expired: 'Vencido' },
};

export const IDGF_CSV_TEXTS: Record<Language, IdgfCsvTexts> = { 'pt-BR': ptBR, 'en-US': enUS, 'es-ES': esES };
