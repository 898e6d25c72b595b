/**
 * Turns each football-data.org answer into what the engine plays: a fixture per match and, for
 * what changed since the last answer, the same script steps a generated match has (goals, cards,
 * status changes with their Chinese text lines), so the engine's pushes, fan alerts, stored
 * incidents and everything reading them work unchanged. What a match already showed the first time
 * this process sees it (a start, a restart) is dated two minutes back: history, not news.
 */
import {
  FOOTBALL_STATUS,
  isFootballHalfInPlay,
  type FootballStatus,
  type IncidentType,
} from '@kickoff/shared/contracts';
import { beijingDate, type Clock } from '../../clock';
import type { LiveEngine } from '../../engine';
import { matchClock, type MatchRuntime } from '../../match-runtime';
import { leagueById, teamById } from '../../reference/clubs';
import type { Fixture, Phase, ScriptStep } from '../../types';
import { leagueIdOf, matchIdOf, namesOf, teamIdOf } from './ids';
import { providerMinute, scoreOf, statusOf } from './mapping';
import type { FdBooking, FdGoal, FdMatch } from './types';

const F = FOOTBALL_STATUS;
/** how far back what a match showed at first sight is dated (beyond the engine's 30 s of news) */
const HISTORY_S = 120;

/** the phase each running status opens: minute shown at its start and its cap */
const PHASES: Partial<Record<number, { base: number; cap: number; typicalStart: number }>> = {
  [F.FIRST_HALF]: { base: 0, cap: 45, typicalStart: 0 },
  [F.SECOND_HALF]: { base: 45, cap: 90, typicalStart: 62 * 60 },
  [F.EXTRA_TIME]: { base: 90, cap: 120, typicalStart: 112 * 60 },
};

const STATUS_TEXT: Partial<Record<number, (sc: string) => string>> = {
  [F.FIRST_HALF]: () => '比赛开始！',
  [F.HALF_TIME]: (sc) => `上半场结束，比分 ${sc}。`,
  [F.SECOND_HALF]: () => '下半场比赛开始。',
  [F.EXTRA_TIME]: (sc) => `常规时间战平 ${sc}，进入加时赛。`,
  [F.PENALTIES]: (sc) => `加时赛结束，比分 ${sc}，进入点球大战。`,
  [F.FINISHED]: (sc) => `全场比赛结束，最终比分 ${sc}。`,
  [F.POSTPONED]: () => '本场比赛推迟。',
  [F.INTERRUPTED]: (sc) => `比赛中断，当前比分 ${sc}。`,
  [F.CANCELLED]: () => '本场比赛取消。',
};

const GOAL_TYPES: Record<FdGoal['type'], IncidentType> = { REGULAR: 'goal', OWN: 'own_goal', PENALTY: 'penalty' };
const CARD_TYPES: Record<FdBooking['card'], IncidentType> = {
  YELLOW: 'yellow',
  YELLOW_RED: 'second_yellow',
  RED: 'red',
};

const CARD_INCIDENTS: ReadonlySet<string> = new Set(Object.values(CARD_TYPES));

/** What this process last turned into steps, per match. */
interface Known {
  s: FootballStatus;
  sc: [number, number];
  bookings: number;
}

function roundOf(m: FdMatch): string {
  if (m.matchday) return `第${m.matchday}轮`;
  const stages: Record<string, string> = {
    LAST_16: '1/8决赛',
    QUARTER_FINALS: '1/4决赛',
    SEMI_FINALS: '半决赛',
    FINAL: '决赛',
    PLAYOFFS: '附加赛',
    LEAGUE_STAGE: '联赛阶段',
    GROUP_STAGE: '小组赛',
  };
  return stages[m.stage ?? ''] ?? '';
}

const isOver = (s: number) => s >= F.FINISHED;

export class FeedSync {
  private readonly known = new Map<number, Known>();

  constructor(
    private readonly engine: LiveEngine,
    private readonly clock: Clock,
  ) {}

  /** Applies one answer's matches; returns the competitions whose matches just ended (their tables moved). */
  apply(matches: FdMatch[]): Set<string> {
    const ended = new Set<string>();
    for (const fd of matches) if (this.applyOne(fd)) ended.add(fd.competition.code);
    return ended;
  }

  fixtureOf(fd: FdMatch): Fixture {
    const leagueId = leagueIdOf(fd.competition);
    const homeId = teamIdOf(fd.homeTeam, leagueId, fd.venue ?? '');
    const awayId = teamIdOf(fd.awayTeam, leagueId);
    const ot = Math.round(Date.parse(fd.utcDate) / 1000);
    const home = teamById(homeId);
    const names = namesOf(leagueId, homeId, awayId);
    return {
      id: matchIdOf(fd.id),
      sport: 'football',
      leagueId,
      homeId,
      awayId,
      ot,
      date: beijingDate(ot * 1000),
      round: roundOf(fd),
      seed: 0,
      fate: 'normal',
      knockout: !!fd.stage && !['REGULAR_SEASON', 'LEAGUE_STAGE', 'GROUP_STAGE'].includes(fd.stage),
      jczq: null,
      bjdc: null,
      hot: leagueById(leagueId)?.hot ?? false,
      hasVideo: false,
      hasAnim: false,
      environment: {
        venue: fd.venue || home?.venue || '',
        city: home?.city ?? '',
        weather: '',
        temperature: '',
        referee: fd.referees?.find((r) => r.type === 'REFEREE')?.name ?? '',
      },
      source: 'football-data',
      ...(names ? { names } : {}),
    };
  }

