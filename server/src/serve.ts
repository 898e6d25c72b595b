/**
 * The server once its settings hold: database (migrated; the demo world seeded where
 * `demoSeedWanted` allows, its accounts' passwords printed once), realtime hub, HTTP, and
 * SIGINT/SIGTERM closing sockets, HTTP and the database. main.ts loads this module only after the
 * settings checks, so a refused start says why at once instead of after loading all of the app.
 */
import { Redis } from 'ioredis';
import type { Config } from './config';
import { openDb } from './db/index';
import { createHub } from './realtime/hub';
import { userIdByToken } from './auth/sessions';
import { demoSeedWanted, seedDemoUser } from './accounts/signup';
import { fixSeedPassword, seededAccountsBlock, takeSeededCredentials } from './accounts/seeded-accounts';
import { checkIn } from './checkin/checkin';
import { seedMessaging, seedMessagingExtras } from './messaging/seed';
import { buildApp } from './app';
import { extraPlugins } from './plugins';
import { seedVlive } from './vlive/seed';
import { seedNews } from './news/seed';
import { seedCommunity } from './community/seed';
import { seedTips } from './tips/seed';
import { seedDemoBrowsing } from './view-history/seed';
import { seedDemoTeamFollows } from './database/team-follows-seed';

/**
 * One step of the demo world's seed. A step that fails — another node seeding the same database at
 * the same moment, say — is reported and skipped: the node serves anyway, the other's seed stands.
 */
async function seedStep(name: string, run: () => Promise<unknown>, warn = (msg: string) => console.warn(msg)) {
  await run().catch((err: unknown) => warn(`${name} seed skipped: ${err instanceof Error ? err.message : err}`));
}

export async function serve(config: Config): Promise<void> {
  const seedDemo = process.env.SEED_DEMO;
  const { db, engine } = await openDb(config);
  const demoWorld = demoSeedWanted(seedDemo, config.nodeEnv, engine);
  fixSeedPassword(config.seedPassword);
  if (demoWorld) {
    // a new demo fan has done what a fan does on day one: signed up (coins, welcome notice) and checked in
    await seedStep('demo fan', async () => {
      const demo = await seedDemoUser(db);
      if (demo) await checkIn(db, demo.id, Date.now());
    });
    await seedStep('messaging', () => seedMessaging(db));
    await seedStep('messaging extras', () => seedMessagingExtras(db));
  }
  const hub = createHub({
    allowedOrigins: config.allowedOrigins,
    resolveUser: (token) => userIdByToken(db, token),
    idleDropMs: config.idleDropMs,
    limits: {
      maxPerIp: config.wsMaxPerIp,
      maxPerUser: config.wsMaxPerUser,
      messagesPerSecond: config.wsMessagesPerSecond,
      messageBurst: config.wsMessageBurst,
    },
    ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}),
  });
  const rateLimitRedis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  // while Redis is down the limiter counts locally and says so (http/rate-limits.ts); no error spam here
  rateLimitRedis?.on('error', () => undefined);
  const app = await buildApp({ db, hub, config, plugins: extraPlugins, rateLimitRedis });
  hub.log = app.log;
  const warn = (msg: string) => app.log.warn(msg);
  // signals are handled from here on: a stop during the seeds below still closes cleanly
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err: String(err) }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  if (demoWorld) await seedStep('video-live', () => seedVlive(db, hub), warn);
  if (rateLimitRedis) app.addHook('onClose', async () => void (await rateLimitRedis.quit().catch(() => undefined)));
  await hub.ready();
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { address, engine, redis: Boolean(config.redisUrl), env: config.nodeEnv, devRoutes: config.devRoutes },
    'kickoff server listening',
  );
  // machine-readable line for test harnesses and scripts that start the server
  console.info(`KICKOFF_LISTENING ${address}`);
  // the newsroom's articles need the engine's stored day, so news is seeded once the app runs
  if (demoWorld) {
    await seedStep('news', () => seedNews(db, config.liveSpeed), warn);
    await seedStep('community', () => seedCommunity(db), warn);
    await seedStep('tips', () => seedTips(db), warn);
    await seedStep('demo browsing', () => seedDemoBrowsing(db), warn);
    await seedStep('demo team follows', () => seedDemoTeamFollows(db), warn);
    // once, for the person running the demo: who they can sign in as (the passwords live nowhere else)
    console.info(seededAccountsBlock(takeSeededCredentials()));
  }
  // the start-up work is over (benches measure from here, not while the seeds still run)
  console.info('KICKOFF_SETTLED');
}
