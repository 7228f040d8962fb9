/** Texts of the supplier's performance report, /idgf (pt-BR, the reference: en-US and es-ES are typed against it). */
export const idgfPtBR = {
  intro: 'Seus números no portal: entregas, aceites, conciliações e documentos, semana a semana.',
  introAdmin: 'O relatório de desempenho de {{name}}, como o fornecedor o vê.',
  back: 'Voltar',
  loading: 'Montando o relatório…',
  noSupplier: 'Abra o relatório a partir dos detalhes de um fornecedor.',
  period: {
    legend: 'Período (semanas comerciais)',
    from: 'Da semana',
    to: 'Até a semana',
    placeholder: 'ss/aaaa',
    apply: 'Aplicar',
    invalid: 'Informe a semana como ss/aaaa, por exemplo 07/2026.',
    presets: 'Atalhos',
    lastWeeks: 'Últimas {{count}} semanas',
    shown: 'Semanas {{from}} a {{to}} ({{start}} a {{end}})',
  },
  definition: 'Definição',
  definitionOf: 'Definição de {{figure}}',
  csv: 'CSV',
  csvOf: 'Exportar {{figure}} em CSV',
  noData: 'Nada no período.',
  rateOf: '{{rate}}%',
  counted: '{{part}} de {{total}}',
  weekLabel: 'Semana {{week}}',
  figures: {
    onTimeDelivery: {
      title: 'Entregas no prazo',
      definition:
        'Das entregas agendadas no período (a data de entrega do agendamento de cada carga), a parte que cai dentro da janela de entrega do pedido (início e fim inclusive). Antes da janela é antecipada, depois é atrasada; pedidos sem janela não entram na taxa.',
    },
    acceptance: {
      title: 'Pedidos aceitos no prazo',
      definition:
        'Pedidos novos ou alterados (N ou M) que chegaram no período: aceitos em até {{days}} dias corridos após o recebimento do pedido (ou a emissão, sem data de recebimento). Pendentes após o prazo contam como fora do prazo; pendentes ainda no prazo não entram na taxa.',
    },
    firstPass: {
      title: 'Conciliação no primeiro envio',
      definition:
        'Pedidos cujo primeiro envio de nota fiscal foi no período: a parte aprovada 2/2 (comercial e fiscal) já no primeiro envio. Um envio rejeitado, condicional ou cancelado não passou; envios ainda em análise não entram na taxa.',
    },
    divergenceReasons: {
      title: 'Principais motivos de divergência',
      definition:
        'Os {{count}} motivos de recusa mais frequentes nos envios de notas do período, cada um contado uma vez por envio que o aponta. Cancelamentos não são divergências.',
    },
    awaitingAction: {
      title: 'Notas aguardando ação',
      definition:
        'Hoje, pedidos cuja última conciliação não cancelada está em andamento (enviada ou em análise) ou rejeitada sem uma aprovação posterior. Não depende do período.',
    },
    expiringDocuments: {
      title: 'Documentos a vencer',
      definition:
        'Hoje, certificados de sustentabilidade e declarações do produtor (o último de cada pedido, não rejeitado) que vencem em até {{days}} dias ou venceram nos últimos {{days}}. Não depende do período.',
    },
  },
  legend: {
    onTime: 'No prazo',
    early: 'Antecipadas',
    late: 'Atrasadas',
    noWindow: 'Sem janela',
    withinNotice: 'Aceitos no prazo',
    lateAcceptance: 'Aceitos com atraso',
    overdue: 'Pendentes vencidos',
    notDue: 'Pendentes no prazo',
    passed: 'Aprovadas no 1º envio',
    failed: 'Não aprovadas',
    pending: 'Em análise',
    inProgress: 'Em andamento',
    rejected: 'Rejeitadas',
    expiring: 'A vencer',
    expired: 'Vencidos',
  },
  awaiting: {
    oldest: 'As mais antigas',
    order: 'Pedido {{order}}',
    invoice: 'NF {{invoice}}',
    since: 'desde {{date}}',
  },
  documents: {
    certificadoSustentabilidade: 'Certificado de sustentabilidade',
    declaracaoProdutor: 'Declaração do produtor',
    validUntil: 'Pedido {{order}}, validade {{date}}',
  },
  failure: {
    title: 'Problema ao gerar o relatório',
    apology: 'Desculpe, não foi possível montar o relatório agora.',
    support: 'Tente de novo em instantes. Se o problema continuar, fale com o suporte e informe o código abaixo.',
    code: 'Código do erro',
    message: 'Mensagem',
    unknownCode: 'unknownError',
    unknownMessage: 'Erro desconhecido: o servidor não deu detalhes.',
    retry: 'Tentar de novo',
  },
};
