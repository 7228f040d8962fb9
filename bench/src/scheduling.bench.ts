/**
 * Scheduling benchmark (issue 4): the free-places answer of a CD with 40 gates and 5,000 bookings in the
 * load's week, at one client; and bookings (POST salvarAgendamento) at random free places, so some collide:
 * - one client booking back to back: the latency of a single booking;
 * - the load test of the issue's target: 100 clients, each booking again after a think time drawn from an
 *   exponential distribution (mean 1 s, so about 100 bookings/s offered), for --duration seconds and at least
 *   2,000 requests, in the week after the bench week (empty, so it does not fill up);
 * - closed loops of 10 and 100 clients booking back to back with no think time: these measure saturation
 *   (latency ≈ clients / throughput), not what 100 users experience;
 * - a burst of 100 clients at once at the last place of one slot: exactly one may win.
 * Afterwards every slot of both weeks is checked against its capacity (loads and volumes). The server runs in a
 * process of its own (scheduling-run.ts). Needs the data of scheduling-generate.ts.
 */
import { readFileSync } from 'node:fs';
import { dayPlan, type SchedulingGate, type TokenPayload } from '@portal/domain';
import type pg from 'pg';
import { percentiles, userTokenPayload } from './bench-setup';
import { stats } from './orders.bench';
import { SCHED_BENCH_BOOKINGS, SCHED_BENCH_CD_CODE, SCHED_BENCH_ORDER_BASE } from './scheduling-data';

const FREE_PLACES_P95_MS = 20;
const BOOKING_P95_MS = 50;
const CLIENTS = 100;
/** Load test: mean think time between a client's answer and its next booking. */
const THINK_MS = 1000;
/** Load test: at least this many requests, even when --duration has passed. */
const LOAD_TEST_MIN_REQUESTS = 2000;

export interface SchedulingBenchContext {
  /** http://127.0.0.1:port of the app started by scheduling-run.ts */
  baseUrl: string;
  pool: pg.Pool;
  sign(payload: TokenPayload): Promise<string>;
  iterations: number;
  /** seconds of the load test */
  durationSeconds: number;
  /** where the server runs, printed with the results */
  serverMode: string;
  /** SQL statements the app sent while `run` ran. */
  captureQueries(run: () => Promise<void>): Promise<{ text: string; values: unknown[] }[]>;
}

type BenchContext = SchedulingBenchContext;

/** The machine's load average (1, 5 and 15 minutes): the benchmark shares 2 cores with whatever else runs. */
function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
}

interface FreeGates {
  portoes: { idPortao: number; listaHorarios: { data: string; horariosDisponiveis: string[] }[] }[];
}

interface BenchSetup {
  cdId: number;
  weekStart: string;
  weekEnd: string;
  /** the week after the bench week: the load test books there */
  nextWeekEnd: string;
  bookings: number;
  gates: number;
  /** unscheduled loads of the bench week, ascending */
  freeLoads: number[];
  /** unscheduled loads of the week after, ascending */
  loadTestLoads: number[];
  supplierToken: string;
  adminToken: string;
}

