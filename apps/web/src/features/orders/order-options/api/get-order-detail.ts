import { pedidoDetalheSchema, type PedidoDetalheDto } from '@portal/domain';
import { z } from 'zod';
import { ApiError } from '../../../../lib/api-client';
import { askQuietly, useOrderQuery } from '../../../../lib/order-query';
import { ORDER_LOADS_AND_CONCILIATIONS } from '../../api/order-selections';

/** Every field /order-options shows (spec 000 §3 Order and Items). */
export const ORDER_DETAIL_QUERY = /* GraphQL */ `
  query pedidoPorId($idPedido: ID!) {
    pedidoPorId(idPedido: $idPedido) {
      id
      qtCompra
      qtPacotes
      qtPecas
      qtVolumes
      dtEmissao
      status
      naturezaPedido
      marca
      amostraPedido
      origemPedido
      amostraStatus
      origemStatus
      sustentabilidade
      utilizaSubContratado
      departamento
      departamentoId
      observacao
      pais
      pgCond
      pgDiasPrazo
      formaPg
      promocaoKey
      promocaoId
      promocaoInicio
      promocaoFim
      termosFrete
      tipoPedido
      tipoPedidoDescricao
      versao
      dtCancelamento
      dtEntregaInicio
      dtEntregaFim
      dtRecebimentoPo
      fastInd
      ffdd
      cnpjComprador
      utilCode
      aceitePor
      dtAceite
      calendarioComercial {
        id
        semanaComercial
        ano
        dataInicial
        dataFinal
      }
      localizacaoFisica {
        id
        nome
        codigo
        bairro
        cep
        cnpj
        ie
        email
        endereco
        numero
        telefone
        tipoLocalidade
        uf
        cidade
      }
      fornecedor {
        id
        nome
        cnpj
        cidade
        uf
        email
        ediPoInd
        exigirDeclProdutor
        exigirCertifOrigem
        isSubcontratado
      }
      empresa {
        id
        codigo
        nome
        exigirDeclProdutor
        exigirCertSustentabilidade
      }
      ${ORDER_LOADS_AND_CONCILIATIONS}
      itens {
        id
        codItem
        skuCompra
        descricao
        descricaoCurta
        tamanho
        pantone
        cor
        qtCompra
        qtCancelada
        qtRecebida
        qtVolume
        qtItens
        qtCase
        qtPacote
        custoUnitario
        custo
        valorVenda
        referencia
        ean
        composicao
        ncm
        aliquotaIcms
        aliquotaIpi
        formaEnvio
        itemPai
        packInd
        packNo
        nivelArredondamento
        tamPacoteInterno
        tamPacoteSupp
        unidadeVarejo
        detalhe {
          classe
          subclasse
          grupoMaterial
          medida
          paisOrigem
          vpn
          caracteristicas {
            pais
            tamanho
            cor
          }
          insumos {
            codigo
            descricao
            percentual
          }
          udas {
            id
            codigo
            descricao
          }
        }
      }
    }
  }
`;

/** The whole order contract: ORDER_DETAIL_QUERY selects every field of it. */
export const orderDetailAnswerSchema = z.object({ pedidoPorId: pedidoDetalheSchema.nullable() });

/** pedidoPorId: the order with its items; a missing (or another supplier's) order is an error. */
export async function getOrderDetail(idPedido: string): Promise<PedidoDetalheDto> {
  // the page shows the fetch error inside the tabs, so no toast here
  const data = await askQuietly(
    ORDER_DETAIL_QUERY,
    { idPedido },
    { service: 'orders', schema: orderDetailAnswerSchema },
  );
  if (!data?.pedidoPorId) throw new ApiError('notFound', 404, '');
  return data.pedidoPorId;
}

export const orderDetailKey = (idPedido: string) => ['orders', 'detail', idPedido] as const;

// the signal is not read: a remount keeps the first answer (the acceptance reminder reads the order once)
export function useOrderDetail(idPedido: string | null) {
  return useOrderQuery(orderDetailKey(idPedido ?? ''), idPedido, (id) => getOrderDetail(id));
}
