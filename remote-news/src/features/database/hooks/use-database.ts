/** The 资料库's data: competitions by sport and search, and one league (a season), team or player. */
import type { Sport } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import { competitions, league, player, team } from '../database-api';

export const useCompetitions = (sport: Sport, q: string) =>
  useData(['db-competitions', sport, q], () => competitions(sport, q));

/** Each is asked only for an id (null: not a valid id in the URL). */
export const useLeague = (id: number | null, season: number | undefined) =>
  useData(id ? ['db-league', id, season ?? 0] : null, () => league(id as number, season));

export const useTeam = (id: number | null) => useData(id ? ['db-team', id] : null, () => team(id as number));

export const usePlayer = (id: number | null) => useData(id ? ['db-player', id] : null, () => player(id as number));
