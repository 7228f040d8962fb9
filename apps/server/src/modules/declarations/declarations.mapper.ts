import {
  declarationStatusName,
  fecomercioStatusName,
  type DeclarationDto,
  type DeclarationItemDto,
  type Language,
} from '@portal/domain';
import type { DeclarationItemRow, DeclarationRow } from './declarations.repository';

export function toDeclarationDto(row: DeclarationRow, language: Language): DeclarationDto {
  return {
    id: row.id,
    idPedido: row.orderId,
    dataPedido: row.orderIssuedAt,
    idFornecedor: row.supplierId,
    nomeFornecedor: row.supplierName,
    status: { id: row.status, descricao: declarationStatusName(row.status, language) },
    statusFecomercio: { id: row.fecomercioStatus, descricao: fecomercioStatusName(row.fecomercioStatus, language) },
    statusRMS: row.rmsStatus,
    erroEnvioRMS: row.rmsError,
    norma:
      row.normId === null || row.normCode === null
        ? null
        : {
            id: row.normId,
            codigo: row.normCode,
            descricao: row.normDescription ?? '',
            dataCriacao: row.normCreatedAt?.toISOString() ?? '',
            ativo: row.normActive ?? false,
          },
    itemFOBMin: row.itemFobMin,
    itemFOBMax: row.itemFobMax,
    dataDeclaracao: row.declaredOn,
    dataValidade: row.validUntil,
    dataCadastro: row.createdAt.toISOString(),
    numeroDJO: row.djoNumber,
    dataDJO: row.djoDate,
    moeda: row.currency,
    protocolo: row.protocol,
    observacao: row.note,
    nomeArquivo: row.fileName,
  };
}

export function toDeclarationItemDto(row: DeclarationItemRow): DeclarationItemDto {
  return {
    codItem: row.itemCode,
    descricao: row.description,
    cor: row.colour,
    tamanho: row.size,
    ncm: row.ncm,
    composicao: row.composition,
    qtCompra: row.qtPurchase,
    custoUnitario: row.unitCost,
  };
}
