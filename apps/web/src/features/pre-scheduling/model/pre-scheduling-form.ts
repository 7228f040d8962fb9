import {
  BRASILIA_TIME_ZONE_ID,
  preSchedulingInputSchema,
  toYesNo,
  WORK_HOUR_TYPE_DATE_RANGE,
  WORK_HOUR_TYPES,
  type PreSchedulingDto,
} from '@portal/domain';

/** What the form's fields hold: texts as typed (ids and capacity as text, times HH:mm, dates YYYY-MM-DD). */
export interface PreSchedulingForm {
  descricao: string;
  capacidade: string;
  /** '' until the companies load: the first one is then shown and sent (spec 001 §4) */
  idEmpresa: string;
  idCd: string;
  dataInicial: string;
  /** only for the work-hour type 2 (a date range) */
  dataFinal: string;
  idTipoHoraTrabalho: string;
  horaInicial: string;
  horaFinal: string;
  recebimentoCaixaria: boolean;
  recebimentoDeEncabidado: boolean;
  transferencia: boolean;
  ativo: boolean;
  /** 1 Sunday … 7 Saturday */
  diasDeTrabalho: number[];
}

export type PreSchedulingField = keyof PreSchedulingForm;

/** The four yes/no radios, in their order on screen. */
export const YES_NO_FIELDS = ['recebimentoCaixaria', 'recebimentoDeEncabidado', 'transferencia', 'ativo'] as const;

/** A new pre-scheduling: the first work-hour type (spec 001 §4), active, no weekday ticked yet. */
export const NEW_PRE_SCHEDULING: PreSchedulingForm = {
  descricao: '',
  capacidade: '',
  idEmpresa: '',
  idCd: '',
  dataInicial: '',
  dataFinal: '',
  idTipoHoraTrabalho: String(WORK_HOUR_TYPES[0].id),
  horaInicial: '',
  horaFinal: '',
  recebimentoCaixaria: false,
  recebimentoDeEncabidado: false,
  transferencia: false,
  ativo: true,
  diasDeTrabalho: [],
};

/** A saved pre-scheduling in the form (its first work-hours entry, spec 001 §3). */
export function formOf(dto: PreSchedulingDto): PreSchedulingForm {
  const hours = dto.horasDeTrabalho[0];
  return {
    descricao: dto.descricao,
    capacidade: String(dto.capacidade),
    idEmpresa: String(dto.empresa.id),
    idCd: String(dto.cd.id),
    dataInicial: hours?.dataInicial.slice(0, 10) ?? '',
    dataFinal: hours?.dataFinal?.slice(0, 10) ?? '',
    idTipoHoraTrabalho: String(hours?.tipoHoraTrabalho.id ?? WORK_HOUR_TYPES[0].id),
    horaInicial: hours?.horaInicial.slice(0, 5) ?? '',
    horaFinal: hours?.horaFinal.slice(0, 5) ?? '',
    recebimentoCaixaria: dto.recebimentoCaixaria,
    recebimentoDeEncabidado: dto.recebimentoDeEncabidado,
    transferencia: dto.transferencia,
    ativo: dto.ativo,
    diasDeTrabalho: [...dto.diasDeTrabalho].sort((a, b) => a - b),
  };
}

/** The end date is asked only for a date range (type 2). */
export const isDateRange = (form: Pick<PreSchedulingForm, 'idTipoHoraTrabalho'>) =>
  Number(form.idTipoHoraTrabalho) === WORK_HOUR_TYPE_DATE_RANGE;

/** A change of work-hour type: leaving the date range clears the end date (spec 001 §4). */
export function withWorkHourType(form: PreSchedulingForm, idTipoHoraTrabalho: string): PreSchedulingForm {
  const next = { ...form, idTipoHoraTrabalho };
  return isDateRange(next) ? next : { ...next, dataFinal: '' };
}

