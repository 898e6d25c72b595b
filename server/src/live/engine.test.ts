import { FOOTBALL_STATUS, isFootballHalfInPlay, type Incident } from '@kickoff/shared/contracts';
import { ManualClock, beijingMidnight } from './clock';
import { LiveEngine, scriptFor, type TickBatch } from './engine';
import { COMPANIES, ODDS_TYPE_LIST } from './odds-model';
import { DEMO_ID_BASE, scheduleDay } from './schedule';
import { MemoryStore } from './store';
import { footballRow } from './views';
import type { Fixture, ScriptStep } from './types';

const DAY = '2026-06-11';
// 20:00 Beijing on the day: plenty of matches live
const START = beijingMidnight(DAY) + 20 * 3600_000;

async function engineAt(seed: number, speed = 60, store = new MemoryStore(), clock = new ManualClock(START)) {
  const engine = new LiveEngine({ seed, speed, tickMs: 1000, clock, store, daysAhead: 1 });
  await engine.load();
  return { engine, clock, store };
}

function run(engine: LiveEngine, clock: ManualClock, ticks: number): TickBatch[] {
  const out: TickBatch[] = [];
  for (let i = 0; i < ticks; i++) {
    clock.advance(1000);
    out.push(engine.tick());
  }
  return out;
}

const fixtures = (seed: number): Fixture[] => [
  ...scheduleDay(seed, DAY, 'football', DAY),
  ...scheduleDay(seed, '2026-06-12', 'football', DAY),
  ...scheduleDay(seed, DAY, 'basketball', DAY),
  ...scheduleDay(seed, '2026-06-12', 'basketball', DAY),
];

