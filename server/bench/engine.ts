/**
 * The live engine under load, in two parts (figures printed, nothing asserted):
 *  1. 1,000 concurrent matches (800 football, 200 basketball) kicking off together, played at
 *     LIVE_SPEED=60 with the real tick (LIVE_TICK_MS, 1 s), the real hub and the engine's store in an
 *     in-memory PGlite, for a bounded time: CPU share of this process and pushes per second.
 *  2. The football list call with 500 matches of today, through the real app, under autocannon.
 *   pnpm --filter @kickoff/server bench:engine [-- --seconds 30 --list-seconds 10 --connections 50]
 */
import { isBasketballLive, isFootballLive } from '@kickoff/shared/contracts';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db/index';
import { createHub } from '../src/realtime/hub';
import { buildApp } from '../src/app';
import { beijingDate, systemClock } from '../src/live/clock';
import { DbStore } from '../src/live/db-store';
import { LiveEngine } from '../src/live/engine';
import { EngineProvider } from '../src/live/engine-provider';
import { publishBatch, type Publisher } from '../src/live/pushes';
import { leaguesOf } from '../src/live/reference/clubs';
import { liveRoutes } from '../src/live/routes';
import type { Fixture } from '../src/live/types';
import { machineLoad } from './bench-server';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i]?.replace(/^--/, '') ?? '', process.argv[i + 1] ?? '');
const seconds = Number(args.get('seconds') ?? 30);
const listSeconds = Number(args.get('list-seconds') ?? 10);
const connections = Number(args.get('connections') ?? 50);
const port = Number(args.get('port') ?? 39350);
const tickMs = Number(process.env.LIVE_TICK_MS ?? 1000);

/** `count` fixtures of a sport, cycling through the real clubs, kicking off at `ot(i)`. */
function fixtures(
  sport: 'football' | 'basketball',
  count: number,
  firstId: number,
  ot: (i: number) => number,
): Fixture[] {
  const leagues = leaguesOf(sport).filter((l) => !l.cup);
  const out: Fixture[] = [];
  for (let i = 0; i < count; i++) {
    const league = leagues[i % leagues.length];
    if (!league) break;
    const n = league.teamIds.length;
    const k = Math.floor(i / leagues.length);
    const home = league.teamIds[(2 * k) % n] as number;
    const away = league.teamIds[(2 * k + 1 + Math.floor(k / n)) % n] as number;
    const at = ot(i);
    out.push({
      id: firstId + i,
      sport,
      leagueId: league.id,
      homeId: home,
      awayId: home === away ? (league.teamIds[(2 * k + 2) % n] as number) : away,
      ot: at,
      date: beijingDate(at * 1000),
      round: '第1轮',
      seed: 424242,
      fate: 'normal',
      knockout: false,
      jczq: null,
      bjdc: null,
      hot: i % 5 === 0,
      hasVideo: false,
      hasAnim: true,
      environment: { venue: '测试球场', city: '测试', weather: '晴', temperature: '20°C', referee: '测试裁判' },
    });
  }
  return out;
}

