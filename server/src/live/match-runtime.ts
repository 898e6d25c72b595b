/**
 * A match in play: its fixture, script and cursor, and the state folded from the steps applied so
 * far. `applyStep` is the only way state changes; it reports what changed so the engine can push
 * exactly that and store exactly that.
 */
import {
  FOOTBALL_STATUS,
  type ChangeFlag,
  type Incident,
  type OddsHistoryRow,
  type OddsLine,
  type OddsRow,
  type OddsType,
  type TextLiveLine,
} from '@kickoff/shared/contracts';
import { COMPANIES } from './odds-model';
import type { BasketballSideStats, BasketballState, Fixture, FootballState, Phase, Script, ScriptStep } from './types';

export interface OddsBook {
  companyId: number;
  type: OddsType;
  first: OddsLine;
  current: OddsLine;
  flags: [ChangeFlag, ChangeFlag, ChangeFlag];
  changedAt: number;
  history: OddsHistoryRow[];
}

export interface MatchRuntime {
  fx: Fixture;
  script: Script | null;
  cursor: number;
  /** match-clock seconds played so far (never goes back) */
  elapsed: number;
  fb: FootballState | null;
  bb: BasketballState | null;
  incidents: Incident[];
  /** goal alert sequence (goal-alerts.ts) of each goal incident revealed by this process, by incident id */
  goalSeqs: Map<number, number>;
  textLive: TextLiveLine[];
  odds: Map<string, OddsBook>;
  done: boolean;
  /** id counters for incidents and text lines of this match */
  nextIncidentId: number;
  nextTextId: number;
  /** match-clock second of the current status's phase start (for the minute display) */
  phaseFrom: number;
  phaseBase: number;
  phaseCap: number;
}

export interface StepEffects {
  status?: boolean;
  score?: boolean;
  incident?: Incident;
  text?: TextLiveLine;
  stats?: boolean;
  odds?: OddsBook[];
}

function emptySideStats(): BasketballSideStats {
  return {
    points: 0,
    rebounds: 0,
    assists: 0,
    steals: 0,
    blocks: 0,
    turnovers: 0,
    fouls: 0,
    fgPct: 0,
    threePct: 0,
    ftPct: 0,
    fgm: 0,
    fga: 0,
    tpm: 0,
    tpa: 0,
    ftm: 0,
    fta: 0,
  };
}

export function newRuntime(fx: Fixture, script: Script | null): MatchRuntime {
  return {
    fx,
    script,
    cursor: 0,
    elapsed: -Infinity,
    fb:
      fx.sport === 'football'
        ? {
            s: 1,
            sc: [0, 0],
            hsc: null,
            psc: null,
            rc: [0, 0],
            yc: [0, 0],
            cn: [0, 0],
            attacks: [0, 0],
            dangerous: [0, 0],
            shots: [0, 0],
            onTarget: [0, 0],
            possSum: 0,
            possN: 0,
          }
        : null,
    bb:
      fx.sport === 'basketball'
        ? { s: 1, sc: [0, 0], hq: [], aq: [], home: emptySideStats(), away: emptySideStats() }
        : null,
    incidents: [],
    goalSeqs: new Map(),
    textLive: [],
    odds: new Map(),
    done: false,
    nextIncidentId: 1,
    nextTextId: 1,
    phaseFrom: -Infinity,
    phaseBase: 0,
    phaseCap: 0,
  };
}

export const oddsKey = (companyId: number, type: number) => `${companyId}:${type}`;

const flag = (a: number, b: number): ChangeFlag => (b > a ? 1 : b < a ? -1 : 0);

/**
 * The phase a status step opens: the latest of that status starting by then (extra time's clock starts after a 5-minute
 * break).
 */
function phaseAt(phases: Phase[], at: number, s: number): Phase | undefined {
  let found: Phase | undefined;
  const slack = s === FOOTBALL_STATUS.EXTRA_TIME ? 600 : 1e-9;
  for (const p of phases) if (p.from <= at + slack && p.s === s) found = p;
  return found;
}

/**
 * The unix second a match-clock second happens at. LIVE_SPEED speeds up play only: what happens
 * before kick-off (opening odds, a postponement notice) keeps real time.
 */
export function realTime(m: MatchRuntime, at: number, speed: number): number {
  return m.fx.ot + (at < 0 ? at : at / speed);
}

/** The match clock (seconds after kick-off; negative before) at unix second `now`. */
export function matchClock(ot: number, now: number, speed: number): number {
  return now < ot ? now - ot : (now - ot) * speed;
}

