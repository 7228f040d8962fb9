import type { CdDayHours, SchedulingGate, SlotHours } from './free-places';
import type { CdReservation } from './reserved-capacity';

/**
 * The scheduling rules' tests run in one commercial week far from any real "today": Sunday 2030-03-03 …
 * Saturday 2030-03-09 (a commercial week starts on Sunday), with the Sundays of the weeks either side.
 */
export const LAST_SUNDAY = '2030-02-24';
export const SUNDAY = '2030-03-03';
export const MONDAY = '2030-03-04';
export const TUESDAY = '2030-03-05';
export const WEDNESDAY = '2030-03-06';
export const SATURDAY = '2030-03-09';
export const NEXT_SUNDAY = '2030-03-10';

/** A gate's hours Monday to Saturday from 08:00 to `until`, hourly, one load of up to 1,000 volumes a slot; Sunday closed. */
export function weekdayHours(until: string, extra: Partial<SlotHours> = {}): SlotHours[] {
  return [1, 2, 3, 4, 5, 6, 7].map((d) => ({
    idDiaSemana: d,
    hrInicial: '08:00:00',
    hrFim: d === 1 ? '08:00:00' : until,
    intervalo: 1,
    capacidade: d === 1 ? 0 : 1000,
    carga: 1,
    ...extra,
  }));
}

/** A CD open Monday to Saturday 06:00–22:00, closed on Sunday. */
export const CD_WEEKDAYS_OPEN: CdDayHours[] = [1, 2, 3, 4, 5, 6, 7].map((d) => ({
  idDiaSemana: d,
  hrInicial: '06:00:00',
  hrFim: d === 1 ? '06:00:00' : '22:00:00',
}));

/** A gate with those hours (`hours`), no dynamic capacity and no variation. */
export function weekdayGate(id: number, hours: SlotHours[], extra: Partial<SchedulingGate> = {}): SchedulingGate {
  return { id, nome: `Portão ${id}`, capacidadeDinamica: false, horarios: hours, variacoes: [], ...extra };
}

/** An active, counting reservation on Mondays 08:00–10:00 from the week's Sunday on (type 1, no end). */
export function mondayReservation(
  supplierId: number,
  capacity: number,
  extra: Partial<CdReservation> = {},
): CdReservation {
  return {
    id: 1,
    supplierId,
    capacity,
    weekdays: [2],
    startDate: SUNDAY,
    endDate: null,
    startTime: '08:00:00',
    endTime: '10:00:00',
    active: true,
    companyEnabled: true,
    ...extra,
  };
}
