import { REFERENCE } from '../../live/reference/clubs';
import { chunks } from '../chunks';
import type { NamedMigration } from './types';

/** Loads the reference data (competitions, clubs, squads) from live/reference into the tables. */
export const liveReference102: NamedMigration = {
  name: '102-live-reference',
  async up(db) {
    const leagues = [...REFERENCE.leagues.values()];
    await db
      .insertInto('live_leagues')
      .values(
        leagues.map((l) => ({
          id: l.id,
          sport: l.sport,
          name: l.name,
          full_name: l.fullName,
          color: l.color,
          letter: l.letter,
          cup: l.cup,
          hot: l.hot,
        })),
      )
      .execute();
    for (const part of chunks([...REFERENCE.teams.values()], 200)) {
      await db
        .insertInto('live_teams')
        .values(
          part.map((t) => ({
            id: t.id,
            sport: t.sport,
            league_id: t.leagueId,
            name: t.name,
            city: t.city,
            venue: t.venue,
            strength: t.strength,
          })),
        )
        .execute();
    }
    const membership = leagues.flatMap((l) => l.teamIds.map((teamId) => ({ league_id: l.id, team_id: teamId })));
    for (const part of chunks(membership, 500)) await db.insertInto('live_league_teams').values(part).execute();
    const players = [...REFERENCE.squads.values()].flat();
    for (const part of chunks(players, 1000)) {
      await db
        .insertInto('live_players')
        .values(
          part.map((p) => ({
            id: p.id,
            team_id: p.teamId,
            name: p.name,
            number: p.number,
            position: p.position,
            generated: p.generated,
          })),
        )
        .execute();
    }
  },
};
