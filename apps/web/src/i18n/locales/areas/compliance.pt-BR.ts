/** Texts shared by the compliance documents: the expiry warnings on the supplier's /main. */
export const compliancePtBR = {
  kinds: {
    certificadoSustentabilidade: 'O certificado de sustentabilidade',
    declaracaoProdutor: 'A declaração do produtor',
  },
  expiring: {
    title_one: '1 documento vence em breve',
    title_other: '{{count}} documentos vencem em breve ou venceram',
    intro: 'Documento vencido conta como ausente na próxima conciliação do pedido. Envie um novo antes do vencimento.',
    expiring: '{{document}} do pedido {{order}} vence em {{date}}.',
    expired: '{{document}} do pedido {{order}} venceu em {{date}}.',
    sendNew: 'Enviar novo',
    showAll: 'Ver todos ({{count}})',
    showFewer: 'Ver menos',
  },
};