async function setup(ctx: BenchContext): Promise<BenchSetup> {
  const { rows: cd } = await ctx.pool.query<{ id: number }>(`select id from physical_locations where code = $1`, [
    SCHED_BENCH_CD_CODE,
  ]);
  if (!cd[0]) throw new Error('no bench CD: run bench/src/scheduling-generate.ts first');
  const cdId = cd[0].id;
  // the bench week and the week after it (the load test's), in order
  const { rows: week } = await ctx.pool.query<{ id: number; start: string; end: string }>(
    `select cc.id, cc.start_date::text as start, cc.end_date::text as end from commercial_calendar cc
      where cc.id in (select distinct l.commercial_week_id from loads l where l.cd_id = $1) order by cc.start_date`,
    [cdId],
  );
  if (week.length < 2) throw new Error('no load-test week: run bench/src/scheduling-generate.ts again');
  const { rows: counts } = await ctx.pool.query<{ bookings: number; gates: number }>(
    `select (select count(*)::int from schedules s join gates g on g.id = s.gate_id
              where g.cd_id = $1 and s.delivery_date between $2 and $3) as bookings,
            (select count(*)::int from gates where cd_id = $1 and deleted_at is null) as gates`,
    [cdId, week[0]!.start, week[0]!.end],
  );
  // the generator gives load i order SCHED_BENCH_ORDER_BASE + i; the first SCHED_BENCH_BOOKINGS are booked
  const { rows: free } = await ctx.pool.query<{ id: number; week: number }>(
    `select lo.load_id as id, l.commercial_week_id as week from load_orders lo join loads l on l.id = lo.load_id
      where lo.order_id >= $1 order by lo.load_id`,
    [SCHED_BENCH_ORDER_BASE + SCHED_BENCH_BOOKINGS],
  );
  // bookings a previous run left behind (stopped half-way) go first, so every run measures the same weeks
  await ctx.pool.query(`delete from schedules where load_id = any($1::int[])`, [free.map((r) => r.id)]);
  return {
    cdId,
    weekStart: week[0]!.start,
    weekEnd: week[0]!.end,
    nextWeekEnd: week[1]!.end,
    bookings: counts[0]!.bookings,
    gates: counts[0]!.gates,
    freeLoads: free.filter((r) => r.week === week[0]!.id).map((r) => r.id),
    loadTestLoads: free.filter((r) => r.week === week[1]!.id).map((r) => r.id),
    supplierToken: await ctx.sign(await userTokenPayload(ctx.pool, 'fornecedor', 'fornecedor')),
    adminToken: await ctx.sign(await userTokenPayload(ctx.pool, 'admin', 'admin')),
  };
}

async function getFreePlaces(ctx: BenchContext, token: string, path: string, loadId: number): Promise<FreeGates> {
  const response = await fetch(`${ctx.baseUrl}/api/agendamento/${path}/${loadId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`${path} ${response.status} ${await response.text()}`);
  return (await response.json()) as FreeGates;
}

function countPlaces(answer: FreeGates): number {
  return answer.portoes.reduce(
    (sum, g) => sum + g.listaHorarios.reduce((s, d) => s + d.horariosDisponiveis.length, 0),
    0,
  );
}

export async function schedulingFreePlacesBench(ctx: BenchContext): Promise<void> {
  const s = await setup(ctx);
  const loadId = s.freeLoads[0]!;
  const cases = [
    { name: 'supplier: horariosdisponiveis', token: s.supplierToken, path: 'horariosdisponiveis' },
    { name: 'admin: horariosdisponiveiscd', token: s.adminToken, path: 'horariosdisponiveiscd' },
  ];
  console.log(
    `\nFree places: CD with ${s.gates} gates, ${s.bookings} bookings in the week ${s.weekStart}, ` +
      `load ${loadId}, ${ctx.iterations} runs each (HTTP, one client)`,
  );
  console.log('| Case | free places | queries | p50 ms | p95 ms | max ms |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const c of cases) {
    let places = 0;
    for (let i = 0; i < 10; i++) places = countPlaces(await getFreePlaces(ctx, c.token, c.path, loadId));
    const queries = await ctx.captureQueries(async () => void (await getFreePlaces(ctx, c.token, c.path, loadId)));
    const samples: number[] = [];
    for (let i = 0; i < ctx.iterations; i++) {
      const start = performance.now();
      await getFreePlaces(ctx, c.token, c.path, loadId);
      samples.push(performance.now() - start);
    }
    const r = stats(samples);
    const flag = r.p95 > FREE_PLACES_P95_MS ? ' **over target**' : '';
    console.log(
      `| ${c.name} | ${places} | ${queries.length} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)}${flag} | ${r.max.toFixed(1)} |`,
    );
  }
}

interface Place {
  gate: number;
  date: string;
  time: string;
}

async function post(
  ctx: BenchContext,
  token: string,
  body: Record<string, unknown>,
): Promise<{ status: number; ms: number; code?: string }> {
  const start = performance.now();
  const response = await fetch(`${ctx.baseUrl}/api/agendamento/salvarAgendamento/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code?: string };
  return { status: response.status, ms: performance.now() - start, code: answer.code };
}

