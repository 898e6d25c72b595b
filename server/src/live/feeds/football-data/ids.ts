/**
 * Ids of football-data.org's competitions, clubs and matches in our id space, derived, not stored:
 * a competition we carry is its reference league (英超 36), another its football-data.org id
 * (2000–2200, above every reference league id); a club we carry is its reference club (so follows,
 * news and squads keep working), another 9,000,000 + its football-data.org id; a match is
 * 700,000,000 + its football-data.org id (engine days use < 100,000,000, demo kick-offs 900,000,000+).
 * The same answer gives the same ids on every node and after every restart.
 */
import { leagueById, registerLeague, registerTeam, footballClubIdByName, teamById } from '../../reference/clubs';
import { clubNameZh, FD_LEAGUE_IDS, FD_OTHER_COMPETITIONS } from './names';
import type { Fixture } from '../../types';
import type { FdCompetition, FdTeamRef } from './types';

export const FEED_MATCH_ID_BASE = 700_000_000;
export const FEED_TEAM_ID_BASE = 9_000_000;

export function matchIdOf(fdMatchId: number): number {
  return FEED_MATCH_ID_BASE + fdMatchId;
}

/** A competition we do not carry, known from then on by its id (registered once). */
function registerOther(id: number, name: string, letter: string, cup: boolean): void {
  registerLeague({
    id,
    sport: 'football',
    name,
    fullName: name,
    color: '#5b6b7f',
    letter,
    cup,
    hot: false,
    days: [],
    naming: 'europe',
    teamIds: [],
  });
}

function registerOtherTeam(id: number, leagueId: number, name: string, venue = ''): void {
  registerTeam({ id, sport: 'football', leagueId, name, city: '', venue, strength: 50 });
}

/** The names a stored fed match carries for what we do not carry: known again after a restart. */
export function rememberNames(fx: Fixture): void {
  const n = fx.names;
  if (!n) return;
  if (n.league && !leagueById(fx.leagueId)) registerOther(fx.leagueId, n.league, 'Q', false);
  if (n.home && !teamById(fx.homeId)) registerOtherTeam(fx.homeId, fx.leagueId, n.home);
  if (n.away && !teamById(fx.awayId)) registerOtherTeam(fx.awayId, fx.leagueId, n.away);
}

/** The names of a fixture's competition and clubs that are not reference data (for `Fixture.names`). */
export function namesOf(leagueId: number, homeId: number, awayId: number): Fixture['names'] {
  const out: NonNullable<Fixture['names']> = {};
  if (leagueId >= 1000) out.league = leagueById(leagueId)?.name;
  if (homeId >= FEED_TEAM_ID_BASE) out.home = teamById(homeId)?.name;
  if (awayId >= FEED_TEAM_ID_BASE) out.away = teamById(awayId)?.name;
  return Object.keys(out).length ? out : undefined;
}

export function leagueIdOf(c: FdCompetition): number {
  const known = FD_LEAGUE_IDS[c.code];
  if (known !== undefined) return known;
  if (!leagueById(c.id)) {
    const other = FD_OTHER_COMPETITIONS[c.code];
    const cup = c.type === 'CUP' || c.type === 'LEAGUE_CUP';
    registerLeague({
      id: c.id,
      sport: 'football',
      name: other?.name ?? c.name,
      fullName: other?.name ?? c.name,
      color: '#5b6b7f',
      letter: other?.letter ?? c.code[0] ?? 'Q',
      cup,
      hot: false,
      days: [],
      naming: 'europe',
      teamIds: [],
    });
  }
  return c.id;
}

export function teamIdOf(t: FdTeamRef, leagueId: number, venue = ''): number {
  const zh = clubNameZh(t.name);
  const reference = zh ? footballClubIdByName(zh) : undefined;
  if (reference !== undefined) return reference;
  const id = FEED_TEAM_ID_BASE + t.id;
  if (!teamById(id)) registerOtherTeam(id, leagueId, zh ?? t.shortName ?? t.name, venue);
  return id;
}
