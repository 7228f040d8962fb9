import { yearWeekKey, type CdWeekOrderDto, type LoadDetailDto, type LoadListItemDto } from '@portal/domain';
import type { LoadListRow, LoadOrderRow, LoadRow, OrderForLoadRow } from './loads.repository';

export function toLoadDetail(row: LoadRow, orderRows: readonly LoadOrderRow[]): LoadDetailDto {
  return {
    idCarga: row.id,
    semanaComercial: row.week,
    anoSemanaComercial: yearWeekKey(row),
    idCalendarioComercial: row.commercialWeekId,
    centroDistribuicao: row.cdName,
    idCd: row.cdId,
    idFornecedor: row.supplierId,
    nomeFornecedor: row.supplierName,
    idAgendamento: row.scheduleId,
    portao: row.scheduleId === null ? null : row.gateId,
    nomePortao: row.scheduleId === null ? null : row.gateName,
    dtEntrega: row.deliveryDate,
    horaEntrega: row.deliveryTime,
    totalPecas: orderRows.reduce((sum, o) => sum + o.qtPieces, 0),
    totalVolumes: orderRows.reduce((sum, o) => sum + o.qtVolumes, 0),
    dtCriacao: row.createdAt.toISOString(),
    pedidos: orderRows.map((o) => ({
      numero: o.id,
      qtCompra: o.qtPurchase,
      qtPecas: o.qtPieces,
      qtVolumes: o.qtVolumes,
      status: o.status,
      fornecedorId: o.supplierId,
    })),
  };
}

export function toLoadListItem(row: LoadListRow): LoadListItemDto {
  return {
    idCarga: row.id,
    semanaComercial: row.week,
    anoSemanaComercial: yearWeekKey(row),
    idCd: row.cdId,
    centroDistribuicao: row.cdName,
    idFornecedor: row.supplierId,
    nomeFornecedor: row.supplierName,
    qtPedidos: row.orderCount,
    totalPecas: row.totalPieces,
    totalVolumes: row.totalVolumes,
    idAgendamento: row.scheduleId,
    nomePortao: row.gateName,
    dtEntrega: row.deliveryDate,
    horaEntrega: row.deliveryTime,
    status: row.scheduleId === null ? 'ABERTA' : 'AGENDADA',
    dtCriacao: row.createdAt.toISOString(),
  };
}

export function toCdWeekOrder(row: OrderForLoadRow): CdWeekOrderDto {
  return {
    id: row.id,
    qtCompra: row.qtPurchase,
    qtVolumes: row.qtVolumes,
    dtEmissao: row.issuedAt,
    naturezaPedido: row.nature,
    status: row.status,
  };
}
