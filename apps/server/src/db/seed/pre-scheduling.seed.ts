import {
  addDays,
  capacityOverflow,
  WORK_HOUR_TYPE_DATE_RANGE,
  WORK_HOUR_TYPE_WEEKLY,
  type Reservation,
  type SchedulingGate,
} from '@portal/domain';
import type { Tx } from '../../platform/database';
import { preSchedulings } from '../schema/index';
import type { DemoData } from './demo-data';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from './suppliers.seed';

export type PreSchedulingRow = typeof preSchedulings.$inferInsert;

/**
 * The demo's pre-schedulings (issue 17): standing reservations of suppliers at the demo CDs, weekly (type 1, no end)
 * and seasonal ranges (type 2: Natal, Volta às aulas, Dia das Mães…), some inactive, of the companies the supplier
 * sells to at CDs serving them. Capacities of 80 to 400 volumes a slot, at most 12 per CD, stay well inside the demo
 * CDs' capacity (three to five gates of 3,000 volumes a slot, 1,500 on Saturdays): none overflows, which
 * demoPreSchedulingOverflows checks and pre-scheduling.seed.test.ts asserts.
 */

interface Plan {
  description: string;
  /** weeks from today to the start (negative: started already) */
  startWeeks: number;
  /** type 2: the range's length in weeks; type 1: null */
  rangeWeeks: number | null;
  weekdays: number[];
  startTime: string;
  endTime: string;
  box: boolean;
  hanger: boolean;
  transfer: boolean;
}

const PLANS: readonly Plan[] = [
  {
    description: 'Reserva semanal de caixaria',
    startWeeks: -12,
    rangeWeeks: null,
    weekdays: [2, 4],
    startTime: '08:00',
    endTime: '12:00',
    box: true,
    hanger: false,
    transfer: false,
  },
  {
    description: 'Encabidados - coleção Outono/Inverno',
    startWeeks: -4,
    rangeWeeks: 16,
    weekdays: [3],
    startTime: '13:00',
    endTime: '17:00',
    box: false,
    hanger: true,
    transfer: false,
  },
  {
    description: 'Natal - reforço de abastecimento',
    startWeeks: 2,
    rangeWeeks: 6,
    weekdays: [2, 3, 4, 5, 6],
    startTime: '09:00',
    endTime: '11:00',
    box: true,
    hanger: true,
    transfer: false,
  },
  {
    description: 'Transferência entre CDs - sábados',
    startWeeks: -8,
    rangeWeeks: null,
    weekdays: [7],
    startTime: '08:00',
    endTime: '12:00',
    box: true,
    hanger: false,
    transfer: true,
  },
  {
    description: 'Volta às aulas - mochilas e uniformes',
    startWeeks: -20,
    rangeWeeks: 5,
    weekdays: [2, 6],
    startTime: '14:00',
    endTime: '16:00',
    box: true,
    hanger: false,
    transfer: false,
  },
  {
    description: 'Dia das Mães - cama, mesa e banho',
    startWeeks: 6,
    rangeWeeks: 4,
    weekdays: [4],
    startTime: '10:00',
    endTime: '15:00',
    box: true,
    hanger: false,
    transfer: false,
  },
  {
    description: 'Janela fixa de sexta à tarde',
    startWeeks: -30,
    rangeWeeks: null,
    weekdays: [6],
    startTime: '15:00',
    endTime: '18:00',
    box: false,
    hanger: true,
    transfer: false,
  },
];

const CAPACITIES = [80, 120, 150, 200, 240, 300, 400] as const;

/** How many suppliers hold pre-schedulings: A, B and the next ones of the demo's list. */
const SUPPLIERS_WITH_RESERVATIONS = 14;

