import {
  CNPJ_INPUT_MAX,
  COMPANIES,
  normalizeCnpj,
  preSchedulingReportQuerySchema,
  type PreSchedulingReportQuery,
} from '@portal/domain';
import { z } from 'zod';
import { urlChoice, urlText, type UrlFilterSchema } from '../../../lib/use-url-filters';

/** The report's filters as typed (spec 001 §2 "Pre-scheduling report"). */
export interface ReportForm {
  nomeFornecedor: string;
  /** with its mask, numeric or alphanumeric */
  cnpjFornecedor: string;
  /** '' = all companies; else a company's name */
  nomeEmpresa: string;
  nomeCd: string;
  /** '' = all */
  ativo: '' | 'Sim' | 'Não';
}

export const EMPTY_REPORT_FORM: ReportForm = {
  nomeFornecedor: '',
  cnpjFornecedor: '',
  nomeEmpresa: '',
  nomeCd: '',
  ativo: '',
};

const COMPANY_NAMES = COMPANIES.map((c) => c.name);

/** The filters as the URL keeps them (lib/use-url-filters.ts): a field the schema refuses falls back to ''. */
export const REPORT_URL_SCHEMA: UrlFilterSchema<ReportForm> = z.object({
  nomeFornecedor: urlText(100),
  cnpjFornecedor: urlText(CNPJ_INPUT_MAX),
  nomeEmpresa: urlChoice(COMPANY_NAMES, true),
  nomeCd: urlText(100),
  ativo: urlChoice(['Sim', 'Não'] as const, true),
});

/**
 * The query of both files (GET /api/preagendamento/relatorio and /api/relatorios/Reports/preagendamento.pdf): empty
 * filters left out, texts trimmed, the CNPJ without its mask; the company only for users who may change it (PS10:
 * the server otherwise keeps the user to their own).
 */
export function reportQueryFromForm(form: ReportForm, canChangeCompany: boolean): PreSchedulingReportQuery {
  const cnpj = normalizeCnpj(form.cnpjFornecedor);
  const parsed = preSchedulingReportQuerySchema.safeParse({
    nomeFornecedor: form.nomeFornecedor.trim() || undefined,
    cnpjFornecedor: cnpj || undefined,
    nomeEmpresa:
      canChangeCompany && (COMPANY_NAMES as readonly string[]).includes(form.nomeEmpresa)
        ? form.nomeEmpresa
        : undefined,
    nomeCd: form.nomeCd.trim() || undefined,
    ativo: form.ativo || undefined,
  });
  if (!parsed.success) return {};
  return Object.fromEntries(
    Object.entries(parsed.data).filter(([, value]) => value !== undefined),
  ) as PreSchedulingReportQuery;
}