/** Every slot of the bench CD in both weeks within its capacity (loads and volumes), or the offenders. */
async function overfullSlots(ctx: BenchContext, s: BenchSetup): Promise<string[]> {
  const { rows: hours } = await ctx.pool.query<{
    id: number;
    name: string;
    dynamic_capacity: boolean;
    hours: SchedulingGate['horarios'];
    variations: SchedulingGate['variacoes'] | null;
  }>(
    `select g.id, g.name, g.dynamic_capacity,
            (select json_agg(json_build_object('idDiaSemana', h.weekday, 'hrInicial', h.start_time::text,
                    'hrFim', h.end_time::text, 'intervalo', h.interval_hours, 'capacidade', h.capacity,
                    'carga', h.loads_per_slot)) from gate_hours h where h.gate_id = g.id) as hours,
            (select json_agg(json_build_object('dataInicial', v.start_date::text, 'dataFinal', v.end_date::text,
                    'horarios', v.hours)) from gate_variations v where v.gate_id = g.id) as variations
       from gates g where g.cd_id = $1`,
    [s.cdId],
  );
  const { rows: cdHours } = await ctx.pool.query<{ idDiaSemana: number; hrInicial: string; hrFim: string }>(
    `select weekday as "idDiaSemana", start_time::text as "hrInicial", end_time::text as "hrFim"
       from cd_opening_hours where location_id = $1`,
    [s.cdId],
  );
  const { rows: slots } = await ctx.pool.query<{
    gate_id: number;
    date: string;
    time: string;
    loads: number;
    volumes: number;
  }>(
    `select s.gate_id, s.delivery_date::text as date, s.delivery_time::text as time, count(*)::int as loads,
            sum(s.volumes)::int as volumes
       from schedules s join gates g on g.id = s.gate_id
      where g.cd_id = $1 and s.delivery_date between $2 and $3 group by 1, 2, 3`,
    [s.cdId, s.weekStart, s.nextWeekEnd],
  );
  const gates = new Map(
    hours.map((g) => [
      g.id,
      {
        id: g.id,
        nome: g.name,
        capacidadeDinamica: g.dynamic_capacity,
        horarios: g.hours,
        variacoes: g.variations ?? [],
      } satisfies SchedulingGate,
    ]),
  );
  const offenders: string[] = [];
  for (const slot of slots) {
    // exceptions are ignored here: bookings made before an exception stay
    const plan = dayPlan(gates.get(slot.gate_id)!, slot.date, cdHours, () => false);
    if (!plan || slot.loads > plan.loadsPerSlot || slot.volumes > plan.hours.capacidade)
      offenders.push(`${slot.gate_id} ${slot.date} ${slot.time}: ${slot.loads} loads, ${slot.volumes} volumes`);
  }
  return offenders;
}

/** A seeded generator of numbers in [0, 1): two runs draw the same places and think times. */
function seededRandom(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    return x / 0x80000000;
  };
}

/** The places offered to a load (the supplier's screen): clients pick among them at random, so some collide. */
async function offeredPlaces(ctx: BenchContext, s: BenchSetup, loadId: number): Promise<Place[]> {
  const offered = await getFreePlaces(ctx, s.supplierToken, 'horariosdisponiveis', loadId);
  return offered.portoes.flatMap((g) =>
    g.listaHorarios.flatMap((d) => d.horariosDisponiveis.map((time) => ({ gate: g.idPortao, date: d.data, time }))),
  );
}

interface PhaseResult {
  samples: number[];
  outcome: Map<string, number>;
  seconds: number;
  /** most requests in flight at once */
  maxInFlight: number;
}

/**
 * `clients` clients booking loads one after the other at random places among those offered to the first load.
 * Without `thinkMs` each books again as soon as answered (closed loop: `perClient` bookings each); with it each
 * waits an exponentially distributed think time (that mean) before every booking, until `seconds` have passed
 * and at least `minRequests` were sent (or the loads run out).
 */
