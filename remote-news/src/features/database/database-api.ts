/** Every 资料库 call this remote makes (paths in DATABASE_PATHS of @kickoff/shared/contracts). */
import { get, post, unwrap } from '@kickoff/shared/api';
import {
  DATABASE_PATHS,
  type DbCompetition,
  type DbFollowedTeam,
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

/** the signed-in fan's followed teams (the team page reads whether this team is among them) */
export const followedTeams = () => unwrap(get<DbFollowedTeam[]>(DATABASE_PATHS.followedTeams));

export const followTeam = (id: number, follow: boolean) =>
  unwrap(post(DATABASE_PATHS.followTeam, { id, follow: follow ? 1 : 0 }));
