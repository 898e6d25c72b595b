/**
 * The hot list for a fan who follows teams, over real HTTP and a real database: those teams' next
 * matches (live or upcoming) come first, soonest first, each once; the answer is that fan's alone
 * (private, never from the shared cache), while a fan who follows nothing and a visitor get the
 * shared cached answer.
 */
import Fastify from 'fastify';
import { isLive, isUpcoming, type Envelope, type HotList } from '@kickoff/shared/contracts';
import { createSession } from '../auth/sessions';
import { insertUser } from '../accounts/signup';
import { followTeam } from '../database/team-follows';
import { installErrorHandling } from '../http/error-handler';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import type { TypeBoxProvider } from '../typebox';
import { ManualClock, beijingMidnight } from './clock';
import { DbStore } from './db-store';
import { LiveEngine } from './engine';
import { EngineProvider } from './engine-provider';
import type { MatchRuntime } from './match-runtime';
import { followedTeamsOf, liveRoutes } from './routes';

const START = beijingMidnight('2026-06-11') + 21 * 3600_000;

let testDb: OpenTestDb;
let engine: LiveEngine;
let app: ReturnType<typeof Fastify>;
let base: string;

beforeAll(async () => {
  testDb = await openTestDb();
  const clock = new ManualClock(START);
  engine = new LiveEngine({ seed: 99, speed: 60, tickMs: 1000, clock, store: new DbStore(testDb.db), daysAhead: 2 });
  await engine.load();
  const a = Fastify().withTypeProvider<TypeBoxProvider>();
  a.decorate('db', testDb.db);
  installErrorHandling(a);
  await a.register(liveRoutes(new EngineProvider(engine), 3000, followedTeamsOf));
  base = await a.listen({ port: 0, host: '127.0.0.1' });
  app = a as unknown as ReturnType<typeof Fastify>;
}, 60_000);

afterAll(async () => {
  await engine.stop();
  await app.close();
  await testDb.close();
});

async function hotList(token?: string) {
  const res = await fetch(`${base}/api/live/hot/list`, { headers: token ? { accessToken: token } : {} });
  return { res, body: ((await res.json()) as Envelope<HotList>).data };
}

async function fan(phone: string, teams: number[]): Promise<string> {
  const id = (await insertUser(testDb.db, phone, 'x', `球迷${phone.slice(-4)}`))!.id;
  for (const team of teams) await followTeam(testDb.db, id, team);
  return createSession(testDb.db, id);
}

const statusOf = (m: MatchRuntime) => m.fb?.s ?? m.bb?.s ?? 0;
const ahead = (m: MatchRuntime) => isLive(m.fx.sport, statusOf(m)) || isUpcoming(statusOf(m));
/** a team's next match by the engine's own fixtures: the soonest one live or to come */
const nextOf = (team: number) =>
  [...engine.matches.values()]
    .filter((m) => ahead(m) && (m.fx.homeId === team || m.fx.awayId === team))
    .sort((a, b) => a.fx.ot - b.fx.ot)[0]!;

test("a fan following teams sees their next matches first, once each; another fan and a visitor don't", async () => {
  const shared = await hotList();
  const hotIds = new Set(shared.body.football.map((r) => r.id));
  const upcoming = [...engine.matches.values()].filter(ahead);
  // a football club whose next match is not a hot one (so it is added, not only moved), and a basketball team
  const club = upcoming.find((m) => m.fx.sport === 'football' && !hotIds.has(nextOf(m.fx.homeId).fx.id))!.fx.homeId;
  const fiveTeam = upcoming.find((m) => m.fx.sport === 'basketball')!.fx.awayId;
  const [clubNext, fiveNext] = [nextOf(club), nextOf(fiveTeam)];
  const follower = await fan('13500000001', [club, fiveTeam]);
  const other = await fan('13500000002', []);

  const mine = await hotList(follower);
  expect(mine.res.headers.get('cache-control')).toBe('private, no-store');
  expect(mine.res.headers.get('etag')).toBeNull();
  expect(mine.res.headers.get('vary')).toContain('accessToken');
  expect(mine.body.football[0]!.id).toBe(clubNext.fx.id);
  expect(mine.body.basketball[0]!.id).toBe(fiveNext.fx.id);
  expect(mine.body.followed).toEqual(
    [clubNext, fiveNext].sort((a, b) => a.fx.ot - b.fx.ot || a.fx.id - b.fx.id).map((m) => m.fx.id),
  );
  // one row per match: the rest of the list is the shared one without them
  for (const list of [mine.body.football, mine.body.basketball]) {
    expect(new Set(list.map((r) => r.id)).size).toBe(list.length);
  }
  expect(mine.body.football.slice(1)).toEqual(shared.body.football.filter((r) => r.id !== clubNext.fx.id));

  for (const token of [other, undefined]) {
    const theirs = await hotList(token);
    expect(theirs.body).toEqual(shared.body);
    expect(theirs.body.followed).toBeUndefined();
    expect(theirs.res.headers.get('etag')).toBe(shared.res.headers.get('etag'));
    expect(theirs.res.headers.get('vary')).toContain('accessToken');
  }
});
