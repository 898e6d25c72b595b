/**
 * Reads openfootball league files (`{ name, matches: [{ round, date, time?, team1, team2, score? }] }`)
 * into results of our reference leagues: the file's code (`en.1`, `uefa.cl` …) names the league,
 * its `name` the season, and the English club names are matched to reference clubs. Pure: the
 * caller reads the files and stores what comes out.
 */
import { footballClubIdByName, leagueById } from '../reference/clubs';
import { OPENFOOTBALL_CLUB_NAMES } from '../reference/openfootball-names';

/** openfootball file code → our league id and the time zone its kick-off times are written in */
export const OPENFOOTBALL_LEAGUES: Readonly<Record<string, { leagueId: number; timeZone: string }>> = {
  'en.1': { leagueId: 36, timeZone: 'Europe/London' },
  'en.2': { leagueId: 37, timeZone: 'Europe/London' },
  'es.1': { leagueId: 31, timeZone: 'Europe/Madrid' },
  'it.1': { leagueId: 34, timeZone: 'Europe/Rome' },
  'de.1': { leagueId: 8, timeZone: 'Europe/Berlin' },
  'fr.1': { leagueId: 11, timeZone: 'Europe/Paris' },
  'nl.1': { leagueId: 16, timeZone: 'Europe/Amsterdam' },
  'pt.1': { leagueId: 23, timeZone: 'Europe/Lisbon' },
  'cn.1': { leagueId: 60, timeZone: 'Asia/Shanghai' },
  'jp.1': { leagueId: 25, timeZone: 'Asia/Tokyo' },
  'kr.1': { leagueId: 15, timeZone: 'Asia/Seoul' },
  'uefa.cl': { leagueId: 103, timeZone: 'Europe/Paris' },
};

/** when a match has no time: a common kick-off hour */
const DEFAULT_TIME = '15:00';

export interface ImportedResult {
  leagueId: number;
  /** the year the season starts (2025 for 2025/26 and for the 2025 calendar season) */
  season: number;
  /** YYYY-MM-DD, the local match day */
  playedOn: string;
  /** kick-off, unix seconds */
  ot: number;
  homeId: number;
  awayId: number;
  sc: [number, number];
  hsc: [number, number] | null;
}

export interface FileReport {
  file: string;
  leagueId: number;
  season: number;
  matches: number;
  /** played matches between two reference clubs */
  results: ImportedResult[];
  /** matches without a full-time score yet */
  unplayed: number;
  /** played matches left out because a club is not in the reference, and those clubs' names */
  skipped: number;
  unknownClubs: string[];
}

/** A file that cannot be imported, with the reason and where in the file. */
export class OpenfootballError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'OpenfootballError';
  }
}

/** The openfootball code of a file name: `2025-26/en.1.json` → `en.1`. */
export function fileCode(file: string): string {
  const base = file.split(/[\\/]/).pop() ?? file;
  return base.replace(/\.json$/i, '');
}

/** The year a file's season started in, from its name (`Premier League 2025/26`) or its first match date. */
function seasonOfFile(name: string, firstDate: string | undefined): number | null {
  const split = /(\d{4})\/\d{2}\s*$/.exec(name);
  if (split) return Number(split[1]);
  const single = /(\d{4})\s*$/.exec(name);
  if (single) return Number(single[1]);
  return firstDate ? Number(firstDate.slice(0, 4)) : null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isGoals = (v: unknown): v is [number, number] =>
  Array.isArray(v) &&
  v.length === 2 &&
  v.every((n) => Number.isInteger(n) && (n as number) >= 0 && (n as number) < 100);

function validDate(d: unknown): d is string {
  return (
    typeof d === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(d) &&
    !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
    new Date(`${d}T00:00:00Z`).toISOString().startsWith(d)
  );
}

/** Unix seconds of a wall-clock time in a time zone (DST-aware through Intl). */
export function zonedUnix(date: string, time: string, timeZone: string): number {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const fmt = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const offsetAt = (ms: number) => {
    const p = Object.fromEntries(fmt.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
    return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)) - ms;
  };
  // the offset at the guess, then again at the corrected instant (the two differ only across a DST change)
  let ms = wall - offsetAt(wall);
  ms = wall - offsetAt(ms);
  return Math.round(ms / 1000);
}

