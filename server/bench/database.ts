/**
 * 资料库 figures on 20,000 results: the standings SQL timed directly (p50/p99 of 100 runs) for one
 * season of a league holding 20,000 results (53 seasons of 380), and for the worst case of all
 * 20,000 in one season; then `GET /api/database/league` (standings, rounds, scorers) and the
 * competitions list under autocannon, on the 20,000-result league.
 *   pnpm --filter @kickoff/server bench:database [-- --seconds 10 --connections 10]
 */
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db/index';
import { createHub } from '../src/realtime/hub';
import { saveImportedResults } from '../src/live/import/imported-results';
import type { ImportedResult } from '../src/live/import/openfootball';
import { leagueById } from '../src/live/reference/clubs';
import { DATABASE_PATHS } from '@kickoff/shared/contracts';
import { databaseRoutes } from '../src/database/routes';
import { standings } from '../src/database/standings';
import { benchArgs } from './bench-server';

const args = benchArgs();
const seconds = Number(args.get('seconds') ?? 10);
const connections = Number(args.get('connections') ?? 10);
const port = Number(args.get('port') ?? 39820);
const MATCHES = 20_000;
const RUNS = 100;

const config = {
  ...loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'console', LOG_LEVEL: 'error', RATE_LIMIT_MAX: '100000000' }),
  dataDir: ':memory:',
};
const { db } = await openDb(config);

const teams = leagueById(36)!.teamIds;
let seed = 1;
const rand = () => (seed = (seed * 48271) % 2147483647) / 2147483647;

/** Double round robin seasons of 20 clubs (380 matches each) back from 2025, `count` matches in all. */
function history(leagueId: number, count: number, oneSeason: boolean): ImportedResult[] {
  const out: ImportedResult[] = [];
  for (let i = 0; i < count; i++) {
    const season = oneSeason ? 2025 : 2025 - Math.floor(i / 380);
    const k = i % 380;
    const home = teams[k % 20]!;
    const away = teams[((k % 20) + 1 + (Math.floor(k / 20) % 19)) % 20]!;
    const day = new Date(Date.UTC(season, 7, 15) + (oneSeason ? i : k) * 86_400_000).toISOString().slice(0, 10);
    out.push({
      leagueId,
      season,
      playedOn: day,
      ot: Date.parse(`${day}T15:00:00Z`) / 1000,
      homeId: home,
      awayId: away,
      sc: [Math.floor(rand() * 4), Math.floor(rand() * 3)],
      hsc: null,
    });
  }
  return out;
}

const t0 = performance.now();
// 英超: 20,000 matches as 53 seasons of 380; 西甲 (worst case): 20,000 matches in one season
await saveImportedResults(db, 'bench', history(36, MATCHES, false));
await saveImportedResults(db, 'bench', history(31, MATCHES, true));
console.info(`database bench: 2 × ${MATCHES} results stored in ${Math.round(performance.now() - t0)} ms`);

async function timeStandings(note: string, leagueId: number) {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
    const groups = await standings(db, { leagueId, season: 2025, sport: 'football', members: [] });
    times.push(performance.now() - s);
    rows = groups[0]?.rows.length ?? 0;
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
  console.info(`standings SQL, ${note} (${rows} rows)  p50 ${pct(50)} ms  p99 ${pct(99)} ms`);
}
await timeStandings(`one season of ${MATCHES} stored`, 36);
await timeStandings(`all ${MATCHES} in one season`, 31);

const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
const app = await buildApp({ db, hub, config, docsUi: false, plugins: [databaseRoutes as never] });
await app.listen({ port, host: '127.0.0.1' });
for (const [note, path, query] of [
  ['league page', DATABASE_PATHS.league, 'id=36&season=2025'],
  ['competitions', DATABASE_PATHS.competitions, 'sport=football'],
] as const) {
  const r = await autocannon({ url: `http://127.0.0.1:${port}${path}?${query}`, connections, duration: seconds });
  console.info(
    `${note.padEnd(14)} ${Math.round(r.requests.average)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  ` +
      `non-2xx ${r.non2xx + r.errors}`,
  );
}
await app.close();
await db.destroy();
