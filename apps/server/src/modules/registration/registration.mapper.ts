import {
  REGISTER_REQUEST_STATUSES,
  resolveProfiles,
  type ProfileKey,
  type RegisterRequestRow,
  type RegisterRequestStatus,
  type RegisterRequestView,
} from '@portal/domain';
import { splitProfileNames } from '../auth/auth.service';
import type { RegisterRequestDetail } from './registration.repository';

function statusOf(value: string): RegisterRequestStatus {
  const status = REGISTER_REQUEST_STATUSES.find((s) => s === value);
  if (!status) throw new Error(`unknown register request status ${value}`);
  return status;
}

function profileOf(profileNames: string): ProfileKey | null {
  const resolution = resolveProfiles(splitProfileNames(profileNames));
  return resolution.kind === 'single' ? resolution.profile.key : null;
}

/** A request as its own user reads it. */
export function requestView(row: RegisterRequestDetail): RegisterRequestView {
  return {
    id: row.id,
    status: statusOf(row.status),
    tipo: row.cdId !== null ? 'cd' : 'fornecedor',
    codigoInformado: row.supplierCode,
    cnpjInformado: row.cnpj,
    fornecedor:
      row.supplierId !== null
        ? { codigo: row.supplierId, nome: row.supplierName ?? '', cnpj: row.supplierCnpj ?? '' }
        : null,
    cd: row.cdId !== null ? { id: row.cdId, codigo: row.cdCode ?? '', nome: row.cdName ?? '' } : null,
    solicitadoEm: row.requestedAt.toISOString(),
    decididoEm: row.decidedAt?.toISOString() ?? null,
    motivo: row.reason,
  };
}

/** A request as the Admin's list shows it. */
export function requestRow(row: RegisterRequestDetail): RegisterRequestRow {
  return {
    ...requestView(row),
    usuario: { login: row.userLogin, nome: row.userName, chapa: row.chapa, perfil: profileOf(row.userProfileNames) },
    decididoPor: row.deciderName,
  };
}
