import {
  ACCEPTANCE_TIMINGS,
  acceptanceTiming,
  awaitingActionOf,
  csvDocument,
  DELIVERY_TIMINGS,
  deliveryTiming,
  FIRST_PASS_OUTCOMES,
  firstPassOutcome,
  hasPermission,
  IDGF_AWAITING_SHOWN,
  IDGF_CSV_MAX_ROWS,
  IDGF_MAX_WEEKS,
  idgfCsvTable,
  idgfPeriodOf,
  tallyByWeek,
  topDivergenceReasons,
  weekKeyOf,
  type IdgfAwaitingOrder,
  type IdgfFigure,
  type IdgfPeriod,
  type IdgfQuery,
  type IdgfReport,
} from '@portal/domain';
import { clock } from '../../platform/clock';
import type { LocalizedContext, ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { rowScopeOf, scopeExcludes, type RowScope } from '../../platform/row-scope';
import { EXPIRING_DOCUMENTS_MAX, expiringDocumentsIn } from '../compliance/compliance.service';
import * as repo from './idgf.repository';
import { IDGF_CSV_TEXTS } from './idgf.texts';

/**
 * The supplier's performance report (/idgf, decision A34): computed per request from the portal's own rows, for one
 * supplier. A supplier (permission idgf) reads its own; a holder of idgf-any-supplier (Admin) names the supplier.
 * Another supplier's id and an unknown id answer alike (idgfSupplierNotFound).
 */

interface Subject {
  supplierId: number;
  name: string;
  /** The user's row scope narrowed to the one supplier reported on. */
  scope: RowScope;
}

async function subjectOf(ctx: ServiceContext, named: number | undefined): Promise<Subject> {
  const scope = rowScopeOf(ctx.user);
  const anySupplier = hasPermission(ctx.user.permissions, 'idgf-any-supplier');
  const supplierId = anySupplier ? named : (scope.supplierId ?? undefined);
  if (supplierId === undefined) throw new AppError('idgfSupplierRequired', { field: 'idFornecedor' });
  // a supplier naming another supplier, or a scope that rules the supplier out: as an unknown id
  if ((named !== undefined && named !== supplierId) || scopeExcludes(scope, { supplierId })) {
    throw new AppError('idgfSupplierNotFound');
  }
  const name = await repo.supplierName(ctx.db, supplierId);
  if (name === null) throw new AppError('idgfSupplierNotFound');
  return { supplierId, name, scope: { ...scope, supplierId } };
}

function periodOf(query: IdgfQuery, today: string): IdgfPeriod {
  const result = idgfPeriodOf(query.de, query.ate, today);
  if (result.ok) return result.period;
  switch (result.reason) {
    case 'invalidWeek':
      throw new AppError('idgfWeekInvalid', { field: result.field, semana: query[result.field!] ?? '' });
    case 'reversed':
      throw new AppError('idgfPeriodReversed', { de: query.de, ate: query.ate });
    case 'tooLong':
      throw new AppError('idgfPeriodTooLong', { max: IDGF_MAX_WEEKS });
  }
}

function awaitingOrders(rows: readonly repo.LatestConciliation[]): IdgfAwaitingOrder[] {
  const list: IdgfAwaitingOrder[] = [];
  for (const row of rows) {
    const situacao = awaitingActionOf({
      statusComercial: row.commercial,
      statusFiscal: row.fiscal,
      conditionallyAccepted: row.accepted,
    });
    if (situacao === null) continue;
    list.push({
      idPedido: Number(row.order_id),
      idConciliacao: Number(row.id),
      numeroNota: row.invoice_number,
      situacao,
      desde: row.created_at,
    });
  }
  return list;
}

async function build(ctx: ServiceContext, query: IdgfQuery, awaitingLimit: number) {
  const today = clock.today();
  const period = periodOf(query, today);
  const subject = await subjectOf(ctx, query.idFornecedor);
  const { scope } = subject;
  const { inicio, fim, semanas } = period;
  const [deliveryGroups, acceptanceGroups, firstGroups, reasons, latest, documents] = await Promise.all([
    repo.deliveries(ctx.db, scope, inicio, fim),
    repo.acceptances(ctx.db, scope, inicio, fim),
    repo.firstUploads(ctx.db, scope, inicio, fim),
    repo.reasonCounts(ctx.db, scope, inicio, fim),
    repo.latestOpenConciliations(ctx.db, scope, awaitingLimit),
    expiringDocumentsIn(ctx.db, scope, today, EXPIRING_DOCUMENTS_MAX),
  ]);
  const entregas = tallyByWeek(
    deliveryGroups,
    DELIVERY_TIMINGS,
    semanas,
    (g) => deliveryTiming(g.day, g.win_start, g.win_end),
    (g) => weekKeyOf(g.day),
    (g) => g.n,
  );
  const aceites = tallyByWeek(
    acceptanceGroups,
    ACCEPTANCE_TIMINGS,
    semanas,
    (g) => acceptanceTiming({ receivedOn: g.received, acceptedOn: g.accepted, waiting: g.waiting }, today),
    (g) => weekKeyOf(g.received),
    (g) => g.n,
  );
  const primeiraPassagem = tallyByWeek(
    firstGroups,
    FIRST_PASS_OUTCOMES,
    semanas,
    (g) => firstPassOutcome({ statusComercial: g.commercial, statusFiscal: g.fiscal, cancelled: g.cancelled }),
    (g) => weekKeyOf(g.day),
    (g) => g.n,
  );
  const awaiting = awaitingOrders(latest);
  const report: IdgfReport = {
    fornecedor: { id: subject.supplierId, nome: subject.name },
    periodo: { de: period.de, ate: period.ate, inicio, fim },
    hoje: today,
    semanas: semanas.map((semana) => ({
      semana,
      entregas: entregas.perWeek.get(semana)!,
      aceites: aceites.perWeek.get(semana)!,
      primeiraPassagem: primeiraPassagem.perWeek.get(semana)!,
    })),
    entregas: entregas.total,
    aceites: aceites.total,
    primeiraPassagem: primeiraPassagem.total,
    motivos: topDivergenceReasons(reasons).map((r) => ({ codigo: r.code, envios: r.uploads })),
    aguardandoAcao: {
      inProgress: awaiting.filter((a) => a.situacao === 'inProgress').length,
      rejected: awaiting.filter((a) => a.situacao === 'rejected').length,
      pedidos: awaiting.slice(0, IDGF_AWAITING_SHOWN),
    },
    documentos: {
      expiring: documents.filter((d) => d.situacao === 'expiring').length,
      expired: documents.filter((d) => d.situacao === 'expired').length,
      itens: documents,
    },
  };
  return { report, awaiting };
}

/**
 * GET /api/idgf/relatorio. Invoices awaiting action are counted up to IDGF_CSV_MAX_ROWS (a supplier with more is
 * told "10,000" rather than made to wait); the report lists the oldest IDGF_AWAITING_SHOWN.
 */
export async function report(ctx: ServiceContext, query: IdgfQuery): Promise<IdgfReport> {
  return (await build(ctx, query, IDGF_CSV_MAX_ROWS)).report;
}

/**
 * GET /api/idgf/relatorio.csv: one figure with the shared CSV rules. The file-lookup answer of the spec (BI5): a
 * report that cannot be found for the supplier named is a file not found.
 */
export async function reportCsv(
  ctx: LocalizedContext,
  query: IdgfQuery & { figura: IdgfFigure },
): Promise<{ fileName: string; body: string }> {
  let built;
  try {
    built = await build(ctx, query, IDGF_CSV_MAX_ROWS);
  } catch (error) {
    if (error instanceof AppError && error.code === 'idgfSupplierNotFound') {
      throw new AppError('fileNotFound', { figura: query.figura });
    }
    throw error;
  }
  const table = idgfCsvTable(query.figura, built.report, built.awaiting, IDGF_CSV_TEXTS[ctx.language], ctx.language);
  return {
    fileName: `idgf_${query.figura}_${built.report.periodo.de}_${built.report.periodo.ate}.csv`,
    body: csvDocument(table.header, table.rows),
  };
}
