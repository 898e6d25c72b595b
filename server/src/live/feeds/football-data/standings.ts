/** The followed competitions' tables as football-data.org last gave them, in our ids and Chinese names. */
import type { LeagueTable } from '@kickoff/shared/contracts';
import { leagueRef, teamRef } from '../../views';
import { FD_LEAGUE_IDS } from './names';
import { leagueIdOf, teamIdOf } from './ids';
import type { FdStandings } from './types';

export class FeedStandings {
  private readonly tables = new Map<number, LeagueTable>();
  /** league ids of the followed competitions: their table is the feed's, empty until it came */
  private readonly fed = new Set<number>();

  constructor(competitions: readonly string[]) {
    for (const c of competitions) {
      const id = FD_LEAGUE_IDS[c];
      if (id !== undefined) this.fed.add(id);
    }
  }

  set(s: FdStandings): void {
    const leagueId = leagueIdOf(s.competition);
    this.fed.add(leagueId);
    const total = s.standings.find((t) => t.type === 'TOTAL') ?? s.standings[0];
    if (!total) return;
    this.tables.set(leagueId, {
      league: leagueRef(leagueId),
      rows: total.table.map((r) => ({
        rank: r.position,
        team: teamRef(teamIdOf(r.team, leagueId)),
        played: r.playedGames,
        won: r.won,
        drawn: r.draw,
        lost: r.lost,
        goalsFor: r.goalsFor,
        goalsAgainst: r.goalsAgainst,
        points: r.points,
      })),
    });
  }

  /** The feed's table of a followed league (empty before its first answer); undefined for the others. */
  table(leagueId: number): LeagueTable | undefined {
    if (!this.fed.has(leagueId)) return undefined;
    return this.tables.get(leagueId) ?? { league: leagueRef(leagueId), rows: [] };
  }
}