  private applyOne(fd: FdMatch): boolean {
    const fx = this.fixtureOf(fd);
    const existing = this.engine.matches.get(fx.id);
    const first = !this.known.has(fx.id);
    const known: Known = this.known.get(fx.id) ?? {
      s: existing?.fb?.s ?? F.NOT_STARTED,
      sc: existing?.fb ? [existing.fb.sc[0], existing.fb.sc[1]] : [0, 0],
      bookings: existing ? existing.incidents.filter((i) => CARD_INCIDENTS.has(i.type)).length : 0,
    };
    const s = statusOf(fd, known.s);
    const score = scoreOf(fd);
    const nowS = this.clock.now() / 1000;
    const speed = this.engine.speed;
    const at = matchClock(fx.ot, first ? nowS - HISTORY_S : nowS, speed);
    const steps: ScriptStep[] = [];
    const phases: Phase[] = [];
    let minute = this.minuteNow(fd, existing, at, known.s);
    const scoreText = (sc: [number, number]) => `${sc[0]}-${sc[1]}`;
    const pushStatus = (to: FootballStatus, sc: [number, number]) => {
      const phase = PHASES[to];
      if (phase) {
        const from = first ? Math.min(at, Math.max(phase.typicalStart * speed, at - 45 * 60)) : at;
        phases.push({ s: to, from, base: phase.base, cap: phase.cap });
        minute = phase.base + 1;
      }
      const psc = to === F.PENALTIES || (to === F.FINISHED && score.psc) ? score.psc : null;
      steps.push({ at, k: 'status', s: to, ...(psc ? { psc } : {}) });
      const text = STATUS_TEXT[to]?.(scoreText(sc));
      if (text) steps.push({ at, k: 'text', minute: isFootballHalfInPlay(to) ? minute : 0, text });
      known.s = to;
    };
    const goal = (type: IncidentType, side: 'home' | 'away', sc: [number, number], detail?: FdGoal) => {
      const when = detail?.minute ?? minute;
      const team = teamById(side === 'home' ? fx.homeId : fx.awayId)?.name ?? '';
      steps.push({
        at,
        k: 'incident',
        inc: {
          type,
          minute: when,
          ...(detail?.injuryTime ? { extra: detail.injuryTime } : {}),
          side,
          player: detail?.scorer?.name ?? '',
          ...(detail?.assist?.name ? { player2: detail.assist.name } : {}),
          score: sc,
        },
      });
      const who = detail?.scorer?.name ? `${team} ${detail.scorer.name}` : team;
      const text =
        type === 'goal_cancelled'
          ? `进球被取消，比分改为 ${scoreText(sc)}。`
          : `进球！${who}破门，比分 ${scoreText(sc)}。`;
      steps.push({ at, k: 'text', minute: when, text, incident: type });
      known.sc = [sc[0], sc[1]];
    };
    const goalsTo = (target: [number, number]) => {
      // the paid tiers list the goals: played in their order, with scorer and minute
      const total = (p: { home: number; away: number } | [number, number]) =>
        Array.isArray(p) ? p[0] + p[1] : p.home + p.away;
      for (const g of fd.goals ?? []) {
        const n = total(g.score);
        if (n <= total(known.sc) || n > total(target) || g.score.home > target[0] || g.score.away > target[1]) continue;
        goal(GOAL_TYPES[g.type], g.team.id === fd.homeTeam.id ? 'home' : 'away', [g.score.home, g.score.away], g);
      }
      // otherwise the score's changes: one goal (or a goal taken back) at a time
      for (const i of [0, 1] as const) {
        while (known.sc[i] !== target[i]) {
          const up = known.sc[i] < target[i];
          const sc: [number, number] = [known.sc[0], known.sc[1]];
          sc[i] += up ? 1 : -1;
          goal(up ? 'goal' : 'goal_cancelled', i === 0 ? 'home' : 'away', sc);
        }
      }
    };
    const newBookings = fd.bookings?.slice(known.bookings) ?? [];
    for (const b of newBookings) {
      const side = b.team.id === fd.homeTeam.id ? 'home' : 'away';
      steps.push({
        at,
        k: 'incident',
        inc: { type: CARD_TYPES[b.card], minute: b.minute, side, player: b.player.name },
      });
      known.bookings += 1;
    }
    if (s !== known.s) {
      // a jump past half-time (first sight, or a poll missed it) still shows the half-time score
      if (known.s < F.HALF_TIME && s > F.HALF_TIME && !isOver(known.s) && score.hsc && s !== F.INTERRUPTED) {
        if (known.s === F.NOT_STARTED) pushStatus(F.FIRST_HALF, known.sc);
        goalsTo(score.hsc);
        pushStatus(F.HALF_TIME, score.hsc);
      }
      if (isOver(s) || s === F.HALF_TIME) {
        goalsTo(score.sc);
        pushStatus(s, score.sc);
      } else {
        pushStatus(s, known.sc);
        goalsTo(score.sc);
      }
    } else goalsTo(score.sc);
    this.known.set(fx.id, known);
    // over, however it ended (a postponed match is over as the engine's are: tips on it are void);
    // a new answer about it (a new date) plays it again
    this.engine.feed(fx, steps, phases, isOver(s));
    return steps.some((st) => st.k === 'status' && st.s === F.FINISHED);
  }

  /** The minute a change seen now happened at: the provider's, or the one the match clock shows. */
  private minuteNow(fd: FdMatch, m: MatchRuntime | undefined, at: number, s: number): number {
    const given = providerMinute(fd);
    if (given !== null) return given;
    if (!m || !PHASES[s] || m.phaseFrom === -Infinity) return PHASES[s]?.base ?? 0;
    const phase = PHASES[s];
    return Math.min(phase ? phase.cap : 90, m.phaseBase + Math.floor((at - m.phaseFrom) / 60) + 1);
  }
}
