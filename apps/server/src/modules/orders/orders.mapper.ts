import {
  conciliationStatusName,
  DEFAULT_LANGUAGE,
  type CargaDto,
  type ConciliacaoResumoDto,
  type ItemPedidoDto,
  type OrderNature,
  type OrderStatus,
  type PedidoDto,
} from '@portal/domain';
import type { OrderConciliationRow, OrderItemRow, OrderLoadRow, OrderRow } from './orders.repository';

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/**
 * A conciliation side's status with its name in the portal's default language, as the API has always sent it;
 * screens and files name the status by its id in the reader's language (conciliationStatusName).
 */
function conciliationStatus(id: number): { id: number; descricao: string } {
  return { id, descricao: conciliationStatusName(id, DEFAULT_LANGUAGE) };
}

function toCarga(row: OrderLoadRow): CargaDto {
  return {
    id: row.loadId,
    dtCriacao: row.loadCreatedAt.toISOString(),
    // the schedule is the truth: a load is AGENDADA while it has one (the loads list says the same)
    status: row.scheduleId === null ? 'ABERTA' : 'AGENDADA',
    agendamentos:
      row.scheduleId === null
        ? []
        : [
            {
              id: row.scheduleId,
              dtCriacao: row.scheduleCreatedAt!.toISOString(),
              dtEntrega: row.deliveryDate!,
              horaEntrega: row.deliveryTime!,
              portao:
                row.gateId === null ? null : { id: row.gateId, nome: row.gateName!, descricao: row.gateDescription },
            },
          ],
  };
}

