import { describe, expect, it } from 'vitest';
import {
  checkSlot,
  dayPlan,
  effectiveHours,
  freePlaces,
  slotTakes,
  type CdDayHours,
  type FreePlacesInput,
  type SchedulingGate,
  type SlotBooking,
  type SlotHours,
} from './free-places';
import { MONDAY, NEXT_SUNDAY, SATURDAY, SUNDAY, TUESDAY, WEDNESDAY } from './test-week.test-support';

function day(idDiaSemana: number, hrInicial: string, hrFim: string, extra: Partial<SlotHours> = {}): SlotHours {
  return { idDiaSemana, hrInicial, hrFim, intervalo: 1, capacidade: 3000, carga: 1, ...extra };
}

/** Mon-Fri 08:00-12:00 hourly, capacity 3000; Saturday 08:00-12:00 every 2 h; Sunday closed. */
function regularHours(extra: Partial<SlotHours> = {}): SlotHours[] {
  return [1, 2, 3, 4, 5, 6, 7].map((d) =>
    d === 1
      ? day(1, '08:00:00', '08:00:00', { capacidade: 0 })
      : d === 7
        ? day(7, '08:00:00', '12:00:00', { intervalo: 2, capacidade: 1500, ...extra })
        : day(d, '08:00:00', '12:00:00', extra),
  );
}

const CD_HOURS: CdDayHours[] = [
  { idDiaSemana: 1, hrInicial: '06:00:00', hrFim: '06:00:00' },
  ...[2, 3, 4, 5, 6].map((d) => ({ idDiaSemana: d, hrInicial: '06:00:00', hrFim: '22:00:00' })),
  { idDiaSemana: 7, hrInicial: '07:00:00', hrFim: '13:00:00' },
];

function gate(id: number, extra: Partial<SchedulingGate> = {}): SchedulingGate {
  return { id, nome: `Portão ${id}`, capacidadeDinamica: false, horarios: regularHours(), variacoes: [], ...extra };
}

const EARLY_NOW = { date: '2030-01-01', time: '10:00:00' };

function input(extra: Partial<FreePlacesInput> = {}): FreePlacesInput {
  return {
    load: { id: 1, volumes: 100 },
    weekStart: SUNDAY,
    cdHours: CD_HOURS,
    exceptions: [],
    gates: [gate(10)],
    bookings: [],
    now: EARLY_NOW,
    ...extra,
  };
}

function booking(extra: Partial<SlotBooking> & Pick<SlotBooking, 'time'>): SlotBooking {
  return { gateId: 10, date: MONDAY, volumes: 100, loadId: 99, ...extra };
}

/** The free times of one gate on one date. */
function timesOn(result: ReturnType<typeof freePlaces>, gateId: number, date: string): string[] {
  const g = result.find((r) => r.idPortao === gateId);
  return g?.listaHorarios.find((d) => d.data === date)?.horariosDisponiveis ?? [];
}

const FOUR = ['08:00:00', '09:00:00', '10:00:00', '11:00:00'];

