/**
 * Fixtures for one Beijing date, as a pure function of (seed, date): each competition that plays
 * that weekday pairs off its clubs (cups first, so a club plays once a day), kick-offs are drawn,
 * rare outcomes decided, and lottery numbers given in the China Sports Lottery style.
 *
 * Kick-off times: half of each competition's fixtures are at its real local-TV hours in Beijing
 * time, the other half spread over the whole day. That is deliberate — the product is demoed at
 * every hour, so there must be matches live at any time, which strictly realistic hours would not
 * give (European football would be live only in the Beijing night).
 */
import { addDays, beijingDate, beijingMidnight, dayNumber, weekday } from './clock';
import { rngFor } from './prng';
import { roundOf } from './season';
import { FOOTBALL_COMPETITIONS, BASKETBALL_COMPETITIONS, type CompetitionDef } from './reference/competitions';
import { leagueById, teamById } from './reference/clubs';
import { refereeName } from './reference/generated-names';
import type { Fate, Fixture } from './types';
import type { Sport } from '@kickoff/shared/contracts';

/** Real Beijing-time kick-off hours per competition. */
const LOCAL_HOURS: Record<number, number[]> = {
  36: [20.5, 23, 23, 1.5, 3.5],
  31: [21, 23.25, 1.5, 4],
  34: [21.5, 0, 1.75, 3.75],
  8: [22.5, 22.5, 1.5, 3.5],
  11: [23, 1, 3.75],
  60: [15.5, 19.5, 19.58, 20],
  25: [12, 13, 14, 17, 18],
  15: [13, 14.5, 17.5, 18.5],
  37: [20, 23, 3.75],
  16: [19.25, 21.5, 23.75, 3],
  23: [1.5, 3.25, 4.5],
  103: [1.75, 4, 4],
  81: [2, 4.5],
  1: [7, 8, 8.5, 9, 10.5],
  5: [19.58, 19.58, 20],
  7: [1, 2, 3.75],
};
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const WEATHER = ['晴', '晴', '多云', '多云', '阴', '小雨', '中雨', '雾'];
/** leagues on the 竞彩 (jczq) list; 北单 (bjdc) takes every football competition */
const JCZQ_LEAGUES = new Set([36, 31, 34, 8, 11, 60, 25, 15, 37, 16, 23, 103, 81]);

const ID_BASE_DAY = 20000;
function matchIdFor(date: string, sport: Sport, k: number): number {
  return (dayNumber(date) - ID_BASE_DAY) * 1000 + (sport === 'basketball' ? 600 : 0) + k;
}

function roundLabel(def: CompetitionDef, date: string, teams: number): string {
  if (def.cup) return '1/16决赛';
  if (def.id === 103) return `联赛阶段第${(Math.floor(dayNumber(date) / 7) % 8) + 1}轮`;
  // a double round robin, one round a week from the season's start
  return `第${roundOf(def.id, date, Math.max(teams, 2) * 2 - 2)}轮`;
}

function pickFate(sport: Sport, date: string, today: string, r: number): Fate {
  if (date > today && r < 0.006) return 'tbd';
  if (r < 0.016) return 'postponed';
  if (r < 0.021) return 'cancelled';
  if (sport === 'football' && r < 0.033) return 'interrupted';
  if (r < 0.037) return 'abandoned';
  return 'normal';
}

/** The day's fixtures without lottery numbers (those need the neighbouring days). */
function rawDay(seed: number, date: string, sport: Sport, today: string): Fixture[] {
  const rng = rngFor(seed, 'day', sport, date);
  const comps = (sport === 'football' ? FOOTBALL_COMPETITIONS : BASKETBALL_COMPETITIONS)
    .filter((c) => c.days.includes(weekday(date)))
    .sort((a, b) => Number(b.cup || b.id === 103) - Number(a.cup || a.id === 103));
  const busy = new Set<number>();
  const midnight = beijingMidnight(date) / 1000;
  const out: Fixture[] = [];
  for (const def of comps) {
    const league = leagueById(def.id);
    if (!league) continue;
    const free = rng.shuffle(league.teamIds.filter((id) => !busy.has(id)));
    for (let i = 0; i + 1 < free.length; i += 2) {
      const homeId = free[i] as number;
      const awayId = free[i + 1] as number;
      busy.add(homeId);
      busy.add(awayId);
      const home = teamById(homeId);
      const away = teamById(awayId);
      if (!home || !away) continue;
      const hours = LOCAL_HOURS[def.id] ?? [20];
      const hour = rng.chance(0.5) ? rng.pick(hours) : rng.int(0, 287) / 12;
      const ot = Math.round(midnight + hour * 3600);
      const big = home.strength + away.strength > (sport === 'football' ? 160 : 165);
      const hot = league.hot && (big || rng.chance(0.25));
      out.push({
        id: 0,
        sport,
        leagueId: def.id,
        homeId,
        awayId,
        ot,
        date,
        round: roundLabel(def, date, league.teamIds.length),
        seed,
        fate: pickFate(sport, date, today, rng.next()),
        knockout: def.cup,
        jczq: null,
        bjdc: null,
        hot,
        hasVideo: hot && rng.chance(0.6),
        hasAnim: rng.chance(0.8),
        environment: {
          venue: home.venue,
          city: home.city,
          weather: sport === 'basketball' ? '室内' : rng.pick(WEATHER),
          temperature: sport === 'basketball' ? '22°C' : `${rng.int(-2, 28)}°C`,
          referee: refereeName(def.naming, rng),
        },
      });
    }
  }
  out.sort((a, b) => a.ot - b.ot || a.leagueId - b.leagueId || a.homeId - b.homeId);
  out.forEach((f, k) => (f.id = matchIdFor(date, sport, k)));
  return out;
}

