import type { SampleValidationDto } from '../conciliation/conciliation-contracts';
import type { ErrorCode } from '../errors/codes';
import { errorMessage } from '../errors/messages';
import type { Language } from '../i18n/languages';
import {
  erpSampleStatusId,
  isSampleConcessionStatus,
  SAMPLE_CONCESSION_STATUS,
  type SampleConcessionStatusId,
} from './sample-concession-rules';

/**
 * The sample validation before a conciliation (spec 001 §4 "Flow after a sample validation", §5 "Order sample",
 * §7 validarAmostraPedidoParaConciliacao): whether each sample order made from an order lets the order go on.
 */

/** What the validation reads of one sample order of the order being reconciled. */
export interface SampleOrderFacts {
  /** The sample order's number. */
  id: number;
  /** orders.sample_status as the ERP wrote it ('Em Aprovação', 'Aprovado', 'Reprovado', or nothing). */
  erpStatus: string | null;
  /** The portal's concession for this sample order, if one was registered. */
  concession: { status: number; reason: string | null } | null;
}

export type SampleVerdict =
  | { passes: true; decidedBy: 'concession' | 'erp' }
  | { passes: false; decidedBy: 'concession'; status: SampleConcessionStatusId; reason: string | null }
  | { passes: false; decidedBy: 'erp'; erpStatus: string | null };

/**
 * One sample order's verdict. A concession, when there is one, decides: 2 Aprovado lets the sample through, 1 Em
 * Aprovação and 3 Reprovado stop it. Without one the ERP's sample status decides: only 'Aprovado' passes.
 */
export function sampleVerdict(sample: SampleOrderFacts): SampleVerdict {
  const { concession } = sample;
  if (concession) {
    if (concession.status === SAMPLE_CONCESSION_STATUS.approved) return { passes: true, decidedBy: 'concession' };
    // the table holds 1 to 3 (a check constraint); anything else is not an approval either
    const status = isSampleConcessionStatus(concession.status) ? concession.status : SAMPLE_CONCESSION_STATUS.pending;
    return { passes: false, decidedBy: 'concession', status, reason: concession.reason };
  }
  if (erpSampleStatusId(sample.erpStatus) === SAMPLE_CONCESSION_STATUS.approved)
    return { passes: true, decidedBy: 'erp' };
  return { passes: false, decidedBy: 'erp', erpStatus: sample.erpStatus };
}

/** The first sample order (by number) that stops the order, with its verdict; null when every one passes. */
export function blockingSample(
  samples: readonly SampleOrderFacts[],
): { sample: SampleOrderFacts; verdict: Exclude<SampleVerdict, { passes: true }> } | null {
  for (const sample of [...samples].sort((a, b) => a.id - b.id)) {
    const verdict = sampleVerdict(sample);
    if (!verdict.passes) return { sample, verdict };
  }
  return null;
}

/** How the messages write a sample's status inside a sentence ("A amostra … está em aprovação"). */
const SENTENCE_TEXTS: Readonly<
  Record<Language, { status: Readonly<Record<SampleConcessionStatusId, string>>; unknown: string; noReason: string }>
> = {
  'pt-BR': {
    status: { 1: 'em aprovação', 2: 'aprovada', 3: 'reprovada' },
    unknown: 'sem situação',
    noReason: 'não informado.',
  },
  'en-US': {
    status: { 1: 'pending approval', 2: 'approved', 3: 'rejected' },
    unknown: 'without a status',
    noReason: 'none given.',
  },
  'es-ES': {
    status: { 1: 'en aprobación', 2: 'aprobada', 3: 'rechazada' },
    unknown: 'sin estado',
    noReason: 'no informado.',
  },
};

/** A status (an id, or the ERP's text) as the messages write it in a sentence, in the language. */
export function sampleStatusInSentence(status: number | string | null, language: Language): string {
  const texts = SENTENCE_TEXTS[language];
  const id = typeof status === 'number' ? status : erpSampleStatusId(status);
  if (isSampleConcessionStatus(id)) return texts.status[id];
  return typeof status === 'string' && status.trim() !== '' ? status : texts.unknown;
}

/** Why an order may not be reconciled yet: an error code of the catalogue and its message's parameters. */
export interface Refusal {
  code: ErrorCode;
  params: Record<string, string>;
}

/**
 * The refusal of the first sample order that stops an order (blockingSample), with its message's parameters in the
 * language: sampleConcessionNotApproved (naming the concession's status and reason) when a concession decided,
 * sampleNotApproved (naming the ERP's status) otherwise; null when every sample lets the order through.
 */
export function sampleRefusalOf(
  orderId: number,
  samples: readonly SampleOrderFacts[],
  language: Language,
): Refusal | null {
  const blocked = blockingSample(samples);
  if (!blocked) return null;
  const { sample, verdict } = blocked;
  const names = { amostra: String(sample.id), pedido: String(orderId) };
  return verdict.decidedBy === 'concession'
    ? {
        code: 'sampleConcessionNotApproved',
        params: {
          ...names,
          status: sampleStatusInSentence(verdict.status, language),
          motivo: verdict.reason?.trim() || SENTENCE_TEXTS[language].noReason,
        },
      }
    : {
        code: 'sampleNotApproved',
        params: { ...names, status: sampleStatusInSentence(verdict.erpStatus, language) },
      };
}

/** validarAmostraPedidoParaConciliacao's answer: success, or the message of the sample's refusal (sampleRefusalOf). */
export function sampleValidationOf(
  orderId: number,
  samples: readonly SampleOrderFacts[],
  language: Language,
): SampleValidationDto {
  const refusal = sampleRefusalOf(orderId, samples, language);
  if (!refusal) return { success: true, messageError: null };
  return { success: false, messageError: errorMessage(refusal.code, language, refusal.params) };
}
