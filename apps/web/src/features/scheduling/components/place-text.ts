import { formatDateBr, shortTime, weekdayOf } from '@portal/domain';
import type { TFunction } from 'i18next';

/** The values of a place for the page's sentences (weekday as written inside a sentence). */
export function placeValues(t: TFunction, data: string, hour: string, gate: string) {
  return {
    weekday: t(`scheduling.weekdaysInSentence.${weekdayOf(data)}`),
    date: formatDateBr(data),
    hour: shortTime(hour),
    gate,
  };
}