/** What criarPreAgendamento and atualizarPreAgendamento take (PreAgendamentoInput): the booleans as Sim/Não. */
export interface PreSchedulingPayload {
  descricao: string;
  capacidade: number;
  idFornecedor: number;
  idEmpresa: number;
  idCd: number;
  idFusoHorario: number;
  recebimentoCaixaria: 'Sim' | 'Não';
  recebimentoDeEncabidado: 'Sim' | 'Não';
  transferencia: 'Sim' | 'Não';
  ativo: 'Sim' | 'Não';
  diasDeTrabalho: number[];
  horasDeTrabalho: {
    dataInicial: string;
    dataFinal?: string;
    horaInicial: string;
    horaFinal: string;
    idTipoHoraTrabalho: number;
  };
}

/**
 * Why a field is refused: `required` (spec 001 §5 "required field"), the domain schema's messages, `invalid` for
 * anything else.
 */
export type FieldProblem =
  | 'required'
  | 'tooLong'
  | 'tooSmall'
  | 'tooLarge'
  | 'integer'
  | 'date'
  | 'time'
  | 'dateRange'
  | 'timeRange'
  | 'invalid';

export type FieldProblems = Partial<Record<PreSchedulingField, FieldProblem>>;

const KNOWN: ReadonlySet<string> = new Set([
  'tooLong',
  'tooSmall',
  'tooLarge',
  'integer',
  'date',
  'time',
  'dateRange',
  'timeRange',
]);

const FIELDS: ReadonlySet<string> = new Set(Object.keys(NEW_PRE_SCHEDULING));

function problemOf(code: string, message: string): FieldProblem {
  if (code === 'invalid_type' || message === 'requiredField') return 'required';
  return KNOWN.has(message) ? (message as FieldProblem) : 'invalid';
}

const idOrBlank = (text: string) => (text.trim() === '' ? '' : Number(text));

/**
 * The form checked with the server's own schema (spec 001 §5): the payload to send, or each field's first
 * problem. The end date of a date range is named even while other fields are missing (the schema's cross-field
 * check runs only on an otherwise complete form).
 */
export function checkPreScheduling(
  form: PreSchedulingForm,
  idFornecedor: number,
): { ok: true; payload: PreSchedulingPayload } | { ok: false; problems: FieldProblems } {
  const parsed = preSchedulingInputSchema.safeParse({
    descricao: form.descricao,
    capacidade: form.capacidade.trim(),
    idFornecedor,
    idEmpresa: idOrBlank(form.idEmpresa),
    idCd: idOrBlank(form.idCd),
    idFusoHorario: BRASILIA_TIME_ZONE_ID,
    recebimentoCaixaria: form.recebimentoCaixaria,
    recebimentoDeEncabidado: form.recebimentoDeEncabidado,
    transferencia: form.transferencia,
    ativo: form.ativo,
    diasDeTrabalho: form.diasDeTrabalho,
    horasDeTrabalho: {
      dataInicial: form.dataInicial,
      dataFinal: isDateRange(form) ? form.dataFinal : '',
      horaInicial: form.horaInicial,
      horaFinal: form.horaFinal,
      idTipoHoraTrabalho: idOrBlank(form.idTipoHoraTrabalho),
    },
  });
  if (parsed.success) {
    const input = parsed.data;
    const { dataFinal, ...hours } = input.horasDeTrabalho;
    return {
      ok: true,
      payload: {
        ...input,
        recebimentoCaixaria: toYesNo(input.recebimentoCaixaria),
        recebimentoDeEncabidado: toYesNo(input.recebimentoDeEncabidado),
        transferencia: toYesNo(input.transferencia),
        ativo: toYesNo(input.ativo),
        horasDeTrabalho: dataFinal === undefined ? hours : { ...hours, dataFinal },
      },
    };
  }
  const problems: FieldProblems = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] === 'horasDeTrabalho' ? issue.path[1] : issue.path[0]);
    if (FIELDS.has(field) && !problems[field as PreSchedulingField])
      problems[field as PreSchedulingField] = problemOf(issue.code, issue.message);
  }
  if (isDateRange(form) && form.dataFinal === '') problems.dataFinal = 'required';
  return { ok: false, problems };
}