/** The rows for the day's demo data (pure: the seed and its test share them). */
export function demoPreSchedulings(data: DemoData): PreSchedulingRow[] {
  const first = [DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID];
  const suppliers = [
    ...first.map((id) => data.suppliers.find((s) => s.row.id === id)!),
    ...data.suppliers.filter((s) => !first.includes(s.row.id!)),
  ].slice(0, SUPPLIERS_WITH_RESERVATIONS);
  const cdIds = new Set(data.locations.filter((l) => l.locationType === 'CD').map((l) => l.id));
  const cdsOf = (companyId: number) =>
    data.companyLocations
      .filter((cl) => cl.companyId === companyId && cdIds.has(cl.locationId))
      .map((cl) => cl.locationId)
      .sort((a, b) => a - b);
  const rows: PreSchedulingRow[] = [];
  suppliers.forEach((supplier, s) => {
    // supplier A holds five (both types, active and inactive), the others two to four
    const count = s === 0 ? 5 : 2 + (s % 3);
    for (let k = 0; k < count; k++) {
      const plan = PLANS[(s * 3 + k) % PLANS.length]!;
      const companyId = supplier.companies[(s + k) % supplier.companies.length]!;
      const cds = cdsOf(companyId);
      if (cds.length === 0) continue;
      const startDate = addDays(data.today, 7 * plan.startWeeks);
      rows.push({
        description: plan.description,
        capacity: CAPACITIES[(s + 2 * k) % CAPACITIES.length]!,
        // every fifth one is inactive, and so is supplier A's last
        active: !((s * 5 + k) % 5 === 4 || (s === 0 && k === count - 1)),
        supplierId: supplier.row.id!,
        companyId,
        cdId: cds[(s + k) % cds.length]!,
        gateId: null,
        timeZoneId: 1,
        boxReceiving: plan.box,
        hangerReceiving: plan.hanger,
        transfer: plan.transfer,
        weekdays: plan.weekdays,
        workHourType: plan.rangeWeeks === null ? WORK_HOUR_TYPE_WEEKLY : WORK_HOUR_TYPE_DATE_RANGE,
        startDate,
        endDate: plan.rangeWeeks === null ? null : addDays(startDate, 7 * plan.rangeWeeks - 1),
        startTime: `${plan.startTime}:00`,
        endTime: `${plan.endTime}:00`,
      });
    }
  });
  return rows;
}

/** The demo CD's gates with their regular hours, as the capacity check reads them. */
function demoGatesOf(data: DemoData, cdId: number): SchedulingGate[] {
  return data.logistics.gates
    .filter((g) => g.cdId === cdId)
    .map((g) => ({
      id: g.id,
      nome: g.name,
      capacidadeDinamica: g.dynamicCapacity ?? false,
      horarios: data.logistics.gateHours
        .filter((h) => h.gateId === g.id)
        .map((h) => ({
          idDiaSemana: h.weekday,
          hrInicial: h.startTime,
          hrFim: h.endTime,
          intervalo: h.intervalHours ?? 1,
          capacidade: h.capacity ?? 0,
          carga: h.loadsPerSlot ?? 1,
        })),
      variacoes: [],
    }));
}

/** The demo rows that overflow their CD when saved one after the other (empty: none), as the save would refuse. */
export function demoPreSchedulingOverflows(data: DemoData, rows: readonly PreSchedulingRow[]): string[] {
  const saved: (Reservation & { cdId: number })[] = [];
  const problems: string[] = [];
  rows.forEach((row, i) => {
    const candidate = {
      id: i + 1,
      supplierId: row.supplierId,
      capacity: row.capacity,
      weekdays: row.weekdays,
      startDate: row.startDate,
      endDate: row.endDate ?? null,
      startTime: row.startTime,
      endTime: row.endTime,
      cdId: row.cdId,
    };
    if (row.active === false) return;
    const cdHours = data.openingHours
      .filter((h) => h.locationId === row.cdId)
      .map((h) => ({ idDiaSemana: h.weekday, hrInicial: h.startTime, hrFim: h.endTime }));
    const overflow = capacityOverflow({
      gates: demoGatesOf(data, row.cdId),
      cdHours,
      others: saved.filter((r) => r.cdId === row.cdId),
      candidate,
    });
    if (overflow) problems.push(`${row.description} (CD ${row.cdId}): ${JSON.stringify(overflow)}`);
    saved.push(candidate);
  });
  return problems;
}

export async function seedPreSchedulings(tx: Tx, data: DemoData): Promise<void> {
  const rows = demoPreSchedulings(data);
  if (rows.length > 0) await tx.insert(preSchedulings).values(rows);
}
