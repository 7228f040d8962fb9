import {
  TIME_ZONES,
  WORK_HOUR_TYPES,
  type PreSchedulingDto,
  type PreSchedulingInput,
  type PreSchedulingRowDto,
  type Reservation,
} from '@portal/domain';
import type { PreSchedulingRecord, PreSchedulingValues } from './pre-scheduling.repository';

function workHourType(id: number): { id: number; descricao: string } {
  const type = WORK_HOUR_TYPES.find((t) => t.id === id);
  return { id, descricao: type?.descricao ?? String(id) };
}

function timeZone(id: number): { id: number; descricao: string } {
  const zone = TIME_ZONES.find((z) => z.id === id);
  return { id, descricao: zone?.descricao ?? String(id) };
}

const sortedDays = (days: readonly number[]) => [...days].sort((a, b) => a - b);

/** A row of the provider's list and of the report. */
export function toPreSchedulingRowDto(r: PreSchedulingRecord): PreSchedulingRowDto {
  return {
    id: r.id,
    descricao: r.description,
    capacidade: r.capacity,
    ativo: r.active,
    fornecedor: { id: r.supplierId, nome: r.supplierName, cnpj: r.supplierCnpj },
    empresa: { id: r.companyId, nome: r.companyName, habilitarPreAgendamentoFornecedor: r.companyEnabled },
    cd: { id: r.cdId, nome: r.cdName },
    diasDeTrabalho: sortedDays(r.weekdays),
    tipoHoraTrabalho: workHourType(r.workHourType),
    dataInicial: r.startDate,
    dataFinal: r.endDate,
    horaInicial: r.startTime,
    horaFinal: r.endTime,
  };
}

/** The spec's whole entity (buscarPreAgendamentoPorId, and the answer of a save). */
export function toPreSchedulingDto(r: PreSchedulingRecord): PreSchedulingDto {
  const days = sortedDays(r.weekdays);
  return {
    id: r.id,
    descricao: r.description,
    capacidade: r.capacity,
    ativo: r.active,
    fornecedor: { id: r.supplierId, nome: r.supplierName, cnpj: r.supplierCnpj },
    empresa: { id: r.companyId, nome: r.companyName, habilitarPreAgendamentoFornecedor: r.companyEnabled },
    cd: { id: r.cdId, nome: r.cdName },
    portao: r.gateId === null ? null : { id: r.gateId, nome: r.gateName ?? '' },
    fusoHorario: timeZone(r.timeZoneId),
    recebimentoCaixaria: r.boxReceiving,
    recebimentoDeEncabidado: r.hangerReceiving,
    transferencia: r.transfer,
    diasDeTrabalho: days,
    // horasDeTrabalho[0]: one entry, kept in the row's own columns (A14), numbered as the pre-scheduling
    horasDeTrabalho: [
      {
        id: r.id,
        dataInicial: r.startDate,
        dataFinal: r.endDate,
        horaInicial: r.startTime,
        horaFinal: r.endTime,
        tipoHoraTrabalho: workHourType(r.workHourType),
        diaSemana: days,
      },
    ],
  };
}

/** The parsed form as the table's columns: the gate stays null (A14), weekdays stored once, ascending. */
export function toPreSchedulingValues(input: PreSchedulingInput): PreSchedulingValues {
  const hours = input.horasDeTrabalho;
  return {
    description: input.descricao,
    capacity: input.capacidade,
    active: input.ativo,
    supplierId: input.idFornecedor,
    companyId: input.idEmpresa,
    cdId: input.idCd,
    gateId: null,
    timeZoneId: input.idFusoHorario,
    boxReceiving: input.recebimentoCaixaria,
    hangerReceiving: input.recebimentoDeEncabidado,
    transfer: input.transferencia,
    weekdays: sortedDays(input.diasDeTrabalho),
    workHourType: hours.idTipoHoraTrabalho,
    startDate: hours.dataInicial,
    endDate: hours.dataFinal ?? null,
    startTime: hours.horaInicial,
    endTime: hours.horaFinal,
  };
}

/** The columns as the reservation the capacity check measures (id 0: not saved yet). */
export function toReservation(id: number, v: PreSchedulingValues): Reservation {
  return {
    id,
    supplierId: v.supplierId,
    capacity: v.capacity,
    weekdays: v.weekdays,
    startDate: v.startDate,
    endDate: v.endDate ?? null,
    startTime: v.startTime,
    endTime: v.endTime,
  };
}
