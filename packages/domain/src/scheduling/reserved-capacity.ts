/**
 * Reserved dock capacity (decision A15, docs/decisions.md "Pre-scheduling reserves dock capacity (A15)"): the
 * CD-wide check a booking passes besides its gate's own (slotTakes), shared by freePlaces and checkSlot.
 *
 * At a CD, on a date, for a slot start T: C(T) is the sum of the slot capacities of the CD's gates with a slot
 * starting at T that day; B(T) the volumes booked in those slots; for each provider p holding reservations that
 * cover (date, T), U_p = max(0, Σ capacity of p's reservations − volumes booked by p at T). A load of supplier s
 * with v volumes may take a slot at T only when B(T) + v + Σ_{p ≠ s} U_p ≤ C(T). Without a reservation covering T
 * nothing changes. T is "reserved for" s when U_s > 0.
 */
import { reservationHoldsDate, type Reservation } from '../pre-scheduling/reservation';
import { minutesOf } from '../shared/time-of-day';

/** A pre-scheduling as the booking side reads it: the reservation, whether it is active and its company's flag. */
export interface CdReservation extends Reservation {
  active: boolean;
  /** the pre-scheduling's company has enable_supplier_pre_scheduling (habilitarPreAgendamentoFornecedor) */
  companyEnabled: boolean;
}

/** Whether a pre-scheduling reserves anything at all: active, of a company with the flag (its dates aside). */
export function reservationCounts(r: CdReservation): boolean {
  return r.active && r.companyEnabled;
}

const DAY_MINUTES = 1440;

/**
 * The CD's ledger over a few dates (a week for freePlaces, one date for checkSlot), built in one pass: add every
 * slot (addSlot) and every booking (addBooking), then settle() once; takes() and reservedFor() are O(1).
 * Indexes are day × 1440 + minutes of the slot start. With no reservation counting on those dates it stays
 * inactive and costs nothing: takes() is always true.
 */
export class CdCapacity {
  readonly active: boolean;
  private readonly size: number;
  private readonly capacity: Float64Array;
  private readonly booked: Float64Array;
  private readonly reservedOthers: Float64Array;
  private readonly reservedSelf: Float64Array;
  /** reservations that count, with the days (indexes into dates) they hold */
  private readonly holding: { r: CdReservation; days: number[]; from: number; to: number }[] = [];
  /** providers holding a counting reservation on these dates */
  private readonly reservers = new Set<number>();
  /** volumes booked by a reserver at an index: key supplierId × size + index */
  private readonly bookedBy = new Map<number, number>();
  /** the slot starts (minutes) each day has, to walk a reservation's hours over real slots only */
  private readonly starts: Set<number>[];

  constructor(
    dates: readonly string[],
    reservations: readonly CdReservation[] | undefined,
    /** the supplier of the load being placed (its own reservations are free to it) */
    private readonly supplierId: number | null | undefined,
  ) {
    for (const r of reservations ?? []) {
      if (!reservationCounts(r)) continue;
      const days: number[] = [];
      for (let day = 0; day < dates.length; day++) if (reservationHoldsDate(r, dates[day]!)) days.push(day);
      if (days.length === 0) continue;
      this.holding.push({ r, days, from: minutesOf(r.startTime), to: minutesOf(r.endTime) });
      this.reservers.add(r.supplierId);
    }
    this.active = this.holding.length > 0;
    this.size = this.active ? dates.length * DAY_MINUTES : 0;
    this.capacity = new Float64Array(this.size);
    this.booked = new Float64Array(this.size);
    this.reservedOthers = new Float64Array(this.size);
    this.reservedSelf = new Float64Array(this.size);
    this.starts = this.active ? dates.map(() => new Set<number>()) : [];
  }

  /** A gate's slot starting at `minutes` on dates[day], receiving `capacity` volumes. */
  addSlot(day: number, minutes: number, capacity: number): void {
    if (!this.active) return;
    this.capacity[day * DAY_MINUTES + minutes]! += capacity;
    this.starts[day]!.add(minutes);
  }

  /** Volumes booked in a slot starting at `minutes` on dates[day] (the load's own booking left out by the caller). */
  addBooking(day: number, minutes: number, volumes: number, supplierId: number | null | undefined): void {
    if (!this.active) return;
    const i = day * DAY_MINUTES + minutes;
    this.booked[i]! += volumes;
    if (supplierId && this.reservers.has(supplierId)) {
      const key = supplierId * this.size + i;
      this.bookedBy.set(key, (this.bookedBy.get(key) ?? 0) + volumes);
    }
  }

  /** Once every slot and booking is in: what each provider still holds (U_p), split into others' and the load's. */
  settle(): void {
    if (!this.active) return;
    const reservedBy = new Map<number, number>();
    for (const { r, days, from, to } of this.holding) {
      for (const day of days) {
        for (const minutes of this.starts[day]!) {
          if (minutes < from || minutes >= to) continue;
          const key = r.supplierId * this.size + day * DAY_MINUTES + minutes;
          reservedBy.set(key, (reservedBy.get(key) ?? 0) + r.capacity);
        }
      }
    }
    for (const [key, reserved] of reservedBy) {
      const i = key % this.size;
      const supplier = (key - i) / this.size;
      const held = Math.max(0, reserved - (this.bookedBy.get(key) ?? 0));
      if (supplier === this.supplierId) this.reservedSelf[i]! += held;
      else this.reservedOthers[i]! += held;
    }
  }

  /** B(T) + v + Σ_{p ≠ s} U_p ≤ C(T): the CD still takes `volumes` of the load's supplier at this slot start. */
  takes(day: number, minutes: number, volumes: number): boolean {
    if (!this.active) return true;
    const i = day * DAY_MINUTES + minutes;
    return this.booked[i]! + volumes + this.reservedOthers[i]! <= this.capacity[i]!;
  }

  /** The load's supplier still holds reserved, unbooked capacity at this slot start (U_s > 0). */
  reservedFor(day: number, minutes: number): boolean {
    return this.active && this.reservedSelf[day * DAY_MINUTES + minutes]! > 0;
  }
}
