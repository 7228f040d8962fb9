import { addDays } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from './demo-data';
import { brokenGuarantees } from './demo-guarantees';

/**
 * The demo data is drawn around the day it is generated for; these tests draw it for every day of a whole
 * year (the generator is pure: no database) and check every promise of demo-guarantees.ts on each day, so
 * the calendar can never turn the journeys, or a newcomer's first screens, red. The year is 2026: every
 * fixed holiday, and in its last days a booking horizon that crosses into 2027. Two files, one per half
 * of the year, so that two workers share the minute it takes.
 */
export const DEMO_YEAR = 2026;

export function describeDemoMonths(months: readonly number[]): void {
  describe(`the demo data keeps its promises on every day of ${DEMO_YEAR}`, () => {
    it.each(months.map((m) => `${DEMO_YEAR}-${String(m).padStart(2, '0')}`))('every day of %s', (month) => {
      const broken: string[] = [];
      for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1))
        for (const b of brokenGuarantees(generateDemoData(day))) broken.push(`${day} ${b.name}: ${b.missing}`);
      expect(broken).toEqual([]);
    });
  });
}
