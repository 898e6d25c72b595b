/** Contract shapes (shared/src/contracts/live.ts) built from a match's runtime state. */
import {
  FOOTBALL_STATUS,
  FOOTBALL_STATUS_LABELS,
  STAT_LABELS,
  STAT_TYPES,
  isFootballHalfInPlay,
  isUpcoming,
  type BasketballDetail,
  type BasketballListMatch,
  type FootballListMatch,
  type FootballMatchHeader,
  type FootballTextLive,
  type Incident,
  type LeagueRef,
  type MatchEnvironment,
  type PieDataset,
  type StatisticEntry,
  type TeamRef,
} from '@kickoff/shared/contracts';
import { VLIVE_PATHS } from '@kickoff/shared/contracts/vlive';
import { CLOCK_STRETCH } from './basketball-script';
import { leagueById, teamById } from './reference/clubs';
import type { MatchRuntime } from './match-runtime';

export function leagueRef(id: number): LeagueRef {
  const l = leagueById(id);
  return { id, name: l?.name ?? '', color: l?.color ?? '#888888' };
}

export function teamRef(id: number, rank?: number): TeamRef {
  return { id, name: teamById(id)?.name ?? '', ...(rank ? { rank } : {}) };
}

/** The match clock counts minutes: in either half and in extra time. */
const clockRuns = (s: number) => isFootballHalfInPlay(s) || s === FOOTBALL_STATUS.EXTRA_TIME;

/** docs/product.md §4: status 2 counts minutes from kick-off capped '45+'; status 4 adds 45, capped '90+'. */
export function footballMinute(m: MatchRuntime): string {
  const s = m.fb?.s ?? FOOTBALL_STATUS.NOT_STARTED;
  if (clockRuns(s)) {
    if (m.elapsed < m.phaseFrom) return String(m.phaseBase);
    const minute = m.phaseBase + Math.floor((m.elapsed - m.phaseFrom) / 60) + 1;
    return minute > m.phaseCap ? `${m.phaseCap}+` : String(minute);
  }
  if (isUpcoming(s)) return '';
  return FOOTBALL_STATUS_LABELS[s];
}

/**
 * The half's kick-off as a unix second, so a client can count minutes between pushes: the real
 * moment at which the match clock showed `elapsed` less the half's match seconds played. At
 * LIVE_SPEED 1 that is the half's real kick-off and never moves; faster, it moves back a little
 * every tick, so a phone counting real seconds from it shows the engine's minute.
 */
function halfKickoff(m: MatchRuntime, speed: number): number {
  if (!clockRuns(m.fb?.s ?? FOOTBALL_STATUS.NOT_STARTED)) return m.fx.ot;
  const realNow = m.fx.ot + m.elapsed / speed;
  return Math.round(realNow - (m.elapsed - m.phaseFrom));
}

