/** Every 资料库 call this remote makes (paths in DATABASE_PATHS of @kickoff/shared/contracts). */
import { get, unwrap } from '@kickoff/shared/api';
import {
  DATABASE_PATHS,
  type DbCompetition,
  type DbLeague,
  type DbPlayer,
  type DbTeam,
  type Sport,
} from '@kickoff/shared/contracts';

export const competitions = (sport: Sport, q: string) =>
  unwrap(get<DbCompetition[]>(DATABASE_PATHS.competitions, q ? { sport, q } : { sport }));

export const league = (id: number, season?: number) =>
  unwrap(get<DbLeague>(DATABASE_PATHS.league, season ? { id, season } : { id }));

export const team = (id: number) => unwrap(get<DbTeam>(DATABASE_PATHS.team, { id }));

export const player = (id: number) => unwrap(get<DbPlayer>(DATABASE_PATHS.player, { id }));