/**
 * One parsed openfootball file. Throws OpenfootballError when the file is not a league file of a
 * reference competition or any match in it is malformed — nothing of such a file is imported.
 */
export function readOpenfootballFile(file: string, json: unknown): FileReport {
  const league = OPENFOOTBALL_LEAGUES[fileCode(file)];
  if (!league || !leagueById(league.leagueId))
    throw new OpenfootballError(file, `not a league we carry (code "${fileCode(file)}")`);
  if (!isRecord(json) || typeof json.name !== 'string' || !Array.isArray(json.matches)) {
    throw new OpenfootballError(file, 'not an openfootball league file (expected { name, matches: [] })');
  }
  const matches: unknown[] = json.matches;
  const first = matches.find(isRecord)?.date;
  const season = seasonOfFile(json.name, validDate(first) ? first : undefined);
  if (season === null) throw new OpenfootballError(file, `no season in "${json.name}"`);

  const report: FileReport = {
    file,
    leagueId: league.leagueId,
    season,
    matches: matches.length,
    results: [],
    unplayed: 0,
    skipped: 0,
    unknownClubs: [],
  };
  const unknown = new Set<string>();
  matches.forEach((m, i) => {
    const where = `match ${i + 1}`;
    if (!isRecord(m)) throw new OpenfootballError(file, `${where} is not an object`);
    if (!validDate(m.date)) throw new OpenfootballError(file, `${where}: date "${String(m.date)}" is not YYYY-MM-DD`);
    if (m.time !== undefined && (typeof m.time !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d$/.test(m.time))) {
      throw new OpenfootballError(file, `${where}: time "${String(m.time)}" is not HH:MM`);
    }
    if (typeof m.team1 !== 'string' || !m.team1.trim() || typeof m.team2 !== 'string' || !m.team2.trim()) {
      throw new OpenfootballError(file, `${where}: team1 and team2 must be names`);
    }
    const score = m.score;
    if (score !== undefined && !isRecord(score)) throw new OpenfootballError(file, `${where}: score is not an object`);
    if (score?.ft !== undefined && !isGoals(score.ft))
      throw new OpenfootballError(file, `${where}: score.ft is not [home, away] goals`);
    if (score?.ht !== undefined && !isGoals(score.ht))
      throw new OpenfootballError(file, `${where}: score.ht is not [home, away] goals`);
    if (!score || !isGoals(score.ft)) {
      report.unplayed += 1;
      return;
    }
    const homeId = clubId(m.team1);
    const awayId = clubId(m.team2);
    if (homeId === undefined || awayId === undefined) {
      report.skipped += 1;
      if (homeId === undefined) unknown.add(m.team1);
      if (awayId === undefined) unknown.add(m.team2);
      return;
    }
    report.results.push({
      leagueId: league.leagueId,
      season,
      playedOn: m.date,
      ot: zonedUnix(m.date, (m.time as string | undefined) ?? DEFAULT_TIME, league.timeZone),
      homeId,
      awayId,
      sc: [score.ft[0], score.ft[1]],
      hsc: isGoals(score.ht) ? [score.ht[0], score.ht[1]] : null,
    });
  });
  report.unknownClubs = [...unknown].sort();
  return report;
}

function clubId(english: string): number | undefined {
  // Champions League files add the country: `Arsenal FC (ENG)`
  const chinese = OPENFOOTBALL_CLUB_NAMES[english.trim().replace(/\s*\([A-Z]{3}\)$/, '')];
  return chinese === undefined ? undefined : footballClubIdByName(chinese);
}