async function bookingPhase(
  ctx: BenchContext,
  s: BenchSetup,
  loads: number[],
  clients: number,
  pace: { perClient: number } | { thinkMs: number; seconds: number; minRequests: number },
): Promise<PhaseResult> {
  const places = await offeredPlaces(ctx, s, loads[0]!);
  const random = seededRandom(12345 + clients + ('thinkMs' in pace ? 1 : 0));
  const samples: number[] = [];
  const outcome = new Map<string, number>();
  let next = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const book = async (loadId: number) => {
    const place = places[Math.floor(random() * places.length)]!;
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const r = await post(ctx, s.supplierToken, {
      idCarga: loadId,
      idPortao: place.gate,
      dtEntrega: place.date,
      horaEntrega: place.time,
    });
    inFlight--;
    samples.push(r.ms);
    const key = r.status === 201 ? '201' : `${r.status} ${r.code}`;
    outcome.set(key, (outcome.get(key) ?? 0) + 1);
  };
  // with think time: once the phase is over, clients still thinking stop at once, so it ends on time
  const thinking = new Set<() => void>();
  let stopped = false;
  const stopIfDone = () => {
    if (stopped || 'perClient' in pace) return;
    const requests = samples.length + inFlight;
    const over = performance.now() - start >= pace.seconds * 1000 && requests >= pace.minRequests;
    if (!over && next < loads.length) return;
    stopped = true;
    for (const wake of thinking) wake();
  };
  const think = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        thinking.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      thinking.add(wake);
    });
  const start = performance.now();
  const ticker = setInterval(stopIfDone, 50);
  try {
    await Promise.all(
      Array.from({ length: clients }, async () => {
        if ('perClient' in pace) {
          for (let i = 0; i < pace.perClient; i++) await book(loads[next++]!);
          return;
        }
        for (;;) {
          await think(-pace.thinkMs * Math.log(1 - random()));
          stopIfDone();
          if (stopped) return;
          await book(loads[next++]!);
        }
      }),
    );
  } finally {
    clearInterval(ticker);
  }
  return { samples, outcome, seconds: (performance.now() - start) / 1000, maxInFlight };
}