function toConciliacao(row: OrderConciliationRow): ConciliacaoResumoDto {
  return {
    id: row.id,
    statusConciliacaoComercial: conciliationStatus(row.commercialStatus),
    statusConciliacaoFiscal: conciliationStatus(row.fiscalStatus),
  };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** The orders in the order of ids (rows that are missing are skipped), with their loads and conciliations. */
export function toPedidos(
  ids: readonly number[],
  rows: readonly OrderRow[],
  loadRows: readonly OrderLoadRow[],
  conciliationRows: readonly OrderConciliationRow[],
): PedidoDto[] {
  const byId = new Map(rows.map((r) => [r.order.id, r]));
  const loadsByOrder = groupBy(loadRows, (r) => r.orderId);
  // already newest first within an order
  const conciliationsByOrder = groupBy(conciliationRows, (r) => r.orderId);
  const answer: PedidoDto[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    answer.push(
      toPedido(row, (loadsByOrder.get(id) ?? []).map(toCarga), (conciliationsByOrder.get(id) ?? []).map(toConciliacao)),
    );
  }
  return answer;
}

function toPedido(row: OrderRow, cargas: CargaDto[], conciliacaos: ConciliacaoResumoDto[]): PedidoDto {
  const { order: o, supplier: s, company: c, cd, week: w } = row;
  return {
    id: o.id,
    qtCompra: o.qtPurchase,
    qtPacotes: o.qtPackages,
    qtPecas: o.qtPieces,
    qtVolumes: o.qtVolumes,
    dtEmissao: o.issuedAt,
    status: o.status as OrderStatus,
    naturezaPedido: o.nature as OrderNature,
    marca: o.brand,
    amostraPedido: o.isSample,
    origemPedido: o.sampleOriginOrderId,
    amostraStatus: o.sampleStatus,
    origemStatus: o.originStatus,
    sustentabilidade: o.sustainability,
    utilizaSubContratado: o.usesSubcontractor,
    departamento: o.department,
    departamentoId: o.departmentId,
    observacao: o.notes,
    pais: o.country,
    pgCond: o.paymentCondition,
    pgDiasPrazo: o.paymentTermDays,
    formaPg: o.paymentMethod,
    promocaoKey: o.promotionKey,
    promocaoId: o.promotionId,
    promocaoInicio: o.promotionStart,
    promocaoFim: o.promotionEnd,
    termosFrete: o.freightTerms,
    tipoPedido: o.orderType,
    tipoPedidoDescricao: o.orderTypeDescription,
    versao: o.version,
    dtCancelamento: o.cancelledAt,
    dtEntregaInicio: iso(o.deliveryStart),
    dtEntregaFim: iso(o.deliveryEnd),
    dtRecebimentoPo: o.poReceivedAt,
    fastInd: o.fastInd,
    ffdd: o.ffdd,
    cnpjComprador: o.buyerCnpj,
    utilCode: o.utilCode,
    aceitePor: row.acceptedByName,
    dtAceite: iso(o.acceptedAt),
    calendarioComercial: {
      id: w.id,
      semanaComercial: w.week,
      ano: w.year,
      dataInicial: w.startDate,
      dataFinal: w.endDate,
    },
    localizacaoFisica: {
      id: cd.id,
      nome: cd.name,
      codigo: cd.code,
      bairro: cd.district,
      cep: cd.postalCode,
      cnpj: cd.cnpj,
      ie: cd.stateRegistration,
      email: cd.email,
      endereco: cd.street,
      numero: cd.number,
      telefone: cd.phone,
      tipoLocalidade: cd.locationType,
      uf: cd.state,
      cidade: cd.city,
    },
    fornecedor: {
      id: s.id,
      nome: s.name,
      cnpj: s.cnpj,
      cidade: s.city,
      uf: s.state,
      email: s.email,
      ediPoInd: s.ediPoInd,
      exigirDeclProdutor: s.requireProducerDeclaration,
      exigirCertifOrigem: s.requireOriginCertificate,
      isSubcontratado: s.isSubcontractor,
    },
    empresa: {
      id: c.id,
      codigo: c.code,
      nome: c.name,
      exigirDeclProdutor: c.requireProducerDeclaration,
      exigirCertSustentabilidade: c.requireSustainabilityCertificate,
    },
    cargas,
    conciliacaos,
  };
}

export function toItemPedido({ item: i, detail: d }: OrderItemRow): ItemPedidoDto {
  return {
    id: i.id,
    codItem: i.itemCode,
    skuCompra: i.purchaseSku,
    descricao: i.description,
    descricaoCurta: i.shortDescription,
    tamanho: i.size,
    pantone: i.pantone,
    cor: i.colour,
    qtCompra: i.qtPurchase,
    qtCancelada: i.qtCancelled,
    qtRecebida: i.qtReceived,
    qtVolume: i.qtVolume,
    qtItens: i.qtItems,
    qtCase: i.qtCase,
    qtPacote: i.qtPackage,
    custoUnitario: i.unitCost,
    custo: i.cost,
    valorVenda: i.salePrice,
    referencia: i.reference,
    ean: i.ean,
    composicao: i.composition,
    ncm: i.ncm,
    aliquotaIcms: i.icmsRate,
    aliquotaIpi: i.ipiRate,
    formaEnvio: i.shippingForm,
    itemPai: i.parentItemCode,
    packInd: i.packInd,
    packNo: i.packNo,
    nivelArredondamento: i.roundLevel,
    tamPacoteInterno: i.innerPackSize,
    tamPacoteSupp: i.supplementaryPackSize,
    unidadeVarejo: i.retailUnit,
    detalhe: d
      ? {
          classe: d.class,
          subclasse: d.subclass,
          grupoMaterial: d.materialGroup,
          medida: d.measure,
          paisOrigem: d.originCountry,
          vpn: d.vpn,
          caracteristicas: d.characteristics.map((ch) => ({ pais: ch.country, tamanho: ch.size, cor: ch.colour })),
          insumos: d.inputs.map((n) => ({ codigo: n.code, descricao: n.description, percentual: n.percentage })),
          udas: d.udas.map((u) => ({ id: u.id, codigo: u.code, descricao: u.description })),
        }
      : null,
  };
}
