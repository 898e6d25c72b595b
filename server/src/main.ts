/**
 * Starts the server: config from the environment, database (migrated; the demo world seeded where
 * `demoSeedWanted` allows, its accounts' passwords printed once), realtime hub, HTTP.
 * SIGINT/SIGTERM close sockets, HTTP and the database before exiting.
 */
import { loadConfig } from './config';
import { assertProductionSettings } from './production-settings';

/**
 * One step of the demo world's seed. A step that fails — another node seeding the same database at
 * the same moment, say — is reported and skipped: the node serves anyway, the other's seed stands.
 */
async function seedStep(name: string, run: () => Promise<unknown>, warn = (msg: string) => console.warn(msg)) {
  await run().catch((err: unknown) => warn(`${name} seed skipped: ${err instanceof Error ? err.message : err}`));
}

async function main(): Promise<void> {
  // a deployment missing a must-have setting stops here, naming each, before touching the database
  assertProductionSettings(process.env);
  const config = loadConfig();
  // the rest of the server loads once its settings hold: a refused start says why at once
  const [
    { Redis },
    { openDb },
    { createHub },
    { userIdByToken },
    { demoSeedWanted, seedDemoUser },
    { fixSeedPassword, seededAccountsBlock, takeSeededCredentials },
    { checkIn },
    { seedMessaging, seedMessagingExtras },
    { buildApp },
    { extraPlugins },
    { seedVlive },
    { seedNews },
    { seedCommunity },
    { seedTips },
    { seedDemoBrowsing },
    { seedDemoTeamFollows },
  ] = await Promise.all([
    import('ioredis'),
    import('./db/index'),
    import('./realtime/hub'),
    import('./auth/sessions'),
    import('./accounts/signup'),
    import('./accounts/seeded-accounts'),
    import('./checkin/checkin'),
    import('./messaging/seed'),
    import('./app'),
    import('./plugins'),
    import('./vlive/seed'),
    import('./news/seed'),
    import('./community/seed'),
    import('./tips/seed'),
    import('./view-history/seed'),
    import('./database/team-follows-seed'),
  ]);
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

main().catch((err: unknown) => {
  console.error('kickoff server failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
