import {
  PRE_SCHEDULING_LIMITS,
  PRE_SCHEDULING_REPORT_MAX,
  preSchedulingRowSchema,
  preSchedulingSchema,
  timeZoneSchema,
  workHourTypeSchema,
} from '@portal/domain';
import { byArgument, resolver, type GraphqlModule } from '../../platform/graphql';
import { reportRows } from './pre-scheduling-report.service';
import * as service from './pre-scheduling.service';

/**
 * The report's length for the request cost limit: every pre-scheduling at most, about 2,000 at the scale of the
 * 1M-order data set (docs/performance.md); the resolver still stops at PRE_SCHEDULING_REPORT_MAX. Counting the cap
 * itself (10,000 rows of some 30 fields) would put every full report above GRAPHQL_MAX_COST.
 */
const REPORT_ASSUMED_SIZE = 2500;

/**
 * Pre-schedulings in GraphQL (spec 001 §7 "Pre-scheduling"; buscarPorId is buscarPreAgendamentoPorId, decision A1).
 * Every field is Admin only: the provider's list and the reference lists need pre-scheduling-list, one
 * pre-scheduling and the saves pre-scheduling-details, the report pre-scheduling-report.
 */
export const preSchedulingGraphql: GraphqlModule = {
  types: {
    PreAgendamento: preSchedulingSchema,
    LinhaPreAgendamento: preSchedulingRowSchema,
    FusoHorario: timeZoneSchema,
    TipoHoraTrabalho: workHourTypeSchema,
    HorasDeTrabalho: preSchedulingSchema.shape.horasDeTrabalho.element,
    FornecedorPreAgendamento: preSchedulingSchema.shape.fornecedor,
    EmpresaPreAgendamento: preSchedulingSchema.shape.empresa,
    LocalPreAgendamento: preSchedulingSchema.shape.cd,
  },
  typeDefs: /* GraphQL */ `
    "horasDeTrabalho[0]: dates YYYY-MM-DD, times HH:MM[:SS] (start before end); idTipoHoraTrabalho 1 weekly or 2 date range; dataFinal required for 2 (not before dataInicial) and refused otherwise."
    input HorasDeTrabalhoInput {
      dataInicial: String
      dataFinal: String
      horaInicial: String
      horaFinal: String
      idTipoHoraTrabalho: Int
    }

    "The pre-scheduling form: descricao (at most ${PRE_SCHEDULING_LIMITS.descricao}), capacidade (1 to ${PRE_SCHEDULING_LIMITS.capacidadeMax} volumes per slot), provider, company and a CD serving it required; idFusoHorario 1 (Brasília) only; the radios and ativo as Sim/Não (anything else is Não); diasDeTrabalho 1 Sunday … 7 Saturday, at least one, each once."
    input PreAgendamentoInput {
      descricao: String
      capacidade: Int
      idFornecedor: Int
      idEmpresa: Int
      idCd: Int
      idFusoHorario: Int
      recebimentoCaixaria: String
      recebimentoDeEncabidado: String
      transferencia: String
      ativo: String
      diasDeTrabalho: [Int!]
      horasDeTrabalho: HorasDeTrabalhoInput
    }

    "The report's filters (blank is no filter; texts are 'contains', ignoring case): nomeEmpresa only with pre-scheduling-report-change-company (otherwise the user's own company); cnpjFornecedor masked or not, numeric or alphanumeric; ativo Sim, Não or null for all."
    input FiltroPreAgendamentoRelatorioInput {
      nomeFornecedor: String
      cnpjFornecedor: String
      nomeEmpresa: String
      nomeCd: String
      ativo: String
    }

    extend type Query {
      "A provider's pre-schedulings by description (404 for an unknown provider). Admin."
      listarPreAgendamentosDoFornecedor(idFornecedor: Int!): [LinhaPreAgendamento!]! @listSize(assumedSize: 50)
      "The time zones of the form: Brasília only. Admin."
      listarFusoHorario: [FusoHorario!]! @listSize(assumedSize: 1)
      "The work-hour types: 1 weekly, 2 date range. Admin."
      listarTiposHoraTrabalho: [TipoHoraTrabalho!]! @listSize(assumedSize: 2)
      "One pre-scheduling (404 when unknown). Admin."
      buscarPreAgendamentoPorId(idPreAgendamento: Int!): PreAgendamento!
      "The report's rows by provider name, at most ${PRE_SCHEDULING_REPORT_MAX}. Admin."
      listarPreAgendamentosRelatorio(filtro: FiltroPreAgendamentoRelatorioInput): [LinhaPreAgendamento!]!
        @listSize(assumedSize: ${REPORT_ASSUMED_SIZE})
    }

    extend type Mutation {
      "Registers a pre-scheduling (409 preSchedulingOverCapacity when the CD's active reservations would exceed a slot's capacity). Admin."
      criarPreAgendamento(preAgendamento: PreAgendamentoInput!): PreAgendamento!
      "Saves a pre-scheduling's form (404 when unknown; 409 preSchedulingOverCapacity). Admin."
      atualizarPreAgendamento(idPreAgendamento: Int!, preAgendamento: PreAgendamentoInput!): PreAgendamento!
    }
  `,
  resolvers: {
    Query: {
      listarPreAgendamentosDoFornecedor: resolver(
        'pre-scheduling-list',
        byArgument('idFornecedor', service.listOfSupplier),
      ),
      listarFusoHorario: resolver('pre-scheduling-list', service.listTimeZones),
      listarTiposHoraTrabalho: resolver('pre-scheduling-list', service.listWorkHourTypes),
      buscarPreAgendamentoPorId: resolver(
        'pre-scheduling-details',
        byArgument('idPreAgendamento', service.getPreScheduling),
      ),
      listarPreAgendamentosRelatorio: resolver('pre-scheduling-report', reportRows),
    },
    Mutation: {
      criarPreAgendamento: resolver('pre-scheduling-details', service.createPreScheduling),
      atualizarPreAgendamento: resolver('pre-scheduling-details', service.updatePreScheduling),
    },
  },
};