describe('the live engine', () => {
  it('plays the same event stream for the same seed, and another for another seed', async () => {
    const a = await engineAt(7);
    const b = await engineAt(7);
    const c = await engineAt(8);
    const sa = JSON.stringify(run(a.engine, a.clock, 120));
    const sb = JSON.stringify(run(b.engine, b.clock, 120));
    const sc = JSON.stringify(run(c.engine, c.clock, 120));
    expect(sa).toBe(sb);
    expect(sa).not.toBe(sc);
    expect(sa).toContain('"goals":[{');
  });

  it('schedules a day: ~100 football and 25+ basketball fixtures, live at any hour, lottery numbers in order', () => {
    const football = scheduleDay(1, DAY, 'football', DAY);
    const basketball = scheduleDay(1, DAY, 'basketball', DAY);
    expect(football.length).toBeGreaterThanOrEqual(95);
    expect(basketball.length).toBeGreaterThanOrEqual(25);
    // every two-hour window of the day has kick-offs (demoed around the clock)
    for (let h = 0; h < 24; h += 2) {
      const from = beijingMidnight(DAY) / 1000 + h * 3600;
      expect(football.some((f) => f.ot >= from && f.ot < from + 7200)).toBe(true);
    }
    const jczq = football.filter((f) => f.jczq).map((f) => f.jczq as string);
    expect(jczq.length).toBeGreaterThan(20);
    for (const n of jczq) expect(n).toMatch(/^周[日一二三四五六]\d{3}$/);
    // a club plays once a day
    const clubs = football.flatMap((f) => [f.homeId, f.awayId]);
    expect(new Set(clubs).size).toBe(clubs.length);
  });

  it('moves through legal statuses only', () => {
    const fb: Record<number, number[]> = {
      1: [2, 9, 12],
      13: [1],
      2: [3, 10],
      3: [4],
      4: [8, 5, 10],
      5: [7, 8, 10],
      7: [8],
      10: [2, 4, 5, 11],
    };
    const bb: Record<number, number[]> = {
      1: [2, 12, 13],
      15: [1],
      2: [3, 11],
      3: [4],
      4: [5, 11],
      5: [6],
      6: [7, 11],
      7: [8],
      8: [9, 10, 11],
      9: [9, 10, 11],
      11: [2, 4, 6, 8, 9, 14],
    };
    const seen = new Set<number>();
    for (const seed of [1, 2, 3]) {
      for (const fx of fixtures(seed)) {
        const legal = fx.sport === 'football' ? fb : bb;
        let s = fx.fate === 'tbd' ? (fx.sport === 'football' ? 13 : 15) : 1;
        const statuses = scriptFor(fx).steps.filter(
          (st): st is Extract<ScriptStep, { k: 'status' }> => st.k === 'status',
        );
        for (const step of statuses) {
          if (fx.fate === 'tbd' && step === statuses[0]) continue;
          if (!(legal[s] ?? []).includes(step.s)) throw new Error(`${fx.sport} ${fx.id}: ${s} → ${step.s}`);
          seen.add(step.s + (fx.sport === 'basketball' ? 100 : 0));
          s = step.s;
        }
      }
    }
    // the ordinary path and the rare ones all occur
    for (const s of [2, 3, 4, 8, 9, 10, 12, 102, 105, 108, 110]) expect(seen).toContain(s);
  });

  it('keeps the score equal to the goals in the incidents, and finished matches never change', async () => {
    const { engine, clock } = await engineAt(11, 600);
    run(engine, clock, 30);
    const goalDelta = (i: Incident) =>
      i.type === 'goal_cancelled' ? -1 : ['goal', 'own_goal', 'penalty'].includes(i.type) ? 1 : 0;
    let finished = 0;
    for (const m of engine.matches.values()) {
      if (!m.fb) continue;
      const sc: [number, number] = [0, 0];
      for (const inc of m.incidents) {
        if (inc.side === 'home') sc[0] += goalDelta(inc);
        else sc[1] += goalDelta(inc);
        if (goalDelta(inc) !== 0) expect(inc.score).toEqual([sc[0], sc[1]]);
      }
      expect(m.fb.sc).toEqual(sc);
      expect(m.fb.cn).toEqual(
        [0, 1].map((i) => m.incidents.filter((x) => x.type === 'corner' && (x.side === 'home') === (i === 0)).length),
      );
      if (m.done) finished++;
    }
    expect(finished).toBeGreaterThan(50);
    const before = JSON.stringify(
      [...engine.matches.values()]
        .filter((m) => m.done)
        .map((m) => [m.fb ?? m.bb, m.incidents.length, m.textLive.length]),
    );
    run(engine, clock, 10);
    const after = JSON.stringify(
      [...engine.matches.values()]
        .filter((m) => m.done)
        .slice(0, JSON.parse(before).length)
        .map((m) => [m.fb ?? m.bb, m.incidents.length, m.textLive.length]),
    );
    expect(after).toBe(before);
  });

  it('quotes valid odds from at least six companies: prices above 1, sane 1x2 margins, lines in quarter steps', () => {
    expect(COMPANIES.length).toBeGreaterThanOrEqual(6);
    let quotes = 0;
    const bad: string[] = [];
    const check = (ok: boolean, what: string) => {
      if (!ok && bad.length < 5) bad.push(what);
    };
    for (const fx of fixtures(5)) {
      for (const step of scriptFor(fx).steps) {
        if (step.k !== 'odds') continue;
        for (const q of step.quotes) {
          quotes++;
          const what = `${fx.sport} ${fx.id} type ${q.type} ${JSON.stringify(q.line)}`;
          check(q.line.left > 1 && q.line.right > 1, what);
          if (q.type === 2 && fx.sport === 'football') {
            const book = 1 / q.line.left + 1 / q.line.middle + 1 / q.line.right;
            check(q.line.middle > 1 && book > 1.02 && book < 1.12, `${what} book ${book}`);
          } else if (q.type === 2) {
            check(q.line.middle === 0, what);
          } else {
            const unit = fx.sport === 'football' ? 0.25 : 0.5;
            check(Math.abs(q.line.middle / unit - Math.round(q.line.middle / unit)) < 1e-9, what);
          }
        }
      }
    }
    expect(bad).toEqual([]);
    expect(quotes).toBeGreaterThan(10_000);
    expect(ODDS_TYPE_LIST).toEqual([1, 2, 3]);
  });

  it('gives every match opening odds for all companies and types, with flags on later changes', async () => {
    const { engine, clock } = await engineAt(3, 60);
    run(engine, clock, 60);
    for (const m of engine.matches.values()) expect(m.odds.size).toBe(COMPANIES.length * 3);
    const moved = [...engine.matches.values()].flatMap((m) => [...m.odds.values()]).filter((b) => b.history.length > 1);
    expect(moved.length).toBeGreaterThan(100);
    for (const b of moved.slice(0, 200)) {
      const [prev, last] = b.history.slice(-2);
      expect(last?.leftFlag).toBe(Math.sign((last?.left ?? 0) - (prev?.left ?? 0)));
    }
  });

  it('pushes nothing old: the start-up catch-up is silent and a later tick carries only new events', async () => {
    const { engine, clock } = await engineAt(4, 60);
    const liveIncidents = [...engine.matches.values()].reduce((n, m) => n + m.incidents.length, 0);
    expect(liveIncidents).toBeGreaterThan(1000);
    const batches = run(engine, clock, 5);
    const pushed = batches.flatMap((b) => b.matches.flatMap((u) => u.incidents ?? []));
    // five ticks of play at 60× is five match minutes, not a day of history
    expect(pushed.length).toBeLessThan(400);
    for (const b of batches) {
      const ids = b.football.map((p) => p.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('a late tick (a stalled event loop) still pushes the goals that fell due meanwhile', async () => {
    const { engine, clock } = await engineAt(12, 60);
    const next = [...engine.matches.values()]
      .flatMap((m) =>
        (m.script?.steps ?? [])
          .filter((st) => st.k === 'incident' && st.inc.type === 'goal')
          .map((st) => ({ id: m.fx.id, t: m.fx.ot + st.at / 60 })),
      )
      .filter((g) => g.t * 1000 > clock.now())
      .sort((a, b) => a.t - b.t)[0];
    expect(next).toBeDefined();
    clock.set(next!.t * 1000 - 1000);
    engine.tick();
    // the next tick comes 10 s late instead of 1 s
    clock.advance(11_000);
    const batch = engine.tick();
    expect(batch.goals.map((g) => g.matchId)).toContain(next!.id);
  });

  it('with demo kick-offs on, a football match is always about to start, and is played like any other', async () => {
    const clock = new ManualClock(START);
    const engine = new LiveEngine({
      seed: 12,
      speed: 20,
      tickMs: 1000,
      clock,
      store: new MemoryStore(),
      daysAhead: 1,
      demoEveryS: 60,
    });
    await engine.load();
    const demos = () => [...engine.matches.values()].filter((m) => m.fx.id >= DEMO_ID_BASE);
    expect(demos()).toHaveLength(0);
    const goals: number[] = [];
    for (let t = 0; t < 600; t++) {
      clock.advance(1000);
      const batch = engine.tick();
      goals.push(...batch.goals.filter((g) => g.matchId >= DEMO_ID_BASE).map((g) => g.matchId));
      const now = clock.now() / 1000;
      // there is always one announced to kick off within the next minute
      expect(demos().some((m) => m.fx.ot > now && m.fx.ot <= now + 60)).toBe(true);
    }
    const ids = demos().map((m) => m.fx.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(10);
    for (const m of demos()) expect(m.fx.homeId).not.toBe(m.fx.awayId);
    // ten minutes at 20× is three hours of football across the demo matches: goals happen
    expect(goals.length).toBeGreaterThan(0);
  });

  it('the first demo kick-off (demoFirstS) is covered on video, the ones after it are not', async () => {
    const clock = new ManualClock(START);
    const engine = new LiveEngine({
      seed: 12,
      speed: 20,
      tickMs: 1000,
      clock,
      store: new MemoryStore(),
      daysAhead: 1,
      demoEveryS: 60,
      demoFirstS: 5,
    });
    await engine.load();
    for (let t = 0; t < 150; t++) {
      clock.advance(1000);
      engine.tick();
    }
    const demos = [...engine.matches.values()].filter((m) => m.fx.id >= DEMO_ID_BASE).sort((a, b) => a.fx.ot - b.fx.ot);
    expect(demos.length).toBeGreaterThanOrEqual(3);
    expect(demos.map((m) => m.fx.hasVideo)).toEqual([true, ...demos.slice(1).map(() => false)]);
  });

  it('patches the list with changed fields only, and follows a VAR-cancelled goal with a cancelled alert', async () => {
    const { engine, clock } = await engineAt(12, 60);
    // jump to just before a VAR decision the scripts hold, then play on tick by tick
    const target = [...engine.matches.values()]
      .flatMap((m) =>
        (m.script?.steps ?? [])
          .filter((st) => st.k === 'incident' && st.inc.type === 'goal_cancelled')
          .map((st) => m.fx.ot + st.at / 60),
      )
      .filter((t) => t * 1000 > clock.now())
      .sort((a, b) => a - b)[0];
    expect(target).toBeDefined();
    clock.set((target ?? 0) * 1000 - 2500);
    engine.tick();
    let cancelled = 0;
    for (let i = 0; i < 5; i++) {
      const before = new Map(
        [...engine.matches.values()].filter((m) => m.fb).map((m) => [m.fx.id, footballRow(m, 60)]),
      );
      clock.advance(1000);
      const batch = engine.tick();
      for (const patch of batch.football) {
        const old = before.get(patch.id) as unknown as Record<string, unknown>;
        for (const [k, v] of Object.entries(patch)) {
          if (k === 'id') continue;
          expect(['s', 'sc', 'hsc', 'rc', 'yc', 'cn', 'timIng', 'kt', 'psc']).toContain(k);
          expect(v).not.toEqual(old[k]);
        }
      }
      for (const alert of batch.goals.filter((g) => g.cancelled)) {
        cancelled++;
        const m = engine.matches.get(alert.matchId);
        expect(m?.incidents.filter((x) => x.type === 'goal_cancelled').at(-1)?.score).toEqual(alert.score);
        expect(m?.fb?.sc).toEqual(alert.score);
        expect(batch.football.find((p) => p.id === alert.matchId)?.sc).toEqual(alert.score);
      }
    }
    expect(cancelled).toBeGreaterThan(0);
  });

  it.each([1, 60])(
    "gives a kick-off time from which a phone counts the engine's minute (LIVE_SPEED %i)",
    async (speed) => {
      const { engine, clock } = await engineAt(5, speed);
      let checked = 0;
      for (let i = 0; i < 90; i++) {
        clock.advance(speed === 1 ? 20_000 : 1000);
        engine.tick();
        for (const m of engine.matches.values()) {
          const row = m.fb ? footballRow(m, speed) : undefined;
          if (!row || !isFootballHalfInPlay(row.s) || row.timIng.endsWith('+')) continue;
          // spec: minutes since the half's kick-off, + 45 in the second half
          const counted =
            Math.floor(Math.max(0, clock.now() / 1000 - row.kt) / 60) +
            1 +
            (row.s === FOOTBALL_STATUS.SECOND_HALF ? 45 : 0);
          expect(Math.abs(counted - Number(row.timIng))).toBeLessThanOrEqual(1);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(100);
    },
  );

  it('resumes from the store after a restart and plays on exactly as without one', async () => {
    const store = new MemoryStore();
    const a = await engineAt(21, 60, store);
    run(a.engine, a.clock, 30);
    await a.engine.stop();
    const reference = await engineAt(21, 60);
    run(reference.engine, reference.clock, 60);
    const b = await engineAt(21, 60, store, new ManualClock(START + 30_000));
    run(b.engine, b.clock, 30);
    const state = (e: LiveEngine) =>
      [...e.matches.values()].map((m) => [m.fx.id, m.fb?.sc ?? m.bb?.sc, m.incidents.length, m.cursor]);
    expect(state(b.engine)).toEqual(state(reference.engine));
  });
});