describe('freePlaces: shape', () => {
  it('answers every gate with the seven days of the week, diaSemana 1-7 and their dates', () => {
    const result = freePlaces(input({ gates: [gate(10), gate(11, { nome: 'B' })] }));
    expect(result.map((g) => [g.idPortao, g.nomePortao])).toEqual([
      [10, 'Portão 10'],
      [11, 'B'],
    ]);
    for (const g of result) {
      expect(g.listaHorarios.map((d) => d.diaSemana)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(g.listaHorarios.map((d) => d.data)).toEqual([
        '2030-03-03',
        '2030-03-04',
        '2030-03-05',
        '2030-03-06',
        '2030-03-07',
        '2030-03-08',
        '2030-03-09',
      ]);
    }
  });

  it('lists slot starts hrInicial + k × intervalo while before hrFim, ascending, HH:MM:SS', () => {
    const result = freePlaces(input());
    expect(timesOn(result, 10, MONDAY)).toEqual(FOUR);
    expect(timesOn(result, 10, SATURDAY)).toEqual(['08:00:00', '10:00:00']);
  });

  it('answers no gates when the CD has none', () => {
    expect(freePlaces(input({ gates: [] }))).toEqual([]);
  });
});

describe('freePlaces: closed days', () => {
  it('a day whose hours start where they end is closed (Sunday here)', () => {
    expect(timesOn(freePlaces(input()), 10, SUNDAY)).toEqual([]);
  });

  it('capacity 0 closes the day', () => {
    const g = gate(10, { horarios: regularHours().map((h) => (h.idDiaSemana === 2 ? { ...h, capacidade: 0 } : h)) });
    const result = freePlaces(input({ gates: [g] }));
    expect(timesOn(result, 10, MONDAY)).toEqual([]);
    expect(timesOn(result, 10, TUESDAY)).toEqual(FOUR);
  });

  it('a weekday missing from the gate hours is closed', () => {
    const g = gate(10, { horarios: regularHours().filter((h) => h.idDiaSemana !== 2) });
    expect(timesOn(freePlaces(input({ gates: [g] })), 10, MONDAY)).toEqual([]);
  });

  it('the CD closed that weekday closes every gate', () => {
    const cd = CD_HOURS.map((c) => (c.idDiaSemana === 2 ? { ...c, hrFim: c.hrInicial } : c));
    const result = freePlaces(input({ cdHours: cd, gates: [gate(10), gate(11)] }));
    expect(timesOn(result, 10, MONDAY)).toEqual([]);
    expect(timesOn(result, 11, MONDAY)).toEqual([]);
    expect(timesOn(result, 10, TUESDAY)).toEqual(FOUR);
  });

  it('a weekday missing from the CD hours is closed', () => {
    const cd = CD_HOURS.filter((c) => c.idDiaSemana !== 3);
    expect(timesOn(freePlaces(input({ cdHours: cd })), 10, TUESDAY)).toEqual([]);
  });

  it('a CD exception date closes that date only', () => {
    const result = freePlaces(input({ exceptions: [TUESDAY, '2031-01-01'] }));
    expect(timesOn(result, 10, TUESDAY)).toEqual([]);
    expect(timesOn(result, 10, MONDAY)).toEqual(FOUR);
    expect(timesOn(result, 10, WEDNESDAY)).toEqual(FOUR);
  });
});

describe('freePlaces: CD hours cut the slots', () => {
  it('leaves out starts before the CD opens or at/after it closes', () => {
    const g = gate(10, { horarios: regularHours().map((h) => ({ ...h, hrInicial: '05:00:00', hrFim: '23:00:00' })) });
    const times = timesOn(freePlaces(input({ gates: [g] })), 10, MONDAY);
    expect(times[0]).toBe('06:00:00');
    expect(times.at(-1)).toBe('21:00:00');
    expect(times).toHaveLength(16);
  });

  it('Saturday: gate 08:00-12:00 every 2 h inside CD 07:00-13:00', () => {
    const cd = CD_HOURS.map((c) => (c.idDiaSemana === 7 ? { ...c, hrFim: '10:00:00' } : c));
    expect(timesOn(freePlaces(input({ cdHours: cd })), 10, SATURDAY)).toEqual(['08:00:00']);
  });
});

describe('freePlaces: boundaries of the hours', () => {
  it('a start equal to hrFim is not a slot (half-open)', () => {
    const g = gate(10, { horarios: regularHours().map((h) => ({ ...h, hrFim: '10:00:00' })) });
    expect(timesOn(freePlaces(input({ gates: [g] })), 10, MONDAY)).toEqual(['08:00:00', '09:00:00']);
  });

  it('interval > 1: starts every intervalo hours, the last one still before hrFim', () => {
    const g = gate(10, {
      horarios: regularHours().map((h) => ({ ...h, hrInicial: '08:00:00', hrFim: '17:00:00', intervalo: 3 })),
    });
    expect(timesOn(freePlaces(input({ gates: [g] })), 10, MONDAY)).toEqual(['08:00:00', '11:00:00', '14:00:00']);
  });

  it('minutes in the start are kept: 08:30 hourly until 11:00', () => {
    const g = gate(10, { horarios: regularHours().map((h) => ({ ...h, hrInicial: '08:30:00', hrFim: '11:00:00' })) });
    expect(timesOn(freePlaces(input({ gates: [g] })), 10, MONDAY)).toEqual(['08:30:00', '09:30:00', '10:30:00']);
  });

  it('an end of 24:00 reaches the last hour of the day when the CD is open until midnight', () => {
    const cd = CD_HOURS.map((c) => (c.idDiaSemana === 2 ? { ...c, hrInicial: '00:00:00', hrFim: '24:00:00' } : c));
    const g = gate(10, {
      horarios: regularHours().map((h) => ({ ...h, hrInicial: '20:00:00', hrFim: '24:00:00', intervalo: 2 })),
    });
    expect(timesOn(freePlaces(input({ cdHours: cd, gates: [g] })), 10, MONDAY)).toEqual(['20:00:00', '22:00:00']);
  });

  it('an interval that jumps past hrFim gives the single first slot', () => {
    const g = gate(10, { horarios: regularHours().map((h) => ({ ...h, intervalo: 24 })) });
    expect(timesOn(freePlaces(input({ gates: [g] })), 10, MONDAY)).toEqual(['08:00:00']);
  });
});

describe('freePlaces: variations', () => {
  const variation = {
    dataInicial: SUNDAY,
    dataFinal: SATURDAY,
    horarios: [1, 2, 3, 4, 5, 6, 7].map((d) =>
      d === 2 ? day(2, '14:00:00', '16:00:00', { capacidade: 500 }) : day(d, '08:00:00', '18:00:00', { capacidade: 0 }),
    ),
  };

  it('a variation covering the date replaces the regular hours (other days closed by capacity 0)', () => {
    const result = freePlaces(input({ gates: [gate(10, { variacoes: [variation] })] }));
    expect(timesOn(result, 10, MONDAY)).toEqual(['14:00:00', '15:00:00']);
    expect(timesOn(result, 10, TUESDAY)).toEqual([]);
  });

  it('its capacity counts: a load bigger than the variation capacity finds nothing', () => {
    const result = freePlaces(input({ load: { id: 1, volumes: 600 }, gates: [gate(10, { variacoes: [variation] })] }));
    expect(timesOn(result, 10, MONDAY)).toEqual([]);
  });

  it('a variation of another week is ignored', () => {
    const other = { ...variation, dataInicial: NEXT_SUNDAY, dataFinal: '2030-03-16' };
    expect(timesOn(freePlaces(input({ gates: [gate(10, { variacoes: [other] })] })), 10, MONDAY)).toEqual(FOUR);
  });

  it('effectiveHours picks the variation entry of the weekday, else the regular hours', () => {
    const g = gate(10, { variacoes: [variation] });
    expect(effectiveHours(g, MONDAY)?.hrInicial).toBe('14:00:00');
    expect(effectiveHours(gate(10), MONDAY)?.hrInicial).toBe('08:00:00');
  });

  it('a variation without an entry for the weekday closes that day', () => {
    const partial = { ...variation, horarios: variation.horarios.filter((h) => h.idDiaSemana !== 2) };
    expect(timesOn(freePlaces(input({ gates: [gate(10, { variacoes: [partial] })] })), 10, MONDAY)).toEqual([]);
  });
});

describe('freePlaces: capacity in volumes, one load per slot without dynamic capacity', () => {
  it('a load bigger than the capacity fits nowhere', () => {
    const result = freePlaces(input({ load: { id: 1, volumes: 3001 } }));
    expect(timesOn(result, 10, MONDAY)).toEqual([]);
  });

  it('a load exactly the capacity fits', () => {
    expect(timesOn(freePlaces(input({ load: { id: 1, volumes: 3000 } })), 10, MONDAY)).toEqual(FOUR);
  });

  it('a booked slot is taken even when volumes would still fit', () => {
    const result = freePlaces(input({ bookings: [booking({ time: '09:00:00', volumes: 1 })] }));
    expect(timesOn(result, 10, MONDAY)).toEqual(['08:00:00', '10:00:00', '11:00:00']);
    expect(timesOn(result, 10, TUESDAY)).toEqual(FOUR);
  });

  it("the load's own booking is ignored, so it can stay or move within its slot", () => {
    const result = freePlaces(input({ bookings: [booking({ time: '09:00:00', loadId: 1 })] }));
    expect(timesOn(result, 10, MONDAY)).toEqual(FOUR);
  });

  it('bookings of another gate or another week do not count', () => {
    const result = freePlaces(
      input({
        gates: [gate(10), gate(11)],
        bookings: [booking({ gateId: 11, time: '08:00:00' }), booking({ date: '2030-03-11', time: '09:00:00' })],
      }),
    );
    expect(timesOn(result, 10, MONDAY)).toEqual(FOUR);
    expect(timesOn(result, 11, MONDAY)).toEqual(['09:00:00', '10:00:00', '11:00:00']);
  });

  it('carga is ignored (forced to 1) without dynamic capacity', () => {
    const g = gate(10, { horarios: regularHours({ carga: 5 }) });
    const result = freePlaces(input({ gates: [g], bookings: [booking({ time: '08:00:00' })] }));
    expect(timesOn(result, 10, MONDAY)).toEqual(['09:00:00', '10:00:00', '11:00:00']);
  });

  it('a booking inside a 2-hour slot (not at its start) takes that slot', () => {
    const g = gate(10, { horarios: regularHours({ intervalo: 2 }) });
    const result = freePlaces(input({ gates: [g], bookings: [booking({ time: '09:00:00' })] }));
    expect(timesOn(result, 10, MONDAY)).toEqual(['10:00:00']);
  });

  it('a booking outside every slot (hours changed since) takes none', () => {
    const result = freePlaces(input({ bookings: [booking({ time: '19:00:00' })] }));
    expect(timesOn(result, 10, MONDAY)).toEqual(FOUR);
  });
});

describe('freePlaces: dynamic capacity', () => {
  const dynamic = gate(10, { capacidadeDinamica: true, horarios: regularHours({ capacidade: 6000, carga: 3 }) });

  it('takes up to carga loads while their volumes fit the capacity', () => {
    const two = [
      booking({ time: '08:00:00', volumes: 2000 }),
      booking({ time: '08:00:00', volumes: 2000, loadId: 98 }),
    ];
    expect(timesOn(freePlaces(input({ gates: [dynamic], bookings: two })), 10, MONDAY)).toEqual(FOUR);
    const tooBig = input({ gates: [dynamic], bookings: two, load: { id: 1, volumes: 2001 } });
    expect(timesOn(freePlaces(tooBig), 10, MONDAY)).toEqual(['09:00:00', '10:00:00', '11:00:00']);
  });

  it('refuses a fourth load even when volumes would fit', () => {
    const three = [97, 98, 99].map((loadId) => booking({ time: '10:00:00', volumes: 10, loadId }));
    const result = freePlaces(input({ gates: [dynamic], bookings: three, load: { id: 1, volumes: 10 } }));
    expect(timesOn(result, 10, MONDAY)).toEqual(['08:00:00', '09:00:00', '11:00:00']);
  });

  it('an entry standing for several bookings counts as that many loads', () => {
    const summed = [booking({ time: '09:00:00', volumes: 30, loads: 3, loadId: 0 })];
    const result = freePlaces(input({ gates: [dynamic], bookings: summed, load: { id: 1, volumes: 10 } }));
    expect(timesOn(result, 10, MONDAY)).toEqual(['08:00:00', '10:00:00', '11:00:00']);
    const two = [booking({ time: '09:00:00', volumes: 30, loads: 2, loadId: 0 })];
    expect(timesOn(freePlaces(input({ gates: [dynamic], bookings: two })), 10, MONDAY)).toEqual(FOUR);
    const check = { load: { id: 1, volumes: 10 }, gate: dynamic, date: MONDAY, time: '09:00:00', cdHours: CD_HOURS };
    expect(checkSlot({ ...check, exception: false, bookings: summed })).toBe('full');
    expect(checkSlot({ ...check, exception: false, bookings: two })).toBeNull();
  });

  it('the capacity is summed exactly: filling it to the last volume is allowed', () => {
    const bookings = [booking({ time: '08:00:00', volumes: 5900 })];
    expect(
      timesOn(freePlaces(input({ gates: [dynamic], bookings, load: { id: 1, volumes: 100 } })), 10, MONDAY),
    ).toEqual(FOUR);
    expect(
      timesOn(freePlaces(input({ gates: [dynamic], bookings, load: { id: 1, volumes: 101 } })), 10, MONDAY),
    ).toEqual(['09:00:00', '10:00:00', '11:00:00']);
  });
});

describe('freePlaces: never the past, and the 28-day term', () => {
  it('leaves out dates before today', () => {
    const result = freePlaces(input({ now: { date: TUESDAY, time: '00:00:00' } }));
    expect(timesOn(result, 10, MONDAY)).toEqual([]);
    expect(timesOn(result, 10, TUESDAY)).toEqual(FOUR);
  });

  it('today: slots at or before the current time are left out', () => {
    expect(timesOn(freePlaces(input({ now: { date: MONDAY, time: '09:00:00' } })), 10, MONDAY)).toEqual([
      '10:00:00',
      '11:00:00',
    ]);
    expect(timesOn(freePlaces(input({ now: { date: MONDAY, time: '08:59' } })), 10, MONDAY)).toEqual([
      '09:00:00',
      '10:00:00',
      '11:00:00',
    ]);
  });

  it('a last date hides the days after it', () => {
    const result = freePlaces(input({ lastDate: TUESDAY }));
    expect(timesOn(result, 10, TUESDAY)).toEqual(FOUR);
    expect(timesOn(result, 10, WEDNESDAY)).toEqual([]);
  });
});

describe('checkSlot (the booking re-check)', () => {
  const base = {
    load: { id: 1, volumes: 100 },
    gate: gate(10),
    date: MONDAY,
    time: '09:00:00',
    cdHours: CD_HOURS,
    exception: false,
    bookings: [] as SlotBooking[],
    now: EARLY_NOW,
  };

  it('accepts an open slot', () => {
    expect(checkSlot(base)).toBeNull();
  });

  it('refuses a closed day, an exception, a time that is not a slot start', () => {
    expect(checkSlot({ ...base, date: SUNDAY })).toBe('closed');
    expect(checkSlot({ ...base, exception: true })).toBe('closed');
    expect(checkSlot({ ...base, time: '09:30:00' })).toBe('notASlot');
    expect(checkSlot({ ...base, time: '12:00:00' })).toBe('notASlot');
    expect(checkSlot({ ...base, time: '09:00:30' })).toBe('notASlot');
  });

  it('refuses the past and beyond the last date', () => {
    expect(checkSlot({ ...base, now: { date: MONDAY, time: '09:00:00' } })).toBe('past');
    expect(checkSlot({ ...base, now: { date: MONDAY, time: '08:59:59' } })).toBeNull();
    expect(checkSlot({ ...base, lastDate: SUNDAY })).toBe('beyondTerm');
    expect(checkSlot({ ...base, now: null })).toBeNull();
  });

  it('refuses a full slot; ignores the load itself, other gates, dates and slots', () => {
    expect(checkSlot({ ...base, bookings: [booking({ time: '09:00:00' })] })).toBe('full');
    expect(checkSlot({ ...base, bookings: [booking({ time: '09:00:00', loadId: 1 })] })).toBeNull();
    expect(checkSlot({ ...base, bookings: [booking({ time: '09:00:00', gateId: 11 })] })).toBeNull();
    expect(checkSlot({ ...base, bookings: [booking({ time: '09:00:00', date: TUESDAY })] })).toBeNull();
    expect(checkSlot({ ...base, bookings: [booking({ time: '10:00:00' })] })).toBeNull();
  });

  it('agrees with freePlaces on every slot of a busy dynamic week', () => {
    const g = gate(10, { capacidadeDinamica: true, horarios: regularHours({ capacidade: 300, carga: 2 }) });
    const bookings: SlotBooking[] = [];
    let loadId = 100;
    for (let d = 1; d <= 5; d++)
      for (let h = 8; h < 12; h++)
        for (let k = 0; k < ((d + h) % 3) + (h % 2); k++)
          bookings.push({
            gateId: 10,
            date: `2030-03-0${3 + d}`,
            time: `${String(h).padStart(2, '0')}:00:00`,
            volumes: 90 + 10 * k,
            loadId: loadId++,
          });
    const now = { date: MONDAY, time: '09:30:00' };
    const result = freePlaces(
      input({ gates: [g], bookings, now, load: { id: 1, volumes: 120 }, exceptions: [WEDNESDAY] }),
    );
    for (const dayResult of result[0]!.listaHorarios) {
      for (let h = 0; h < 24; h++) {
        const time = `${String(h).padStart(2, '0')}:00:00`;
        const ok =
          checkSlot({
            load: { id: 1, volumes: 120 },
            gate: g,
            date: dayResult.data,
            time,
            cdHours: CD_HOURS,
            exception: dayResult.data === WEDNESDAY,
            bookings,
            now,
          }) === null;
        expect(ok, `${dayResult.data} ${time}`).toBe(dayResult.horariosDisponiveis.includes(time));
      }
    }
  });
});

describe('dayPlan and slotTakes', () => {
  it('dayPlan is null on closed days and lists the starts otherwise', () => {
    expect(dayPlan(gate(10), SUNDAY, CD_HOURS, () => false)).toBeNull();
    expect(dayPlan(gate(10), MONDAY, CD_HOURS, () => true)).toBeNull();
    expect(dayPlan(gate(10), MONDAY, CD_HOURS, () => false)?.starts).toEqual([480, 540, 600, 660]);
  });

  it('slotTakes counts loads and volumes', () => {
    const plan = dayPlan(
      gate(10, { capacidadeDinamica: true, horarios: regularHours({ carga: 2, capacidade: 100 }) }),
      MONDAY,
      CD_HOURS,
      () => false,
    )!;
    expect(slotTakes(plan, { count: 0, volumes: 0 }, 100)).toBe(true);
    expect(slotTakes(plan, { count: 1, volumes: 50 }, 50)).toBe(true);
    expect(slotTakes(plan, { count: 1, volumes: 50 }, 51)).toBe(false);
    expect(slotTakes(plan, { count: 2, volumes: 0 }, 0)).toBe(false);
  });
});