export function applyStep(m: MatchRuntime, step: ScriptStep, speed: number, minuteText: () => string): StepEffects {
  const fx: StepEffects = {};
  const when = Math.round(realTime(m, Math.max(step.at, -3 * 86400), speed));
  switch (step.k) {
    case 'status': {
      if (m.fb) {
        m.fb.s = step.s as FootballState['s'];
        if (step.s === FOOTBALL_STATUS.HALF_TIME) m.fb.hsc = [m.fb.sc[0], m.fb.sc[1]];
        if (step.psc) m.fb.psc = step.psc;
      }
      if (m.bb) m.bb.s = step.s as BasketballState['s'];
      const p = m.script ? phaseAt(m.script.phases, step.at, step.s) : undefined;
      m.phaseFrom = p?.from ?? step.at;
      m.phaseBase = p?.base ?? 0;
      m.phaseCap = p?.cap ?? 0;
      fx.status = true;
      break;
    }
    case 'incident': {
      const inc: Incident = { id: m.nextIncidentId++, ...step.inc };
      m.incidents.push(inc);
      fx.incident = inc;
      if (m.fb) {
        const i = inc.side === 'home' ? 0 : 1;
        switch (inc.type) {
          case 'goal':
          case 'own_goal':
          case 'penalty':
          case 'goal_cancelled':
            if (inc.score) m.fb.sc = [inc.score[0], inc.score[1]];
            fx.score = true;
            break;
          case 'yellow':
            m.fb.yc[i] += 1;
            fx.stats = true;
            break;
          case 'second_yellow':
            m.fb.yc[i] += 1;
            m.fb.rc[i] += 1;
            fx.stats = true;
            break;
          case 'red':
            m.fb.rc[i] += 1;
            fx.stats = true;
            break;
          case 'corner':
            m.fb.cn[i] += 1;
            fx.stats = true;
            break;
          default:
            break;
        }
      }
      break;
    }
    case 'text': {
      const line: TextLiveLine = {
        id: m.nextTextId++,
        minute: step.minute,
        text: step.text,
        ...(step.incident ? { incident: step.incident } : {}),
      };
      m.textLive.push(line);
      fx.text = line;
      break;
    }
    case 'stats': {
      if (m.fb) {
        const d = step.d;
        for (const i of [0, 1] as const) {
          m.fb.attacks[i] += d.attacks[i];
          m.fb.dangerous[i] += d.dangerous[i];
          m.fb.shots[i] += d.shots[i];
          m.fb.onTarget[i] += d.onTarget[i];
        }
        m.fb.possSum += d.possession;
        m.fb.possN += 1;
        fx.stats = true;
      }
      break;
    }
    case 'points': {
      if (m.bb) {
        const side = m.bb[step.side];
        const q = step.side === 'home' ? m.bb.hq : m.bb.aq;
        while (m.bb.hq.length <= step.q) m.bb.hq.push(0);
        while (m.bb.aq.length <= step.q) m.bb.aq.push(0);
        q[step.q] = (q[step.q] ?? 0) + step.pts;
        side.points += step.pts;
        for (const [k, v] of Object.entries(step.d) as Array<[keyof BasketballSideStats, number]>) side[k] += v;
        side.fgPct = side.fga ? Math.round((side.fgm / side.fga) * 1000) / 10 : 0;
        side.threePct = side.tpa ? Math.round((side.tpm / side.tpa) * 1000) / 10 : 0;
        side.ftPct = side.fta ? Math.round((side.ftm / side.fta) * 1000) / 10 : 0;
        m.bb.sc = [m.bb.home.points, m.bb.away.points];
        fx.score = step.pts > 0;
        fx.stats = true;
      }
      break;
    }
    case 'odds': {
      const changed: OddsBook[] = [];
      const score: [number, number] = m.fb ? m.fb.sc : m.bb ? m.bb.sc : [0, 0];
      for (const q of step.quotes) {
        const key = oddsKey(q.companyId, q.type);
        const book = m.odds.get(key);
        const minute = step.at > 0 ? minuteText() : '';
        if (!book) {
          const row: OddsHistoryRow = {
            ...q.line,
            time: when,
            minute,
            score: [score[0], score[1]],
            leftFlag: 0,
            middleFlag: 0,
            rightFlag: 0,
          };
          const created: OddsBook = {
            companyId: q.companyId,
            type: q.type,
            first: q.line,
            current: q.line,
            flags: [0, 0, 0],
            changedAt: when,
            history: [row],
          };
          m.odds.set(key, created);
          changed.push(created);
          continue;
        }
        const c = book.current;
        if (c.left === q.line.left && c.middle === q.line.middle && c.right === q.line.right) continue;
        book.flags = [flag(c.left, q.line.left), flag(c.middle, q.line.middle), flag(c.right, q.line.right)];
        book.current = q.line;
        book.changedAt = when;
        book.history.push({
          ...q.line,
          time: when,
          minute,
          score: [score[0], score[1]],
          leftFlag: book.flags[0],
          middleFlag: book.flags[1],
          rightFlag: book.flags[2],
        });
        changed.push(book);
      }
      if (changed.length) fx.odds = changed;
      break;
    }
  }
  return fx;
}

export function oddsRow(book: OddsBook): OddsRow {
  const company = COMPANIES.find((c) => c.companyId === book.companyId);
  return {
    companyId: book.companyId,
    nameZh: company?.nameZh ?? '',
    type: book.type,
    left: book.current.left,
    middle: book.current.middle,
    right: book.current.right,
    first: book.first,
    leftFlag: book.flags[0],
    middleFlag: book.flags[1],
    rightFlag: book.flags[2],
    changedAt: book.changedAt,
  };
}
