/**
 * The analysis tab's data: league tables, head-to-head and recent form. Results before the
 * engine's days are the previous season in full and the current one up to now: real results where
 * a season was imported (`pnpm import:openfootball`), else a generated season — one round a week, a
 * pure function of the seed like everything else the engine makes up — so tables and histories are
 * full on a first start. Older imported seasons add to head-to-head and form.
 */
import type { MatchSummary, TableRow } from '@kickoff/shared/contracts';
import { beijingMidnight, dayNumber } from './clock';
import type { ImportedSeasons } from './import/imported-results';
import { rngFor } from './prng';
import { seasonInPlay, seasonStart } from './season';
import { leagueById, teamById } from './reference/clubs';
import { leagueRef, teamRef } from './views';

const NONE: ImportedSeasons = new Map();

/** Circle-method double round robin: every pair meets home and away. */
export function roundRobin(teams: number[]): Array<Array<[number, number]>> {
  const list = teams.length % 2 ? [...teams, -1] : [...teams];
  const n = list.length;
  const rounds: Array<Array<[number, number]>> = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < n / 2; i++) {
      const a = list[i] as number;
      const b = list[n - 1 - i] as number;
      if (a >= 0 && b >= 0) pairs.push(r % 2 ? [b, a] : [a, b]);
    }
    rounds.push(pairs);
    list.splice(1, 0, list.pop() as number);
  }
  return [...rounds, ...rounds.map((ps) => ps.map(([a, b]) => [b, a] as [number, number]))];
}

export function generatedSeason(seed: number, leagueId: number, year: number, until: string): MatchSummary[] {
  const league = leagueById(leagueId);
  if (!league || league.cup) return [];
  const rng = rngFor(seed, 'season', leagueId, year);
  const teams = rng.shuffle(league.teamIds);
  const start = seasonStart(leagueId, year);
  const startDay = dayNumber(start);
  const untilDay = dayNumber(until);
  const out: MatchSummary[] = [];
  const rounds = roundRobin(teams);
  // the European league phase has 8 rounds, not a full round robin
  const roundCount = leagueId === 103 ? 8 : rounds.length;
  for (let r = 0; r < roundCount; r++) {
    const day = startDay + r * 7;
    if (day >= untilDay) break;
    const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
    (rounds[r] ?? []).forEach(([h, a], i) => {
      const home = teamById(h);
      const away = teamById(a);
      if (!home || !away) return;
      const gap = (home.strength - away.strength) / 100;
      const lh = Math.max(0.45, 1.6 + gap * 2.2);
      const la = Math.max(0.4, 1.2 - gap * 2.2);
      const ht: [number, number] = [rng.poisson(lh * 0.45), rng.poisson(la * 0.45)];
      const sc: [number, number] = [ht[0] + rng.poisson(lh * 0.55), ht[1] + rng.poisson(la * 0.55)];
      out.push({
        id: 800_000_000 + leagueId * 100_000 + (year % 100) * 1000 + r * 20 + i,
        ot: beijingMidnight(date) / 1000 + 20 * 3600 + (i % 4) * 3600,
        league: leagueRef(leagueId),
        home: teamRef(h),
        away: teamRef(a),
        sc,
        hsc: ht,
      });
    });
  }
  return out;
}

/** One season up to `until`: the imported one when there is one, else a generated one. */
function season(
  seed: number,
  leagueId: number,
  year: number,
  until: string,
  imported: ImportedSeasons,
): MatchSummary[] {
  const real = imported.get(leagueId)?.get(year);
  if (!real) return generatedSeason(seed, leagueId, year, until);
  const before = beijingMidnight(until) / 1000;
  return real.filter((m) => m.ot < before);
}

/** Imported seasons before the previous one, oldest first. */
function olderSeasons(leagueId: number, current: number, imported: ImportedSeasons): MatchSummary[] {
  return [...(imported.get(leagueId) ?? new Map<number, readonly MatchSummary[]>())]
    .filter(([year]) => year < current - 1)
    .sort(([a], [b]) => a - b)
    .flatMap(([, results]) => results);
}

/** Every result on record before `today`: older imported seasons, the previous season, the current one. */
export function pastResults(
  seed: number,
  leagueId: number,
  today: string,
  imported: ImportedSeasons = NONE,
): MatchSummary[] {
  const current = seasonInPlay(leagueId, today);
  return [
    ...olderSeasons(leagueId, current, imported),
    ...season(seed, leagueId, current - 1, today, imported),
    ...season(seed, leagueId, current, today, imported),
  ];
}

export function currentSeasonResults(
  seed: number,
  leagueId: number,
  today: string,
  imported: ImportedSeasons = NONE,
): MatchSummary[] {
  return season(seed, leagueId, seasonInPlay(leagueId, today), today, imported);
}

export function leagueTable(leagueId: number, results: MatchSummary[]): TableRow[] {
  const league = leagueById(leagueId);
  if (!league) return [];
  const rows = new Map<number, TableRow>();
  for (const id of league.teamIds) {
    rows.set(id, {
      rank: 0,
      team: teamRef(id),
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      goalsFor: 0,
      goalsAgainst: 0,
      points: 0,
    });
  }
  for (const m of results) {
    if (!m.sc) continue;
    const h = rows.get(m.home.id);
    const a = rows.get(m.away.id);
    if (!h || !a) continue;
    const [hg, ag] = m.sc;
    h.played += 1;
    a.played += 1;
    h.goalsFor += hg;
    h.goalsAgainst += ag;
    a.goalsFor += ag;
    a.goalsAgainst += hg;
    if (hg > ag) {
      h.won += 1;
      a.lost += 1;
      h.points += 3;
    } else if (hg < ag) {
      a.won += 1;
      h.lost += 1;
      a.points += 3;
    } else {
      h.drawn += 1;
      a.drawn += 1;
      h.points += 1;
      a.points += 1;
    }
  }
  const sorted = [...rows.values()].sort(
    (x, y) =>
      y.points - x.points ||
      y.goalsFor - y.goalsAgainst - (x.goalsFor - x.goalsAgainst) ||
      y.goalsFor - x.goalsFor ||
      x.team.id - y.team.id,
  );
  sorted.forEach((r, i) => (r.rank = i + 1));
  return sorted;
}
