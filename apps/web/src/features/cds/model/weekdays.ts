import { isClosedDay, type GateHourDto } from '@portal/domain';
import type { TFunction } from 'i18next';
import { toShortTime } from './format';

export function weekdayName(t: TFunction, day: number): string {
  return t(`cds.weekdays.${day}`);
}

export function weekdayShort(t: TFunction, day: number): string {
  return t(`cds.weekdaysShort.${day}`);
}

/** "Segunda-feira, Terça-feira" for the days a message names. */
export function weekdayList(t: TFunction, days: readonly number[]): string {
  return days.map((d) => weekdayName(t, d)).join(', ');
}

/**
 * A gate's week in one line: consecutive open days with the same hours grouped,
 * "Seg–Sex 08:00–18:00 · Sáb 08:00–12:00"; closed days (start = end, or capacity 0: no deliveries) left out.
 */
export function hoursSummary(
  t: TFunction,
  hours: readonly (Pick<GateHourDto, 'idDiaSemana' | 'hrInicial' | 'hrFim'> & { capacidade?: number })[],
) {
  const open = [...hours]
    .filter((h) => !isClosedDay(h) && h.capacidade !== 0)
    .sort((a, b) => a.idDiaSemana - b.idDiaSemana);
  if (open.length === 0) return t('cds.gates.closedWeek');
  const groups: { from: number; to: number; range: string }[] = [];
  for (const h of open) {
    const range = `${toShortTime(h.hrInicial)}–${toShortTime(h.hrFim)}`;
    const last = groups.at(-1);
    if (last && last.range === range && last.to === h.idDiaSemana - 1) last.to = h.idDiaSemana;
    else groups.push({ from: h.idDiaSemana, to: h.idDiaSemana, range });
  }
  return groups
    .map((g) => {
      const days = g.from === g.to ? weekdayShort(t, g.from) : `${weekdayShort(t, g.from)}–${weekdayShort(t, g.to)}`;
      return `${days} ${g.range}`;
    })
    .join(' · ');
}
