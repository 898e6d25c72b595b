/**
 * The built-in live engine: schedules the days around today, plays every match by revealing its
 * script as the (injected) clock moves, at LIVE_SPEED times real time, and after each tick hands
 * listeners one batch of what changed — list patches per sport, detail updates per match, goal
 * alerts — and the store the same changes to keep. Steps that fall due long before "now" (a fresh
 * start, yesterday's results, catching up after a restart) are applied silently: pushes carry only
 * what is happening now.
 */
import type { BasketballListPatch, FootballListPatch, GoalAlert, MatchUpdate, Sport } from '@kickoff/shared/contracts';
import { addDays, beijingDate, type Clock } from './clock';
import { footballScript } from './football-script';
import { basketballScript } from './basketball-script';
import {
  applyStep,
  matchClock,
  newRuntime,
  oddsRow,
  realTime,
  type MatchRuntime,
  type OddsBook,
} from './match-runtime';
import { GOAL_TYPES, goalAlertOf, goalSeq } from './goal-alerts';
import { fanEventOf, type FanEvent } from './fan-alerts';
import { demoFixture, scheduleDay } from './schedule';
import type { LiveStore, PersistBatch, StoredMatch } from './store';
import type { Fixture, Phase, Script, ScriptStep } from './types';
import { basketballRow, footballHeader, footballMinute, footballRow, footballStatistic } from './views';

/** Steps that fell due more than this many real seconds ago are applied silently. */
const STALE_AFTER_S = 30;

export interface EngineOptions {
  seed: number;
  /** match clock seconds per real second */
  speed: number;
  tickMs: number;
  clock: Clock;
  store: LiveStore;
  /** days kept around today: results back, schedule ahead */
  daysBack?: number;
  daysAhead?: number;
  /** false for benches that add their own fixtures */
  autoSchedule?: boolean;
  /** real seconds between demo kick-offs (≥ 60); 0 or absent: none (see demoFixture) */
  demoEveryS?: number;
  /** real seconds from start to the first demo kick-off (default: the interval); tests use a few */
  demoFirstS?: number;
  /** the sports the engine schedules and plays itself (default both); a fed sport's matches come through `feed` */
  generated?: readonly Sport[];
}

export interface TickBatch {
  /** engine time of the tick, ms */
  at: number;
  football: FootballListPatch[];
  basketball: BasketballListPatch[];
  matches: MatchUpdate[];
  goals: GoalAlert[];
  /** events of this tick for the fans following the match or its teams (fan-alerts.ts) */
  fanEvents: FanEvent[];
}

export type TickListener = (batch: TickBatch) => void;

const LIST_FIELDS_FB = ['s', 'sc', 'hsc', 'rc', 'yc', 'cn', 'timIng', 'kt', 'psc'] as const;
const LIST_FIELDS_BB = ['s', 'sc', 'hq', 'aq', 'rt'] as const;
const HEADER_FIELDS = ['state', 'timIng', 'kt', 'sc', 'hsc'] as const;

interface Sent {
  list: Record<string, string>;
  header: Record<string, string>;
}

/** A step that changes nothing: stands in for the already-applied steps of a fed match restored from the store. */
const APPLIED: ScriptStep = { at: -Infinity, k: 'odds', quotes: [] };

/** A fed match's script: steps are appended as the feed reports them; it ends when the feed says so. */
function feedScript(applied: number): Script {
  return { steps: new Array<ScriptStep>(applied).fill(APPLIED), phases: [], end: Infinity };
}

export function scriptFor(fx: Fixture, cursor = 0): Script {
  if (fx.source) return feedScript(cursor);
  return fx.sport === 'football' ? footballScript(fx) : basketballScript(fx);
}

export class LiveEngine {
  readonly matches = new Map<number, MatchRuntime>();
  private readonly active = new Set<MatchRuntime>();
  private readonly days = new Set<string>();
  private readonly sent = new Map<number, Sent>();
  private readonly listeners = new Set<TickListener>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private pending: PersistBatch = { matches: [], incidents: [], textLive: [], odds: [] };
  private pendingMatches = new Set<MatchRuntime>();
  private saving: Promise<void> = Promise.resolve();
  private today = '';
  private nextDemoOt = 0;
  seed: number;
  /** bumped on every tick: anything derived from the state may be cached per version */
  version = 0;
  readonly speed: number;
  readonly tickMs: number;
  readonly clock: Clock;

