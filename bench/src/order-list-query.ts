/** The order grid's GraphQL query, as the web app sends it: what the order and conciliation benchmarks time. */
export const ORDER_LIST_QUERY = `query ($pagina: Int!, $filtro: FiltroPedido, $max: Int) {
  listarPedidos(pagina: $pagina, filtro: $filtro, max: $max) {
    id qtPecas dtEmissao status naturezaPedido origemPedido marca
    calendarioComercial { semanaComercial ano }
    localizacaoFisica { id nome }
    fornecedor { id nome }
    empresa { id codigo }
    cargas { id agendamentos { dtEntrega horaEntrega portao { id nome } } }
    conciliacaos { id statusConciliacaoComercial { id } statusConciliacaoFiscal { id } }
  }
}`;