async function engineLoad(): Promise<void> {
  const config = loadConfig({ ...process.env, DATA_DIR: ':memory:', NODE_ENV: 'test' });
  const { db } = await openDb(config);
  const hub = createHub({ allowedOrigins: [], resolveUser: async () => null });
  let pushes = 0;
  const counting: Publisher = {
    publish: (topic, msg) => {
      pushes++;
      hub.publish(topic, msg);
    },
  };
  const now = Math.floor(Date.now() / 1000);
  const engine = new LiveEngine({
    seed: 424242,
    speed: 60,
    tickMs,
    clock: systemClock,
    store: new DbStore(db),
    daysBack: 0,
    autoSchedule: false,
  });
  await engine.load();
  engine.addFixtures([
    ...fixtures('football', 800, 1, () => now + 2),
    ...fixtures('basketball', 200, 801, () => now + 2),
  ]);
  let goals = 0;
  let ticks = 0;
  let tickCpu = 0;
  engine.onTick((batch) => {
    ticks++;
    goals += batch.goals.length;
    publishBatch(counting, batch);
  });
  // how late the event loop runs what is due (a push to send, a request to answer) while the
  // engine ticks and its store saves: PGlite works in its worker thread, so a save adds no stall
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  const timer = setInterval(() => {
    const t = process.cpuUsage();
    engine.tick();
    const d = process.cpuUsage(t);
    tickCpu += (d.user + d.system) / 1000;
  }, tickMs);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  clearInterval(timer);
  await engine.flush();
  loop.disable();
  const wall = performance.now() - wallStart;
  const cpu = process.cpuUsage(cpuStart);
  const live = [...engine.matches.values()].filter((m) =>
    m.fb ? isFootballLive(m.fb.s) : m.bb ? isBasketballLive(m.bb.s) : false,
  ).length;
  console.info('— engine: 1,000 concurrent matches at LIVE_SPEED=60 —');
  console.info(
    `  wall ${(wall / 1000).toFixed(1)} s, ticks ${ticks} (every ${tickMs} ms), still live at the end ${live}`,
  );
  console.info(
    `  CPU share ${(((cpu.user + cpu.system) / 1000 / wall) * 100).toFixed(1)} % of one core (ticks ` +
      `alone ${((tickCpu / wall) * 100).toFixed(1)} %, the rest is the store handing its writes to PGlite)`,
  );
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  console.info(
    `  event loop delay p50 ${ms(loop.percentile(50))} ms, p99 ${ms(loop.percentile(99))} ms, max ` +
      `${ms(loop.max)} ms (what a push or a request waits behind the ticks and the saves); load ${machineLoad()}`,
  );
  console.info(
    `  pushes ${pushes} = ${(pushes / (wall / 1000)).toFixed(0)} per second (hub messages: list patches, ` +
      `match updates, goal alerts); goals ${goals}`,
  );
  await hub.close();
  await db.destroy();
}

async function listThroughput(): Promise<void> {
  process.env.RATE_LIMIT_MAX = '100000000';
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: ':memory:', NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    logLevel: 'silent',
  };
  const { db } = await openDb(config);
  const hub = createHub({ allowedOrigins: [], resolveUser: async () => null });
  const now = Math.floor(Date.now() / 1000);
  const engine = new LiveEngine({
    seed: 7,
    speed: 1,
    tickMs,
    clock: systemClock,
    store: new DbStore(db),
    daysBack: 0,
    autoSchedule: false,
  });
  await engine.load();
  // 500 of today's matches, kick-offs spread over the three hours around now: finished, live, upcoming
  engine.addFixtures(fixtures('football', 500, 1, (i) => now - 2 * 3600 + Math.floor((i / 500) * 4 * 3600)));
  engine.tick();
  await engine.flush();
  const app = await buildApp({ db, hub, config, plugins: [liveRoutes(new EngineProvider(engine)) as never] });
  await app.listen({ port, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}/api/live/football/v1_1/live?platform=4`;
  const sample = (await (await fetch(url)).json()) as { data: unknown[] };
  const bytes = JSON.stringify(sample).length;
  const result = await autocannon({ url, connections, duration: listSeconds });
  console.info('— football list call, 500 matches —');
  console.info(
    `  rows ${sample.data.length}, body ${(bytes / 1024).toFixed(0)} KiB, ${connections} connections for ` +
      `${listSeconds} s`,
  );
  console.info(
    `  ${result.requests.average.toFixed(0)} requests/s, latency p50 ${result.latency.p50} ms p99 ` +
      `${result.latency.p99} ms, non-2xx/errors ${result.non2xx + result.errors}`,
  );
  await app.close();
}

await engineLoad();
await listThroughput();
process.exit(0);
