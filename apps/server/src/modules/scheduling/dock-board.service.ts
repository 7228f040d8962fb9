import { addDays, dockBoardInputSchema, dockBoardPlan, type DockBoardDto } from '@portal/domain';
import { findGatesWithHours } from '../../db/gates-with-hours';
import type { ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { rowScopeOf, scopeExcludes } from '../../platform/row-scope';
import { cdWeek, listCds } from '../cds/cds.service';
import { findBoardBookings } from './dock-board.repository';
import { findExceptionDates, findVariations } from './scheduling.repository';

/**
 * quadroDoca (issue 18): a CD's gates × slots from dataInicio for dias days, each slot's capacity and use, and the
 * bookings with their supplier, orders and reference. A CD outside the user's row scope answers 404 like an unknown
 * one; without a CD, the first the user may open (a logistics user's own). Permission dock-board (Admin, Logistica).
 */
export async function dockBoard(ctx: ServiceContext, args: unknown): Promise<DockBoardDto> {
  const input = dockBoardInputSchema.parse(args);
  const scope = rowScopeOf(ctx.user);
  const cds = (await listCds(ctx)).filter((cd) => !scopeExcludes(scope, { cdId: cd.id }));
  const cd = input.cd === null ? cds[0] : cds.find((c) => c.id === input.cd);
  if (!cd) throw AppError.notFound({ idCd: input.cd });
  const to = addDays(input.dataInicio, input.dias - 1);
  const gates = await findGatesWithHours(ctx.db, { cdId: cd.id });
  const [cdHours, exceptions, variations, bookings] = await Promise.all([
    cdWeek(ctx.db, cd.id),
    findExceptionDates(ctx.db, cd.id, input.dataInicio, to),
    findVariations(
      ctx.db,
      gates.map((g) => g.id),
      input.dataInicio,
      to,
    ),
    findBoardBookings(ctx.db, cd.id, input.dataInicio, to, scope),
  ]);
  const board = dockBoardPlan({
    gates: gates.map((g) => ({
      ...g,
      variacoes: variations
        .filter((v) => v.gateId === g.id)
        .map((v) => ({ dataInicial: v.startDate, dataFinal: v.endDate, horarios: v.hours })),
    })),
    cdHours,
    exceptions,
    from: input.dataInicio,
    days: input.dias,
    bookings,
  });
  return {
    idCd: cd.id,
    nomeCd: cd.nome,
    dataInicio: input.dataInicio,
    dias: input.dias,
    cds: cds.map((c) => ({ id: c.id, nome: c.nome })),
    ...board,
  };
}
