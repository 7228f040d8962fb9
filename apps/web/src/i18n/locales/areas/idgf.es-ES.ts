import type { idgfPtBR } from './idgf.pt-BR';

export const idgfEsES: typeof idgfPtBR = {
  intro: 'Sus números en el portal: entregas, aceptaciones, conciliaciones y documentos, semana a semana.',
  introAdmin: 'El informe de desempeño de {{name}}, como lo ve el proveedor.',
  back: 'Volver',
  loading: 'Preparando el informe…',
  noSupplier: 'Abra el informe desde los detalles de un proveedor.',
  period: {
    legend: 'Período (semanas comerciales)',
    from: 'Desde la semana',
    to: 'Hasta la semana',
    placeholder: 'ss/aaaa',
    apply: 'Aplicar',
    invalid: 'Indique la semana como ss/aaaa, por ejemplo 07/2026.',
    presets: 'Atajos',
    lastWeeks: 'Últimas {{count}} semanas',
    shown: 'Semanas {{from}} a {{to}} ({{start}} a {{end}})',
  },
  definition: 'Definición',
  definitionOf: 'Definición de {{figure}}',
  csv: 'CSV',
  csvOf: 'Exportar {{figure}} en CSV',
  noData: 'Nada en el período.',
  rateOf: '{{rate}}%',
  counted: '{{part}} de {{total}}',
  weekLabel: 'Semana {{week}}',
  figures: {
    onTimeDelivery: {
      title: 'Entregas a tiempo',
      definition:
        'De las entregas programadas en el período (la fecha de entrega programada de cada carga), la parte que cae dentro de la ventana de entrega del pedido (inicio y fin incluidos). Antes de la ventana es anticipada, después es atrasada; los pedidos sin ventana no entran en la tasa.',
    },
    acceptance: {
      title: 'Pedidos aceptados a tiempo',
      definition:
        'Pedidos nuevos o modificados (N o M) recibidos en el período: aceptados en hasta {{days}} días corridos tras recibir el pedido (o su emisión, sin fecha de recepción). Pendientes tras el plazo cuentan como fuera de plazo; pendientes aún en plazo no entran en la tasa.',
    },
    firstPass: {
      title: 'Conciliación en el primer envío',
      definition:
        'Pedidos cuyo primer envío de factura fue en el período: la parte aprobada 2/2 (comercial y fiscal) ya en el primer envío. Un envío rechazado, condicional o cancelado no pasó; los envíos aún en análisis no entran en la tasa.',
    },
    divergenceReasons: {
      title: 'Principales motivos de divergencia',
      definition:
        'Los {{count}} motivos de rechazo más frecuentes en los envíos de facturas del período, cada uno contado una vez por envío que lo señala. Las cancelaciones no son divergencias.',
    },
    awaitingAction: {
      title: 'Facturas pendientes de acción',
      definition:
        'Hoy, pedidos cuya última conciliación no cancelada está en curso (enviada o en análisis) o rechazada sin una aprobación posterior. No depende del período.',
    },
    expiringDocuments: {
      title: 'Documentos por vencer',
      definition:
        'Hoy, certificados de sostenibilidad y declaraciones del productor (el último de cada pedido, no rechazado) que vencen en hasta {{days}} días o vencieron en los últimos {{days}}. No depende del período.',
    },
  },
  legend: {
    onTime: 'A tiempo',
    early: 'Anticipadas',
    late: 'Atrasadas',
    noWindow: 'Sin ventana',
    withinNotice: 'Aceptados a tiempo',
    lateAcceptance: 'Aceptados con retraso',
    overdue: 'Pendientes vencidos',
    notDue: 'Pendientes a tiempo',
    passed: 'Aprobadas en el 1.er envío',
    failed: 'No aprobadas',
    pending: 'En análisis',
    inProgress: 'En curso',
    rejected: 'Rechazadas',
    expiring: 'Por vencer',
    expired: 'Vencidos',
  },
  awaiting: {
    oldest: 'Las más antiguas',
    order: 'Pedido {{order}}',
    invoice: 'Factura {{invoice}}',
    since: 'desde {{date}}',
  },
  documents: {
    certificadoSustentabilidade: 'Certificado de sostenibilidad',
    declaracaoProdutor: 'Declaración del productor',
    validUntil: 'Pedido {{order}}, validez {{date}}',
  },
  failure: {
    title: 'Problema al generar el informe',
    apology: 'Lo sentimos, no fue posible preparar el informe ahora.',
    support:
      'Inténtelo de nuevo en unos instantes. Si el problema continúa, contacte al soporte e indique el código de abajo.',
    code: 'Código del error',
    message: 'Mensaje',
    unknownCode: 'unknownError',
    unknownMessage: 'Error desconocido: el servidor no dio detalles.',
    retry: 'Intentar de nuevo',
  },
};
