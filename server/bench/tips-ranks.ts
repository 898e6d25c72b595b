/**
 * Expert rank queries on 20,000 matches' worth of tips: 300 experts, three settled tips per match
 * (60,000 tips over 30 days) in an in-memory PGlite database, then the rank call's SQL
 * (`rankedRecords`: hit rate, ROI and 连红 per expert) over 7 and 30 days, by each sort and for an
 * attention list of 20 experts — p50/p99 ms of each.
 *   pnpm --filter @kickoff/server bench:tips [-- --runs 60]
 */
import { sql } from 'kysely';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db/index';
import { rankedRecords, type RankSort } from '../src/tips/records';
import { benchArgs } from './bench-server';

const args = benchArgs();
const runs = Number(args.get('runs') ?? 60);
const MATCHES = 20_000;
const EXPERTS = 300;

const config = {
  ...loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'console', LOG_LEVEL: 'error' }),
  dataDir: ':memory:',
};
const { db } = await openDb(config);
const nowS = Math.floor(Date.now() / 1000);
const t0 = performance.now();
await sql`INSERT INTO users (phone, password_hash, nick_name)
  SELECT '139' || lpad(g::text, 8, '0'), 'x', '专家' || g FROM generate_series(1, ${EXPERTS}) g`.execute(db);
await sql`INSERT INTO tips_experts (user_id) SELECT id FROM users`.execute(db);
// a fresh database (users are ids 1…300): three tips per match by different experts, settled over the
// last 30 days, results spread
await sql`INSERT INTO tips_tips (expert_id, match_id, day, market, pick, line, odds, options, title, analysis, price,
    publish_time, result, profit, settled_at)
  SELECT 1 + (g * 31 + g / 3) % ${EXPERTS}, g / 3, '2026-11-01', 1 + g % 3, 'home', 0.5, 1.9, '[]', '基准方案', '基准', 0,
    ${nowS} - (g * 43) % (30 * 86400) - 7200,
    r.result, CASE r.result WHEN 1 THEN 0.9 WHEN 4 THEN 0.45 WHEN 3 THEN 0 WHEN 5 THEN -0.5 ELSE -1 END,
    ${nowS} - (g * 43) % (30 * 86400)
  FROM generate_series(0, ${MATCHES * 3 - 1}) g
  CROSS JOIN LATERAL (SELECT (array[1, 1, 2, 2, 3, 4, 5, 1, 2])[1 + (g * 7919) % 9] AS result) r`.execute(db);
await sql`ANALYZE`.execute(db);
console.info(`filled ${MATCHES * 3} tips of ${EXPERTS} experts in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const attention = Array.from({ length: 20 }, (_, i) => i * 15 + 1);
const cases: [string, Parameters<typeof rankedRecords>[1]][] = [];
for (const days of [7, 30] as const)
  for (const sort of ['hit', 'roi', 'streak'] as RankSort[])
    cases.push([`${days}d ${sort}`, { days, nowS, sort, limit: 21 }]);
cases.push(['30d attention (20)', { days: 30, nowS, only: attention }]);
for (const [name, opts] of cases) {
  await rankedRecords(db, opts);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    await rankedRecords(db, opts);
    times.push(performance.now() - s);
  }
  console.info(`rank ${name.padEnd(20)} p50 ${pct(times, 0.5).toFixed(1)} ms  p99 ${pct(times, 0.99).toFixed(1)} ms`);
}
await db.destroy();