function basketballClock(m: MatchRuntime): string {
  const s = m.bb?.s ?? 1;
  if (![2, 4, 6, 8, 9].includes(s)) return '';
  const played = Math.max(0, (m.elapsed - m.phaseFrom) / CLOCK_STRETCH);
  const left = Math.max(0, Math.ceil(m.phaseCap - played));
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

export function footballRow(m: MatchRuntime, speed: number, ranks?: Map<number, number>): FootballListMatch {
  const fb = m.fb;
  if (!fb) throw new Error('not a football match');
  const row: FootballListMatch = {
    id: m.fx.id,
    s: fb.s,
    li: m.fx.leagueId,
    league: leagueRef(m.fx.leagueId),
    ot: m.fx.ot,
    kt: halfKickoff(m, speed),
    isShow: 1,
    timIng: footballMinute(m),
    round: m.fx.round,
    home: teamRef(m.fx.homeId, ranks?.get(m.fx.homeId)),
    away: teamRef(m.fx.awayId, ranks?.get(m.fx.awayId)),
    sc: [fb.sc[0], fb.sc[1]],
    hsc: fb.hsc ? [fb.hsc[0], fb.hsc[1]] : null,
    rc: [fb.rc[0], fb.rc[1]],
    yc: [fb.yc[0], fb.yc[1]],
    cn: [fb.cn[0], fb.cn[1]],
    hot: m.fx.hot,
    hasVideo: m.fx.hasVideo,
    hasAnim: m.fx.hasAnim,
    ...(m.fx.jczq ? { jczq: m.fx.jczq } : {}),
    ...(m.fx.bjdc ? { bjdc: m.fx.bjdc } : {}),
    ...(fb.psc ? { psc: [fb.psc[0], fb.psc[1]] as [number, number] } : {}),
  };
  return row;
}

export function basketballRow(m: MatchRuntime): BasketballListMatch {
  const bb = m.bb;
  if (!bb) throw new Error('not a basketball match');
  return {
    id: m.fx.id,
    s: bb.s,
    li: m.fx.leagueId,
    league: leagueRef(m.fx.leagueId),
    ot: m.fx.ot,
    isShow: 1,
    type: 0,
    home: teamRef(m.fx.homeId),
    away: teamRef(m.fx.awayId),
    sc: [bb.sc[0], bb.sc[1]],
    hq: [...bb.hq],
    aq: [...bb.aq],
    rt: basketballClock(m),
    hot: m.fx.hot,
  };
}

export function footballHeader(m: MatchRuntime, speed: number): FootballMatchHeader {
  const row = footballRow(m, speed);
  return {
    id: row.id,
    state: row.s,
    openTime: row.ot,
    kt: row.kt,
    timIng: row.timIng,
    league: row.league,
    round: row.round,
    home: row.home,
    away: row.away,
    sc: row.sc,
    hsc: row.hsc,
    video: m.fx.hasVideo ? { url: `${VLIVE_PATHS.matchVideo}?id=${m.fx.id}` } : null,
    anim: m.fx.hasAnim,
  };
}

export function footballStatistic(m: MatchRuntime): StatisticEntry[] {
  const fb = m.fb;
  if (!fb) return [];
  return [
    { type: STAT_TYPES.CORNER, home: fb.cn[0], away: fb.cn[1] },
    { type: STAT_TYPES.YELLOW, home: fb.yc[0], away: fb.yc[1] },
    { type: STAT_TYPES.RED, home: fb.rc[0], away: fb.rc[1] },
    { type: STAT_TYPES.ATTACK, home: fb.attacks[0], away: fb.attacks[1] },
    { type: STAT_TYPES.DANGEROUS_ATTACK, home: fb.dangerous[0], away: fb.dangerous[1] },
  ];
}

function footballPies(m: MatchRuntime): [PieDataset, PieDataset, PieDataset] {
  const fb = m.fb;
  const poss = fb && fb.possN ? Math.round(fb.possSum / fb.possN) : 50;
  const pie = (type: number, home: number, away: number): PieDataset => ({
    type,
    name: STAT_LABELS[type] ?? '',
    home,
    away,
  });
  return [
    pie(STAT_TYPES.SHOTS, fb?.shots[0] ?? 0, fb?.shots[1] ?? 0),
    pie(STAT_TYPES.SHOTS_ON_TARGET, fb?.onTarget[0] ?? 0, fb?.onTarget[1] ?? 0),
    pie(STAT_TYPES.POSSESSION, poss, 100 - poss),
  ];
}

const KEY_EVENTS: ReadonlySet<Incident['type']> = new Set([
  'goal',
  'own_goal',
  'penalty',
  'penalty_missed',
  'goal_cancelled',
  'yellow',
  'red',
  'second_yellow',
]);

export function footballTextLive(m: MatchRuntime): FootballTextLive {
  return {
    statistic: footballStatistic(m),
    // newest first, as a text live reads
    textLive: [...m.textLive].reverse(),
    incidents: [...m.incidents],
    environment: m.fx.environment,
    events: m.incidents.filter((i) => KEY_EVENTS.has(i.type)),
    pies: footballPies(m),
  };
}

export function basketballDetail(m: MatchRuntime): BasketballDetail {
  const bb = m.bb;
  if (!bb) throw new Error('not a basketball match');
  const pick = (s: typeof bb.home) => ({
    points: s.points,
    rebounds: s.rebounds,
    assists: s.assists,
    steals: s.steals,
    blocks: s.blocks,
    turnovers: s.turnovers,
    fouls: s.fouls,
    fgPct: s.fgPct,
    threePct: s.threePct,
    ftPct: s.ftPct,
  });
  const env: MatchEnvironment = m.fx.environment;
  return {
    match: basketballRow(m),
    stats: { home: pick(bb.home), away: pick(bb.away) },
    textLive: [...m.textLive].reverse(),
    environment: env,
  };
}