export async function schedulingBookingBench(ctx: BenchContext): Promise<void> {
  const s = await setup(ctx);
  const closedPhases = [
    { clients: 10, perClient: 20 },
    { clients: CLIENTS, perClient: 10 },
  ];
  const needed = 200 + closedPhases.reduce((n, p) => n + p.clients * p.perClient, 0) + CLIENTS + 4;
  if (s.freeLoads.length < needed) throw new Error(`needs ${needed} unscheduled loads, has ${s.freeLoads.length}`);
  if (s.loadTestLoads.length < LOAD_TEST_MIN_REQUESTS)
    throw new Error(`the load test needs ${LOAD_TEST_MIN_REQUESTS} loads, has ${s.loadTestLoads.length}`);
  console.log(
    `\nBooking (POST salvarAgendamento); ${s.bookings} bookings in the week ${s.weekStart} before; server pool of ` +
      `10 connections; server ${ctx.serverMode}; load average ${loadAverage()}`,
  );
  console.log('| Phase | requests | outcome | req/s | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const flag = (p95: number) => (p95 > BOOKING_P95_MS ? ' **over target**' : '');
  const row = (name: string, r: PhaseResult) => {
    const p = percentiles(r.samples);
    console.log(
      `| ${name} | ${r.samples.length} | ${[...r.outcome].map(([k, n]) => `${k}: ${n}`).join(', ')} | ` +
        `${(r.samples.length / r.seconds).toFixed(0)} | ${p.p50.toFixed(1)} | ${p.p95.toFixed(1)}${flag(p.p95)} | ` +
        `${p.p99.toFixed(1)} | ${p.max.toFixed(1)} |`,
    );
  };
  const notes: string[] = [];
  let used = 0;
  const take = (n: number) => {
    const loads = s.freeLoads.slice(used, used + n);
    used += loads.length;
    return loads;
  };
  try {
    // one client: what a single booking costs
    row('1 client, back to back', await bookingPhase(ctx, s, take(200), 1, { perClient: 200 }));

    // the issue's target: 100 clients with think time, in the (empty) week after
    const load = await bookingPhase(ctx, s, s.loadTestLoads, CLIENTS, {
      thinkMs: THINK_MS,
      seconds: ctx.durationSeconds,
      minRequests: LOAD_TEST_MIN_REQUESTS,
    });
    row(`${CLIENTS} clients, think time exp. mean ${THINK_MS / 1000} s, ${load.seconds.toFixed(0)} s`, load);
    notes.push(`load test: at most ${load.maxInFlight} requests in flight at once; load average ${loadAverage()}`);

    // saturation: closed loops with no think time
    for (const phase of closedPhases)
      row(
        `saturation: ${phase.clients} clients × ${phase.perClient}, back to back`,
        await bookingPhase(ctx, s, take(phase.clients * phase.perClient), phase.clients, phase),
      );

    // burst: CLIENTS loads at once at one place that has room for exactly one more load
    const burstLoads = take(CLIENTS);
    const burstPlace = await lastPlace(ctx, s);
    const start = performance.now();
    const burst = await Promise.all(
      burstLoads.map((loadId) =>
        post(ctx, s.supplierToken, {
          idCarga: loadId,
          idPortao: burstPlace.gate,
          dtEntrega: burstPlace.date,
          horaEntrega: burstPlace.time,
        }),
      ),
    );
    const outcome = new Map<string, number>();
    for (const b of burst) {
      const key = b.status === 201 ? '201' : `${b.status} ${b.code}`;
      outcome.set(key, (outcome.get(key) ?? 0) + 1);
    }
    row(`burst: ${burst.length} clients at once at the last place of one slot`, {
      samples: burst.map((b) => b.ms),
      outcome,
      seconds: (performance.now() - start) / 1000,
      maxInFlight: burst.length,
    });
    const wins = outcome.get('201') ?? 0;
    notes.push(wins === 1 ? 'burst check: exactly one booking won' : `burst check FAILED: ${wins} bookings won`);

    const offenders = await overfullSlots(ctx, s);
    notes.push(
      offenders.length === 0
        ? 'capacity check: every slot of both weeks within its capacity (loads and volumes): no double booking'
        : `capacity check FAILED: ${offenders.length} slots over capacity\n${offenders.slice(0, 20).join('\n')}`,
    );
    notes.push(`load average at the end ${loadAverage()}`);
    console.log(notes.join('\n'));
  } finally {
    // leave the data as generated, so the next run measures the same thing
    await ctx.pool.query(`delete from schedules where load_id = any($1::int[])`, [
      [...s.freeLoads, ...s.loadTestLoads],
    ]);
  }
}

/**
 * A dynamic-capacity place with room for exactly one more small load: the least busy weekday slot of a
 * dynamic gate without variation, filled up to one load short of its limit with bookings written directly.
 */
async function lastPlace(ctx: BenchContext, s: BenchSetup): Promise<Place> {
  const { rows } = await ctx.pool.query<{ gate: number; carga: number; date: string; time: string; n: number }>(
    `select g.id as gate, h.loads_per_slot as carga, d::date::text as date,
            (h.start_time + make_interval(hours => k))::time::text as time,
            (select count(*)::int from schedules s where s.gate_id = g.id and s.delivery_date = d::date
                and s.delivery_time = h.start_time + make_interval(hours => k)) as n
       from gates g join gate_hours h on h.gate_id = g.id
       cross join generate_series($2::date + 1, $2::date + 5, interval '1 day') d
       cross join generate_series(0, 15) k
      where g.cd_id = $1 and g.dynamic_capacity and h.weekday = extract(dow from d) + 1
        and h.start_time + make_interval(hours => k) < h.end_time
        and not exists (select 1 from gate_variations v where v.gate_id = g.id and d between v.start_date and v.end_date)
      order by n, d, g.id, k limit 1`,
    [s.cdId, s.weekStart],
  );
  const place = rows[0];
  if (!place || place.n >= place.carga) throw new Error('no dynamic slot with room left for the burst');
  // fill it with unscheduled bench loads of the end of the list (never the burst's own)
  const fillers = s.freeLoads.slice(-(place.carga - 1 - place.n) || s.freeLoads.length);
  for (const loadId of place.carga - 1 - place.n > 0 ? fillers : [])
    await ctx.pool.query(
      `insert into schedules (load_id, gate_id, delivery_date, delivery_time, volumes) values ($1, $2, $3, $4, 10)`,
      [loadId, place.gate, place.date, place.time],
    );
  return { gate: place.gate, date: place.date, time: place.time };
}
