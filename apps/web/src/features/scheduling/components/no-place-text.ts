import { formatDateBr, weekdayOf, type DayWithoutPlaceDto, type FreeGatesDto } from '@portal/domain';
import type { TFunction } from 'i18next';
import { dayMonth } from '../model/free-places';

/** Closed kinds: a week beyond the term whose other days are only these still "opens" as a whole. */
const CLOSED = new Set(['noGates', 'cdClosed', 'exception', 'gatesClosed']);

/** The reason on a day button ("Lotado", "Abre em 23/03"). */
export function shortReason(t: TFunction, day: DayWithoutPlaceDto): string {
  return t(`scheduling.noPlace.short.${day.motivo}`, { date: day.dataAbertura ? dayMonth(day.dataAbertura) : '' });
}

/** The sentence for a chosen day without a free place. */
export function dayReason(t: TFunction, day: DayWithoutPlaceDto): string {
  return t(`scheduling.noPlace.day.${day.motivo}`, { date: day.dataAbertura ? formatDateBr(day.dataAbertura) : '' });
}

/** "segunda-feira 30/11", as written inside a sentence. */
export function dayInSentence(t: TFunction, data: string): string {
  return `${t(`scheduling.weekdaysInSentence.${weekdayOf(data)}`)} ${dayMonth(data)}`;
}

/**
 * The sentence for a week without a free place, or null from an older server. Beyond the term: "this week opens on"
 * when every other day is closed anyway, else "from <day> opens on".
 */
export function weekReason(t: TFunction, free: FreeGatesDto): string | null {
  const week = free.semanaSemVaga;
  if (!week) return null;
  if (week.motivo !== 'beyondHorizon' || !week.dataAbertura) return t(`scheduling.noPlace.week.${week.motivo}`);
  const date = formatDateBr(week.dataAbertura);
  const whole = (free.diasSemVaga ?? []).every((d) => d.motivo === 'beyondHorizon' || CLOSED.has(d.motivo));
  if (whole || !week.dataInicio) return t('scheduling.noPlace.week.beyondHorizon', { date });
  return t('scheduling.noPlace.week.beyondHorizonFrom', {
    date,
    day: dayInSentence(t, week.dataInicio),
  });
}