  constructor(private readonly opts: EngineOptions) {
    this.seed = opts.seed;
    this.speed = Math.max(0.01, opts.speed);
    this.tickMs = Math.max(10, opts.tickMs);
    this.clock = opts.clock;
  }

  /** Loads what the store kept, schedules missing days, catches up to now without pushing, and saves. */
  async load(): Promise<void> {
    const stored = await this.opts.store.loadSeed();
    if (stored === null) await this.opts.store.saveSeed(this.seed);
    else this.seed = stored;
    this.today = beijingDate(this.clock.now());
    const from = addDays(this.today, -(this.opts.daysBack ?? 1));
    for (const s of await this.opts.store.loadMatches(from)) this.restore(s);
    if (this.opts.autoSchedule !== false) this.ensureDays();
    this.tick(true);
    // what the engine serves is in the store before anyone can ask for it: a fan's follow of a
    // match on the first list, a news card or a restart all read the stored rows
    await this.flush();
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.tickMs);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  onTick(listener: TickListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Adds fixtures (the scheduler's, or a bench's own). */
  addFixtures(fixtures: Fixture[]): void {
    for (const fx of fixtures) {
      if (this.matches.has(fx.id)) continue;
      const m = newRuntime(fx, scriptFor(fx));
      this.matches.set(fx.id, m);
      this.active.add(m);
      this.pendingMatches.add(m);
    }
  }

  private generates(sport: Sport): boolean {
    return !this.opts.generated || this.opts.generated.includes(sport);
  }

  /**
   * A fed match's news: its fixture (added, or replaced when the feed moved it) and the steps the
   * feed's latest answer implies, played from the next tick like a script's; `phases` open the
   * statuses the steps enter (for the minute shown); `end`: the feed has nothing more to say.
   */
  feed(fx: Fixture, steps: ScriptStep[], phases: Phase[] = [], end = false): MatchRuntime {
    let m = this.matches.get(fx.id);
    if (!m) {
      m = newRuntime(fx, scriptFor(fx));
      this.matches.set(fx.id, m);
      this.pendingMatches.add(m);
    }
    if (JSON.stringify(m.fx) !== JSON.stringify(fx)) {
      m.fx = fx;
      this.pendingMatches.add(m);
    }
    // nothing new (an answer repeating itself, a match long over): nothing to play or store
    if (!steps.length && !phases.length && (!end || m.done)) return m;
    if (!m.script) m.script = scriptFor(fx, m.cursor);
    m.script.steps.push(...steps);
    m.script.phases.push(...phases);
    m.script.end = end ? -Infinity : Infinity;
    m.done = false;
    this.active.add(m);
    this.pendingMatches.add(m);
    return m;
  }

  /** A follower node's copy of a fed match as the leader stored it (only the leader polls the feed). */
  adopt(s: StoredMatch): void {
    if (!s.fx.source) return;
    const held = this.matches.get(s.fx.id);
    if (held && held.cursor === s.cursor && held.done === s.done && JSON.stringify(held.fx) === JSON.stringify(s.fx))
      return;
    if (held) this.active.delete(held);
    this.restore(s);
  }

  /** With demo kick-offs on, keeps one football match announced to kick off within the interval. */
  private scheduleDemo(now: number): void {
    const every = this.opts.demoEveryS ?? 0;
    if (!this.generates('football')) return;
    if (every <= 0 || this.nextDemoOt > now) return;
    const first = this.nextDemoOt === 0 && this.opts.demoFirstS !== undefined;
    const ot = Math.ceil(now) + (first ? Math.max(1, this.opts.demoFirstS!) : Math.max(60, every));
    this.nextDemoOt = ot;
    this.addFixtures([demoFixture(this.seed, ot, first)]);
  }

  private restore(s: StoredMatch): void {
    // a sport handed to a feed shows only the feed's matches (the generated ones stay in the store)
    if (!this.generates(s.fx.sport) && !s.fx.source) return;
    const m = newRuntime(s.fx, null);
    m.cursor = s.cursor;
    m.elapsed = s.elapsed ?? -Infinity;
    m.done = s.done;
    if (s.fx.sport === 'football') m.fb = s.state as MatchRuntime['fb'];
    else m.bb = s.state as MatchRuntime['bb'];
    m.phaseFrom = s.phase.from ?? -Infinity;
    m.phaseBase = s.phase.base;
    m.phaseCap = s.phase.cap;
    m.incidents = s.incidents;
    m.textLive = s.textLive;
    for (const b of s.odds) m.odds.set(`${b.companyId}:${b.type}`, b);
    m.nextIncidentId = s.incidents.reduce((x, i) => Math.max(x, i.id), 0) + 1;
    m.nextTextId = s.textLive.reduce((x, l) => Math.max(x, l.id), 0) + 1;
    this.matches.set(s.fx.id, m);
    if (!s.fx.source) this.days.add(s.fx.date);
    if (!m.done) {
      // the script is a pure function of the fixture: rebuilt, then played on from the stored cursor
      m.script = scriptFor(s.fx, m.cursor);
      this.active.add(m);
    }
  }

  private ensureDays(): void {
    const back = this.opts.daysBack ?? 1;
    const ahead = this.opts.daysAhead ?? 2;
    for (let d = -back; d <= ahead; d++) {
      const date = addDays(this.today, d);
      if (this.days.has(date)) continue;
      this.days.add(date);
      this.addFixtures([
        ...(this.generates('football') ? scheduleDay(this.seed, date, 'football', this.today) : []),
        ...(this.generates('basketball') ? scheduleDay(this.seed, date, 'basketball', this.today) : []),
      ]);
    }
  }

  /** One step of the world. `quiet` applies everything due without pushing (start-up catch-up). */
  tick(quiet = false): TickBatch {
    const nowMs = this.clock.now();
    const now = nowMs / 1000;
    this.version += 1;
    const day = beijingDate(nowMs);
    if (day !== this.today && this.opts.autoSchedule !== false) {
      this.today = day;
      this.ensureDays();
    }
    // what fell due long ago (a stalled process, a suspended machine) is history, not news: it is
    // applied without pushes. A slow tick or a GC pause is not that — its goals must still pop up.
    const staleBefore = now - Math.max(STALE_AFTER_S, (2 * this.tickMs) / 1000);
    if (!quiet) this.scheduleDemo(now);
    const batch: TickBatch = { at: nowMs, football: [], basketball: [], matches: [], goals: [], fanEvents: [] };
    for (const m of this.active) {
      const script = m.script;
      if (!script) continue;
      const e = Math.max(m.elapsed, matchClock(m.fx.ot, now, this.speed));
      m.elapsed = e;
      const update: MatchUpdate = { id: m.fx.id, sport: m.fx.sport };
      let detail = false;
      let touched = false;
      const minuteText = () => (m.fb ? footballMinute(m) : '');
      while (m.cursor < script.steps.length) {
        const step = script.steps[m.cursor];
        if (!step || step.at > e) break;
        const stepIndex = m.cursor;
        m.cursor += 1;
        touched = true;
        // what a fan event is judged against (not needed in a quiet catch-up, which pushes nothing)
        const state = quiet ? null : (m.fb ?? m.bb);
        const before = state ? { s: state.s as number, sc: [state.sc[0], state.sc[1]] as [number, number] } : null;
        const fx = applyStep(m, step, this.speed, minuteText);
        // a goal's sequence comes from its time in the script, not from when this process saw it
        const seq =
          fx.incident && GOAL_TYPES.has(fx.incident.type)
            ? goalSeq(realTime(m, step.at, this.speed) * 1000, m.fx.id)
            : undefined;
        if (fx.incident) {
          if (seq !== undefined) m.goalSeqs.set(fx.incident.id, seq);
          this.pending.incidents.push({ matchId: m.fx.id, incident: fx.incident, goalSeq: seq });
        }
        if (fx.text) this.pending.textLive.push({ matchId: m.fx.id, line: fx.text });
        if (fx.odds) for (const book of fx.odds) this.queueOdds(m.fx.id, book);
        const silent = quiet || realTime(m, step.at, this.speed) < staleBefore;
        if (silent) continue;
        const fan =
          before && fanEventOf(m, step, stepIndex, before, fx.incident, realTime(m, step.at, this.speed) * 1000);
        if (fan) batch.fanEvents.push(fan);
        if (fx.incident) {
          (update.incidents ??= []).push(fx.incident);
          detail = true;
          if (seq !== undefined) batch.goals.push(goalAlertOf(m.fx, fx.incident, seq));
        }
        if (fx.text) {
          (update.textLive ??= []).push(fx.text);
          detail = true;
        }
        if (fx.stats && m.fb) {
          update.statistic = footballStatistic(m);
          detail = true;
        }
        if (fx.odds) {
          const rows = update.odds ?? [];
          for (const book of fx.odds) {
            const i = rows.findIndex((r) => r.companyId === book.companyId && r.type === book.type);
            if (i >= 0) rows.splice(i, 1);
            rows.push(oddsRow(book));
          }
          update.odds = rows;
          detail = true;
        }
      }
      if (m.cursor >= script.steps.length && e >= script.end) {
        m.done = true;
        m.script = null;
        this.active.delete(m);
        touched = true;
      }
      if (touched) this.pendingMatches.add(m);
      if (quiet) {
        this.remember(m);
        continue;
      }
      const patch = this.listPatch(m);
      if (patch) {
        if (m.fx.sport === 'football') batch.football.push(patch as FootballListPatch);
        else batch.basketball.push(patch as BasketballListPatch);
      }
      if (m.fb) {
        const header = this.headerPatch(m);
        if (header) {
          update.header = header;
          detail = true;
        }
      } else if (m.bb && patch) {
        update.basketball = basketballRow(m);
        update.basketballStats = { home: { ...m.bb.home }, away: { ...m.bb.away } };
        detail = true;
      }
      if (detail) batch.matches.push(update);
    }
    this.queueMatches();
    if (!quiet) for (const l of this.listeners) l(batch);
    void this.flush();
    return batch;
  }

  private sentOf(m: MatchRuntime): Sent {
    let s = this.sent.get(m.fx.id);
    if (!s) this.sent.set(m.fx.id, (s = { list: {}, header: {} }));
    return s;
  }

  /** Records the current list/header values as already known to clients (after a quiet catch-up). */
  private remember(m: MatchRuntime): void {
    this.listPatch(m);
    if (m.fb) this.headerPatch(m);
  }

  private listPatch(m: MatchRuntime): FootballListPatch | BasketballListPatch | null {
    const sent = this.sentOf(m).list;
    const row = (m.fb ? footballRow(m, this.speed) : basketballRow(m)) as unknown as Record<string, unknown>;
    const fields = m.fb ? LIST_FIELDS_FB : LIST_FIELDS_BB;
    const patch: Record<string, unknown> = { id: m.fx.id };
    let changed = false;
    for (const f of fields) {
      const v = row[f];
      if (v === undefined) continue;
      const text = JSON.stringify(v);
      if (sent[f] === text) continue;
      sent[f] = text;
      patch[f] = v;
      changed = true;
    }
    return changed ? (patch as unknown as FootballListPatch) : null;
  }

  private headerPatch(m: MatchRuntime): MatchUpdate['header'] | null {
    const sent = this.sentOf(m).header;
    const header = footballHeader(m, this.speed) as unknown as Record<string, unknown>;
    const patch: Record<string, unknown> = {};
    let changed = false;
    for (const f of HEADER_FIELDS) {
      const text = JSON.stringify(header[f]);
      if (sent[f] === text) continue;
      sent[f] = text;
      patch[f] = header[f];
      changed = true;
    }
    return changed ? (patch as MatchUpdate['header']) : null;
  }

  private readonly pendingOdds = new Set<OddsBook>();

  private queueOdds(matchId: number, book: OddsBook): void {
    if (this.pendingOdds.has(book)) return;
    this.pendingOdds.add(book);
    this.pending.odds.push({ matchId, book });
  }

  private queueMatches(): void {
    for (const m of this.pendingMatches) this.pending.matches.push(toStored(m));
    this.pendingMatches.clear();
  }

  /** Writes what changed since the last save; saves run one after another, never overlapping. */
  flush(): Promise<void> {
    const batch = this.pending;
    if (!batch.matches.length && !batch.incidents.length && !batch.textLive.length && !batch.odds.length)
      return this.saving;
    this.pending = { matches: [], incidents: [], textLive: [], odds: [] };
    this.pendingOdds.clear();
    this.saving = this.saving
      .then(() => this.opts.store.save(batch))
      .catch((err: unknown) => {
        // a failed save is retried with the next batch: nothing that happened is dropped
        this.pending.matches.unshift(...batch.matches);
        this.pending.incidents.unshift(...batch.incidents);
        this.pending.textLive.unshift(...batch.textLive);
        this.pending.odds.unshift(...batch.odds);
        this.onSaveError?.(err);
      });
    return this.saving;
  }

  onSaveError?: (err: unknown) => void;
}

export function toStored(m: MatchRuntime): StoredMatch {
  const state = (m.fb ?? m.bb) as StoredMatch['state'];
  return {
    fx: m.fx,
    cursor: m.cursor,
    elapsed: m.elapsed,
    done: m.done,
    state: structuredClone(state),
    phase: { from: m.phaseFrom, base: m.phaseBase, cap: m.phaseCap },
    incidents: [],
    textLive: [],
    odds: [],
  };
}
