/**
 * Reads the openfootball World Cup files (`worldcup.json`, `worldcup.teams.json`,
 * `worldcup.squads.json`) into rows for the database tables. Pure: the caller reads the files
 * and stores what comes out. Anything malformed throws WorldCupError and nothing is imported.
 */
import { WORLD_CUP_ROUNDS, WORLD_CUP_TEAM_NAMES } from './worldcup-names';

export const WORLD_CUP_LEAGUE_ID = 900;
const TEAM_ID_BASE = 900_000;
const MATCH_ID_BASE = 760_000_000;

export interface WorldCupFiles {
  matches: unknown;
  teams: unknown;
  squads: unknown;
}

export interface WcTeamRow {
  id: number;
  name: string;
  english: string;
  code: string;
  grp: string;
  confed: string;
  flag: string;
}
export interface WcPlayerRow {
  id: number;
  team_id: number;
  name: string;
  number: number;
  position: string;
  club: string;
  club_country: string;
  born: string | null;
}
export interface WcMatchRow {
  id: number;
  round: string;
  round_no: number;
  grp: string | null;
  played_on: string;
  ot: number;
  home_id: number;
  away_id: number;
  home_goals: number | null;
  away_goals: number | null;
  home_pens: number | null;
  away_pens: number | null;
  ground: string;
}
export interface WcGoalRow {
  match_id: number;
  seq: number;
  team_id: number;
  player_id: number | null;
  player_name: string;
  minute: string;
  kind: 'goal' | 'penalty' | 'own';
}
export interface WorldCupRows {
  teams: WcTeamRow[];
  players: WcPlayerRow[];
  matches: WcMatchRow[];
  goals: WcGoalRow[];
  /** goals whose scorer is not in the squads on file */
  unmatchedScorers: string[];
}

export class WorldCupError extends Error {
  constructor(reason: string) {
    super(`World Cup files: ${reason}`);
    this.name = 'WorldCupError';
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, where: string): string => {
  if (typeof v !== 'string' || !v.trim()) throw new WorldCupError(`${where} is not a name`);
  return v.trim();
};
const goalsPair = (v: unknown): [number, number] | null =>
  Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n) && (n as number) >= 0)
    ? [v[0] as number, v[1] as number]
    : null;

/** A name compared without accents, case or punctuation: `Krejcí` = `krejci`. */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/gi, 'o')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** Unix seconds of `13:00 UTC-6` on a date. */
function kickOff(date: string, time: unknown, where: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new WorldCupError(`${where}: date "${date}" is not YYYY-MM-DD`);
  const m = typeof time === 'string' ? /^(\d{1,2}):(\d{2})(?:\s*UTC([+-]\d{1,2}))?$/.exec(time.trim()) : null;
  if (time !== undefined && !m) throw new WorldCupError(`${where}: time "${String(time)}" is not HH:MM UTC±H`);
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const h = m ? Number(m[1]) : 12;
  const mi = m ? Number(m[2]) : 0;
  const offset = m?.[3] ? Number(m[3]) : 0;
  return Date.UTC(y, mo - 1, d, h - offset, mi) / 1000;
}

/** Round order: matchdays 1–17, then the knock-out rounds. */
function roundOf(round: string, where: string): { name: string; no: number } {
  const day = /^Matchday (\d+)$/.exec(round);
  if (day) return { name: `第${day[1]}比赛日`, no: Number(day[1]) };
  const ko = Object.keys(WORLD_CUP_ROUNDS).indexOf(round);
  if (ko < 0) throw new WorldCupError(`${where}: unknown round "${round}"`);
  return { name: WORLD_CUP_ROUNDS[round] as string, no: 100 + ko };
}

