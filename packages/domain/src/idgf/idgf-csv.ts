import { formatDateBr, formatInstantBr } from '../calendar/date-format';
import { formatWeekKey } from '../calendar/week-format';
import type { ComplianceDocumentKind } from '../compliance/road-document';
import type { Language } from '../i18n/languages';
import type { CsvValue } from '../shared/csv';
import { divergenceReasonLabel } from './divergence-reason-labels';
import type { IdgfAwaitingOrder, IdgfFigure, IdgfReport } from './idgf-contracts';
import {
  ACCEPTANCE_TIMINGS,
  type AcceptanceTiming,
  type AwaitingAction,
  DELIVERY_TIMINGS,
  type DeliveryTiming,
  FIRST_PASS_OUTCOMES,
  type FirstPassOutcome,
  ratePercent,
  type Tally,
} from './idgf-figures';

/** The CSV headers and values of the report, one catalogue per language (the server's idgf.texts.ts). */
export interface IdgfCsvTexts {
  week: string;
  total: string;
  rate: string;
  deliveries: Record<DeliveryTiming, string>;
  acceptances: Record<AcceptanceTiming, string>;
  firstPass: Record<FirstPassOutcome, string>;
  reason: string;
  uploads: string;
  order: string;
  invoice: string;
  situation: string;
  since: string;
  awaiting: Record<AwaitingAction, string>;
  documentKind: string;
  document: string;
  validUntil: string;
  documentKinds: Record<ComplianceDocumentKind, string>;
  documentStates: Record<'expiring' | 'expired', string>;
}

export interface CsvTable {
  header: string[];
  rows: CsvValue[][];
}

/** A rate as a cell: one decimal with the language's separator, '---' when nothing counts. */
function rateCell(part: number, total: number, language: Language): string | null {
  const rate = ratePercent(part, total);
  if (rate === null) return null;
  const text = rate.toFixed(1);
  return language === 'en-US' ? text : text.replace('.', ',');
}

/** A weekly figure: a row per week, then the period's total; the rate of `hit` among `counted`. */
function weekly<K extends string>(
  report: IdgfReport,
  keys: readonly K[],
  labels: Record<K, string>,
  pick: (week: IdgfReport['semanas'][number] | IdgfReport) => Tally<K>,
  hit: K,
  counted: readonly K[],
  texts: IdgfCsvTexts,
  language: Language,
): CsvTable {
  const row = (label: string, tally: Tally<K>): CsvValue[] => [
    label,
    ...keys.map((k) => tally[k]),
    rateCell(
      tally[hit],
      counted.reduce((sum, k) => sum + tally[k], 0),
      language,
    ),
  ];
  return {
    header: [texts.week, ...keys.map((k) => labels[k]), texts.rate],
    rows: [...report.semanas.map((w) => row(formatWeekKey(w.semana), pick(w))), row(texts.total, pick(report))],
  };
}

/** Which outcomes a rate counts (its denominator): the definitions leave noWindow, notDue and pending out. */
export const RATE_BASES = {
  onTimeDelivery: { hit: 'onTime', counted: ['onTime', 'early', 'late'] },
  acceptance: { hit: 'withinNotice', counted: ['withinNotice', 'late', 'overdue'] },
  firstPass: { hit: 'passed', counted: ['passed', 'failed'] },
} as const;

/** The rate of a figure's tally, in percent (null when nothing counts). */
export function figureRate<F extends keyof typeof RATE_BASES>(figure: F, tally: Record<string, number>): number | null {
  const base = RATE_BASES[figure];
  return ratePercent(
    tally[base.hit] ?? 0,
    base.counted.reduce((sum: number, k: string) => sum + (tally[k] ?? 0), 0),
  );
}

/**
 * One figure of the report as a table for the CSV (pure: the rows come in, the shared CSV rules write them).
 * `awaiting` is the full list of invoices awaiting action (the report carries only the oldest few).
 */
export function idgfCsvTable(
  figure: IdgfFigure,
  report: IdgfReport,
  awaiting: readonly IdgfAwaitingOrder[],
  texts: IdgfCsvTexts,
  language: Language,
): CsvTable {
  switch (figure) {
    case 'onTimeDelivery':
      return weekly(
        report,
        DELIVERY_TIMINGS,
        texts.deliveries,
        (w) => w.entregas,
        'onTime',
        RATE_BASES.onTimeDelivery.counted,
        texts,
        language,
      );
    case 'acceptance':
      return weekly(
        report,
        ACCEPTANCE_TIMINGS,
        texts.acceptances,
        (w) => w.aceites,
        'withinNotice',
        RATE_BASES.acceptance.counted,
        texts,
        language,
      );
    case 'firstPass':
      return weekly(
        report,
        FIRST_PASS_OUTCOMES,
        texts.firstPass,
        (w) => w.primeiraPassagem,
        'passed',
        RATE_BASES.firstPass.counted,
        texts,
        language,
      );
    case 'divergenceReasons':
      return {
        header: [texts.reason, texts.uploads],
        rows: report.motivos.map((m) => [divergenceReasonLabel(m.codigo, language), m.envios]),
      };
    case 'awaitingAction':
      return {
        header: [texts.order, texts.invoice, texts.situation, texts.since],
        rows: awaiting.map((a) => [a.idPedido, a.numeroNota, texts.awaiting[a.situacao], formatInstantBr(a.desde)]),
      };
    case 'expiringDocuments':
      return {
        header: [texts.documentKind, texts.document, texts.order, texts.validUntil, texts.situation],
        rows: report.documentos.itens.map((d) => [
          texts.documentKinds[d.tipo],
          d.idDocumento,
          d.numeroPedido,
          formatDateBr(d.dataValidade),
          texts.documentStates[d.situacao],
        ]),
      };
  }
}
