import {
  DOCK_BOARD_MAX_DAYS,
  dockBoardBookingSchema,
  dockBoardCdSchema,
  dockBoardGateDaySchema,
  dockBoardGateSchema,
  dockBoardSchema,
  dockBoardSlotSchema,
} from '@portal/domain';
import { resolver, type GraphqlModule } from '../../platform/graphql';
import { dockBoard } from './dock-board.service';

/** Scheduling in GraphQL: the CD's dock board (issue 18). */
export const schedulingGraphql: GraphqlModule = {
  types: {
    QuadroDoca: dockBoardSchema,
    PortaoQuadroDoca: dockBoardGateSchema,
    DiaPortaoQuadroDoca: dockBoardGateDaySchema,
    HorarioQuadroDoca: dockBoardSlotSchema,
    AgendamentoQuadroDoca: dockBoardBookingSchema,
    CdQuadroDoca: dockBoardCdSchema,
  },
  typeDefs: /* GraphQL */ `
    extend type Query {
      "A CD's dock board: gates × slots from dataInicio (YYYY-MM-DD) for dias days (1 to ${DOCK_BOARD_MAX_DAYS}), capacity used and the bookings. cd null: the first CD the user may open. 404 for a CD unknown or outside the user's scope. Admin and Logistica (its CD)."
      quadroDoca(cd: Int, dataInicio: String!, dias: Int!): QuadroDoca!
    }
  `,
  resolvers: {
    Query: {
      quadroDoca: resolver('dock-board', dockBoard),
    },
  },
};
