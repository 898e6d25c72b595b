/**
 * The basketball leagues' generated history (what `generatedSeason` is for football): a double
 * round robin, a round every three days from the season's start, scores from the clubs' strengths
 * (no draws: a tie goes to overtime). A pure function of the seed, like everything the engine makes
 * up, so the 资料库 has full basketball tables on a first start.
 */
import { dayNumber, beijingMidnight } from '../live/clock';
import { roundRobin } from '../live/analysis';
import { rngFor, type Rng } from '../live/prng';
import { leagueById, teamById } from '../live/reference/clubs';
import { seasonStart } from '../live/season';

export interface GeneratedGame {
  id: number;
  round: number;
  ot: number;
  homeId: number;
  awayId: number;
  sc: [number, number];
}

const DAYS_PER_ROUND = 3;

/** ids: 850,000,000 + league × 1,000,000 + (year % 100) × 5,000 + round × 40 + game */
const basketballGameId = (leagueId: number, year: number, round: number, i: number) =>
  850_000_000 + leagueId * 1_000_000 + (year % 100) * 5_000 + round * 40 + i;

/** roughly normal: the sum of twelve uniforms */
const normal = (rng: Rng, mean: number, sd: number) => {
  let s = 0;
  for (let k = 0; k < 12; k++) s += rng.next();
  return Math.round(mean + (s - 6) * sd);
};

/** The season's games played before `until` (YYYY-MM-DD). */
export function generatedBasketballSeason(
  seed: number,
  leagueId: number,
  year: number,
  until: string,
): GeneratedGame[] {
  const league = leagueById(leagueId);
  if (!league || league.sport !== 'basketball' || league.cup) return [];
  const rng = rngFor(seed, 'basketball-season', leagueId, year);
  const rounds = roundRobin(rng.shuffle(league.teamIds));
  const startDay = dayNumber(seasonStart(leagueId, year));
  const untilDay = dayNumber(until);
  const out: GeneratedGame[] = [];
  rounds.forEach((pairs, r) => {
    const day = startDay + r * DAYS_PER_ROUND;
    if (day >= untilDay) return;
    const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
    pairs.forEach(([h, a], i) => {
      const home = teamById(h);
      const away = teamById(a);
      if (!home || !away) return;
      const gap = (home.strength - away.strength) / 100;
      const sc: [number, number] = [normal(rng, 110 + gap * 30, 11), normal(rng, 106 - gap * 30, 11)];
      // overtime periods until somebody wins
      while (sc[0] === sc[1]) {
        sc[0] += rng.int(4, 16);
        sc[1] += rng.int(4, 16);
      }
      out.push({
        id: basketballGameId(leagueId, year, r, i),
        round: r + 1,
        ot: beijingMidnight(date) / 1000 + 19 * 3600 + (i % 3) * 3600,
        homeId: h,
        awayId: a,
        sc,
      });
    });
  });
  return out;
}