/** Lottery selection is a property of the fixture, so neighbouring days agree on it. */
function onLottery(seed: number, f: Fixture, list: 'jczq' | 'bjdc'): boolean {
  if (list === 'jczq' && !JCZQ_LEAGUES.has(f.leagueId)) return false;
  return rngFor(seed, list, f.id).chance(list === 'jczq' ? 0.6 : 0.75);
}

/**
 * China Sports Lottery numbering: a sales day runs from 12:00 to 12:00 the next day, and its
 * matches are numbered in kick-off order after the sales day's weekday — 周三001, 周三002 …
 */
function numberLottery(seed: number, days: Fixture[][], target: Fixture[]): void {
  const all = days.flat();
  for (const list of ['jczq', 'bjdc'] as const) {
    const bySalesDay = new Map<string, Fixture[]>();
    for (const f of all) {
      if (!onLottery(seed, f, list)) continue;
      const salesDay = new Date((f.ot + 8 * 3600 - 12 * 3600) * 1000).toISOString().slice(0, 10);
      const group = bySalesDay.get(salesDay) ?? [];
      group.push(f);
      bySalesDay.set(salesDay, group);
    }
    for (const [salesDay, group] of bySalesDay) {
      group.sort((a, b) => a.ot - b.ot || a.id - b.id);
      group.forEach((f, i) => {
        const t = target.find((x) => x.id === f.id);
        if (!t) return;
        const seq = String(i + 1).padStart(3, '0');
        t[list] = list === 'jczq' ? `${WEEKDAYS[weekday(salesDay)]}${seq}` : seq;
      });
    }
  }
}

export function scheduleDay(seed: number, date: string, sport: Sport, today: string): Fixture[] {
  const day = rawDay(seed, date, sport, today);
  if (sport === 'football') {
    numberLottery(
      seed,
      [rawDay(seed, addDays(date, -1), sport, today), day, rawDay(seed, addDays(date, 1), sport, today)],
      day,
    );
  }
  return day;
}

/** Demo kick-offs have ids of their own range: one per minute of kick-off time. */
export const DEMO_ID_BASE = 900_000_000;

/**
 * A demo kick-off (LIVE_DEMO_EVERY_S): a league match of a hot football competition between two of
 * its clubs at `ot`, played like any other. A fast demo (or an end-to-end run) thus always has a
 * match about to start, whatever the hour; the day's schedule is left as it is. `video`: covered on
 * video (the first one, LIVE_DEMO_FIRST_S), so the demo has a match with its live room at once —
 * one room, not one per kick-off, each room's picture being an encode.
 */
export function demoFixture(seed: number, ot: number, video = false): Fixture {
  const rng = rngFor(seed, 'demo', ot);
  const def = rng.pick(FOOTBALL_COMPETITIONS.filter((c) => c.hot && !c.cup));
  const teamIds = leagueById(def.id)?.teamIds ?? [];
  const [homeId, awayId] = rng.shuffle(teamIds);
  const home = homeId === undefined ? undefined : teamById(homeId);
  if (!home || awayId === undefined) throw new Error(`competition ${def.id} has fewer than two clubs`);
  const date = beijingDate(ot * 1000);
  return {
    id: DEMO_ID_BASE + Math.floor(ot / 60),
    sport: 'football',
    leagueId: def.id,
    homeId: home.id,
    awayId,
    ot,
    date,
    round: roundLabel(def, date, teamIds.length),
    seed,
    fate: 'normal',
    knockout: false,
    jczq: null,
    bjdc: null,
    hot: true,
    hasVideo: video,
    hasAnim: true,
    environment: {
      venue: home.venue,
      city: home.city,
      weather: rng.pick(WEATHER),
      temperature: `${rng.int(-2, 28)}°C`,
      referee: refereeName(def.naming, rng),
    },
  };
}
