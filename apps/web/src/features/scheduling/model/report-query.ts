import { COMPANIES, parseBookingReference, type SchedulingReportQuery } from '@portal/domain';
import { z } from 'zod';
import { dateRangeProblems, type DateRangeProblems } from '../../../lib/date-text';
import { urlChoice, urlIsoDate, urlText, type UrlFilterSchema } from '../../../lib/use-url-filters';

/** The report's filters as typed (spec 001 "Scheduling report"). */
export interface ReportForm {
  /** '' = all companies; else a company id (1, 3, 4) */
  idEmpresa: string;
  nomeFornecedor: string;
  nomePortao: string;
  /** a booking reference (AG-0000123-4), as typed at the gate */
  referencia: string;
  /** YYYY-MM-DD from the date inputs */
  dtEntregaIni: string;
  dtEntregaFim: string;
}

export const EMPTY_REPORT_FORM: ReportForm = {
  idEmpresa: '',
  nomeFornecedor: '',
  nomePortao: '',
  referencia: '',
  dtEntregaIni: '',
  dtEntregaFim: '',
};

/** The filters as the URL keeps them (lib/use-url-filters.ts): a field the schema refuses falls back to ''. */
export const REPORT_URL_SCHEMA: UrlFilterSchema<ReportForm> = z.object({
  idEmpresa: urlChoice(
    COMPANIES.map((c) => String(c.id)),
    true,
  ),
  nomeFornecedor: urlText(100),
  nomePortao: urlText(50),
  referencia: urlText(30),
  dtEntregaIni: urlIsoDate,
  dtEntregaFim: urlIsoDate,
});

export type ReportFormErrors = DateRangeProblems<'dtEntregaIni' | 'dtEntregaFim'> & {
  /** a reference whose check digit does not match: mistyped */
  referencia?: 'reference';
};

export type ReportQueryResult = { ok: true; query: SchedulingReportQuery } | { ok: false; errors: ReportFormErrors };

/**
 * The query of both reports: empty filters are left out, texts trimmed; the company only for users who
 * may change it (the server otherwise restricts to the user's own); the delivery range must not run backwards.
 */
export function reportQueryFromForm(form: ReportForm, canChangeCompany: boolean): ReportQueryResult {
  const errors: ReportFormErrors = dateRangeProblems(form, ['dtEntregaIni', 'dtEntregaFim']);
  const reference = form.referencia.trim();
  if (reference && !parseBookingReference(reference).ok) errors.referencia = 'reference';
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const query: SchedulingReportQuery = {};
  const company = COMPANIES.find((c) => String(c.id) === form.idEmpresa);
  if (canChangeCompany && company) query.idEmpresa = company.id;
  const provider = form.nomeFornecedor.trim();
  if (provider) query.nomeFornecedor = provider;
  const gate = form.nomePortao.trim();
  if (gate) query.nomePortao = gate;
  if (reference) query.referencia = reference;
  if (form.dtEntregaIni) query.dtEntregaIni = form.dtEntregaIni;
  if (form.dtEntregaFim) query.dtEntregaFim = form.dtEntregaFim;
  return { ok: true, query };
}
