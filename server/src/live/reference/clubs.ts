/**
 * The reference data as records with ids: competitions, clubs (id = league id × 1000 + place) and
 * squads (player id = club id × 100 + index). Built once, deterministically, from the data modules.
 */
import type { Sport } from '@kickoff/shared/contracts';
import { createRng, hashKey } from '../prng';
import { ALL_COMPETITIONS, type CompetitionDef } from './competitions';
import { generatedName } from './generated-names';
import { REAL_SQUADS } from './real-squads';

export interface League {
  id: number;
  sport: Sport;
  name: string;
  fullName: string;
  color: string;
  letter: string;
  cup: boolean;
  hot: boolean;
  days: readonly number[];
  naming: CompetitionDef['naming'];
  teamIds: number[];
}

export interface Team {
  id: number;
  sport: Sport;
  leagueId: number;
  name: string;
  city: string;
  venue: string;
  /** 0–100 */
  strength: number;
}

export interface Player {
  id: number;
  teamId: number;
  name: string;
  number: number;
  position: string;
  /** true when the name is generated rather than a real player's */
  generated: boolean;
}

const FOOTBALL_SHAPE: Array<[string, number]> = [
  ['门将', 3],
  ['后卫', 8],
  ['中场', 7],
  ['前锋', 5],
];
const BASKETBALL_SHAPE: Array<[string, number]> = [
  ['后卫', 5],
  ['前锋', 5],
  ['中锋', 3],
];
/** a fixed key so squads never change with SEED: they are reference data, not a simulation */
const SQUAD_SEED = 20250801;

function buildSquad(team: Team, naming: CompetitionDef['naming']): Player[] {
  const shape = team.sport === 'football' ? FOOTBALL_SHAPE : BASKETBALL_SHAPE;
  const rng = createRng(hashKey(SQUAD_SEED, team.id));
  const real = REAL_SQUADS[team.name] ?? [];
  const used = new Set<number>(real.map(([n]) => n));
  const names = new Set<string>(real.map(([, name]) => name));
  const players: Player[] = [];
  for (const [number, name, position] of real) {
    players.push({ id: team.id * 100 + players.length + 1, teamId: team.id, name, number, position, generated: false });
  }
  for (const [position, count] of shape) {
    const have = players.filter((p) => p.position === position).length;
    for (let i = have; i < count; i++) {
      let number =
        position === '门将' ? rng.pick([1, 12, 13, 23, 31]) : rng.int(2, team.sport === 'football' ? 39 : 55);
      while (used.has(number)) number = (number % 99) + 1;
      used.add(number);
      let name = generatedName(naming, rng);
      while (names.has(name)) name = generatedName(naming, rng);
      names.add(name);
      players.push({
        id: team.id * 100 + players.length + 1,
        teamId: team.id,
        name,
        number,
        position,
        generated: true,
      });
    }
  }
  return players;
}

function build() {
  const leagues = new Map<number, League>();
  const teams = new Map<number, Team>();
  const byName = new Map<string, Team>();
  const squads = new Map<number, Player[]>();
  const cups: CompetitionDef[] = [];
  for (const def of ALL_COMPETITIONS) {
    const league: League = {
      id: def.id,
      sport: def.sport,
      name: def.name,
      fullName: def.fullName,
      color: def.color,
      letter: def.letter,
      cup: def.cup,
      hot: def.hot,
      days: def.days,
      naming: def.naming,
      teamIds: [],
    };
    leagues.set(def.id, league);
    def.clubs.forEach(([name, city, venue], i) => {
      const team: Team = {
        id: def.id * 1000 + i + 1,
        sport: def.sport,
        leagueId: def.id,
        name,
        city,
        venue,
        strength: Math.max(35, def.topStrength - i * (30 / def.clubs.length)),
      };
      teams.set(team.id, team);
      if (!byName.has(`${def.sport}:${name}`)) byName.set(`${def.sport}:${name}`, team);
      league.teamIds.push(team.id);
      squads.set(team.id, buildSquad(team, def.naming));
    });
    if (def.members) cups.push(def);
  }
  for (const def of cups) {
    const league = leagues.get(def.id);
    for (const name of def.members ?? []) {
      const team = byName.get(`${def.sport}:${name}`);
      if (!team) throw new Error(`cup member ${name} is not a league club`);
      league?.teamIds.push(team.id);
    }
  }
  return { leagues, teams, squads, byName };
}

export const REFERENCE = build();

export function leagueById(id: number): League | undefined {
  return REFERENCE.leagues.get(id);
}
export function teamById(id: number): Team | undefined {
  return REFERENCE.teams.get(id);
}
/** A football club by its Chinese reference name (its own league's id, never a cup's). */
export function footballClubIdByName(name: string): number | undefined {
  return REFERENCE.byName.get(`football:${name}`)?.id;
}
export function squadOf(teamId: number): Player[] {
  return REFERENCE.squads.get(teamId) ?? [];
}
/** The head coaches of the clubs with real squads (2025/26); every other club's is generated. */
const REAL_COACHES: Readonly<Record<string, string>> = {
  曼城: '瓜迪奥拉',
  阿森纳: '阿尔特塔',
  皇家马德里: '阿隆索',
  巴塞罗那: '弗里克',
};
/** A club's head coach: the real one where known, else a name in its league's style, fixed per club. */
export function coachOf(teamId: number): string {
  const team = REFERENCE.teams.get(teamId);
  if (!team) return '';
  const real = REAL_COACHES[team.name];
  if (real) return real;
  const naming = REFERENCE.leagues.get(team.leagueId)?.naming ?? 'europe';
  return generatedName(naming, createRng(hashKey(SQUAD_SEED, 'coach', teamId)));
}
export function leaguesOf(sport: Sport): League[] {
  return [...REFERENCE.leagues.values()].filter((l) => l.sport === sport);
}

/** A competition or club a data feed brought (feeds/): known by its id from then on, like the reference ones. */
export function registerLeague(league: League): void {
  if (!REFERENCE.leagues.has(league.id)) REFERENCE.leagues.set(league.id, league);
}
export function registerTeam(team: Team): void {
  if (!REFERENCE.teams.has(team.id)) REFERENCE.teams.set(team.id, team);
  const league = REFERENCE.leagues.get(team.leagueId);
  if (league && !league.teamIds.includes(team.id)) league.teamIds.push(team.id);
}