export function readWorldCup(files: WorldCupFiles): WorldCupRows {
  if (!Array.isArray(files.teams)) throw new WorldCupError('teams file is not a list');
  if (!Array.isArray(files.squads)) throw new WorldCupError('squads file is not a list');
  if (!isRecord(files.matches) || !Array.isArray(files.matches.matches))
    throw new WorldCupError('matches file is not { name, matches: [] }');

  const teams: WcTeamRow[] = files.teams.map((t: unknown, i) => {
    if (!isRecord(t)) throw new WorldCupError(`team ${i + 1} is not an object`);
    const english = str(t.name, `team ${i + 1}`);
    return {
      id: TEAM_ID_BASE + i + 1,
      name: WORLD_CUP_TEAM_NAMES[english] ?? english,
      english,
      code: str(t.fifa_code, `team ${english} fifa_code`).slice(0, 3),
      grp: typeof t.group === 'string' ? t.group.slice(0, 2) : '',
      confed: typeof t.confed === 'string' ? t.confed.slice(0, 16) : '',
      flag: typeof t.flag_icon === 'string' ? t.flag_icon.slice(0, 16) : '',
    };
  });
  // the files spell a few names differently (`Bosnia & Herzegovina` / `Bosnia and Herzegovina`)
  const teamKey = (name: string) => nameKey(name.replace(/&/g, 'and'));
  const teamByName = new Map(teams.map((t) => [teamKey(t.english), t]));
  const team = (name: unknown, where: string) => {
    const found = teamByName.get(teamKey(str(name, where)));
    if (!found) throw new WorldCupError(`${where}: "${String(name)}" is not in the teams file`);
    return found;
  };

  const players: WcPlayerRow[] = [];
  const squadKeys = new Map<number, Map<string, WcPlayerRow>>();
  files.squads.forEach((s: unknown, i) => {
    if (!isRecord(s) || !Array.isArray(s.players)) throw new WorldCupError(`squad ${i + 1} has no players`);
    // squads are matched by FIFA code (their names differ: `United States` / `USA`)
    const t = teams.find((x) => x.code === s.fifa_code) ?? team(s.name, `squad ${i + 1}`);
    const keys = new Map<string, WcPlayerRow>();
    squadKeys.set(t.id, keys);
    s.players.forEach((p: unknown, j) => {
      const where = `squad ${t.english} player ${j + 1}`;
      if (!isRecord(p)) throw new WorldCupError(`${where} is not an object`);
      const club = isRecord(p.club) ? p.club : {};
      const row: WcPlayerRow = {
        id: t.id * 100 + j + 1,
        team_id: t.id,
        name: str(p.name, where).slice(0, 64),
        number: Number.isInteger(p.number) ? (p.number as number) : 0,
        position: typeof p.pos === 'string' ? p.pos.slice(0, 4) : '',
        club: typeof club.name === 'string' ? club.name.slice(0, 64) : '',
        club_country: typeof club.country === 'string' ? club.country.slice(0, 3) : '',
        born:
          typeof p.date_of_birth === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(p.date_of_birth) ? p.date_of_birth : null,
      };
      players.push(row);
      keys.set(nameKey(row.name), row);
    });
  });

  /** a scorer in a squad: the whole name, else a unique surname */
  const findPlayer = (teamId: number, name: string): WcPlayerRow | undefined => {
    const keys = squadKeys.get(teamId);
    if (!keys) return undefined;
    const exact = keys.get(nameKey(name));
    if (exact) return exact;
    const last = nameKey(name.split(/\s+/).pop() ?? '');
    const bySurname = [...keys.values()].filter((p) => nameKey(p.name.split(/\s+/).pop() ?? '') === last);
    return bySurname.length === 1 ? bySurname[0] : undefined;
  };

  const matches: WcMatchRow[] = [];
  const goals: WcGoalRow[] = [];
  const unmatched = new Set<string>();
  (files.matches.matches as unknown[]).forEach((m, i) => {
    const where = `match ${i + 1}`;
    if (!isRecord(m)) throw new WorldCupError(`${where} is not an object`);
    const date = str(m.date, `${where} date`);
    const home = team(m.team1, `${where} team1`);
    const away = team(m.team2, `${where} team2`);
    const round = roundOf(str(m.round, `${where} round`), where);
    const score = isRecord(m.score) ? m.score : null;
    const ft = score ? (goalsPair(score.et) ?? goalsPair(score.ft)) : null;
    const pens = score ? goalsPair(score.p) : null;
    const id = MATCH_ID_BASE + i + 1;
    matches.push({
      id,
      round: round.name,
      round_no: round.no,
      grp: typeof m.group === 'string' ? m.group.replace(/^Group\s+/, '').slice(0, 2) : null,
      played_on: date,
      ot: kickOff(date, m.time, where),
      home_id: home.id,
      away_id: away.id,
      home_goals: ft?.[0] ?? null,
      away_goals: ft?.[1] ?? null,
      home_pens: pens?.[0] ?? null,
      away_pens: pens?.[1] ?? null,
      ground: typeof m.ground === 'string' ? m.ground.slice(0, 64) : '',
    });
    let seq = 0;
    for (const [list, side, other] of [
      [m.goals1, home, away],
      [m.goals2, away, home],
    ] as const) {
      if (list === undefined) continue;
      if (!Array.isArray(list)) throw new WorldCupError(`${where}: goals are not a list`);
      for (const g of list as unknown[]) {
        if (!isRecord(g)) throw new WorldCupError(`${where}: a goal is not an object`);
        const name = str(g.name, `${where} scorer`);
        const own = g.owngoal === true;
        const player = findPlayer(own ? other.id : side.id, name);
        if (!player) unmatched.add(name);
        goals.push({
          match_id: id,
          seq: ++seq,
          team_id: side.id,
          player_id: player?.id ?? null,
          player_name: player?.name ?? name.slice(0, 64),
          minute: String(g.minute ?? '').slice(0, 8),
          kind: own ? 'own' : g.penalty === true ? 'penalty' : 'goal',
        });
      }
    }
  });
  return { teams, players, matches, goals, unmatchedScorers: [...unmatched].sort() };
}
