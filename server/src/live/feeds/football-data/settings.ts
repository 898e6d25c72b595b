/** FOOTBALL_DATA_* : whether football comes from football-data.org, and how it is polled. */

export interface FootballDataSettings {
  token: string;
  /** competition codes followed (FOOTBALL_DATA_COMPETITIONS) */
  competitions: string[];
  /** API origin (FOOTBALL_DATA_URL), https://api.football-data.org unless a test points elsewhere */
  url: string;
  /** requests a minute the plan allows (FOOTBALL_DATA_RATE_PER_MIN; free tier 10) */
  ratePerMinute: number;
  /** ms between match polls (FOOTBALL_DATA_POLL_MS) */
  pollMs: number;
  /** ms between refreshes of one competition's standings (FOOTBALL_DATA_STANDINGS_MS) */
  standingsMs: number;
  /** the last good answer is marked stale after this many ms without a newer one (FOOTBALL_DATA_STALE_MS) */
  staleAfterMs: number;
}

export const DEFAULT_COMPETITIONS = ['PL', 'PD', 'BL1', 'SA', 'FL1', 'CL'];
const DEFAULT_URL = 'https://api.football-data.org';

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number (got "${raw}")`);
  return n;
}

/** null without FOOTBALL_DATA_TOKEN: football stays on the built-in engine. */
export function readFootballDataSettings(env: NodeJS.ProcessEnv): FootballDataSettings | null {
  const token = env.FOOTBALL_DATA_TOKEN?.trim();
  if (!token) return null;
  const competitions = (env.FOOTBALL_DATA_COMPETITIONS ?? '')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  for (const c of competitions)
    if (!/^[A-Z0-9]{2,5}$/.test(c)) throw new Error(`FOOTBALL_DATA_COMPETITIONS: "${c}" is not a competition code`);
  const url = (env.FOOTBALL_DATA_URL?.trim() || DEFAULT_URL).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(url)) throw new Error(`FOOTBALL_DATA_URL must be an http(s) URL (got "${url}")`);
  return {
    token,
    competitions: competitions.length ? competitions : DEFAULT_COMPETITIONS,
    url,
    ratePerMinute: positive(env, 'FOOTBALL_DATA_RATE_PER_MIN', 10),
    pollMs: positive(env, 'FOOTBALL_DATA_POLL_MS', 15_000),
    standingsMs: positive(env, 'FOOTBALL_DATA_STANDINGS_MS', 10 * 60_000),
    staleAfterMs: positive(env, 'FOOTBALL_DATA_STALE_MS', 5 * 60_000),
  };
}
