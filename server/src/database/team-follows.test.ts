/**
 * 关注球队 against the real database through the app's routes: follow a team of the 资料库, follow
 * it again (no change, one row), list it with its league, unfollow; an unknown team or no token is
 * refused in Chinese and writes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  DATABASE_PATHS,
  ErrorCodes,
  type DbFollowedTeam,
  type DbTeamFollowState,
  type Envelope,
} from '@kickoff/shared/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { extraPlugins } from '../plugins';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { DEMO_USER } from '../accounts/users';
import { insertUser } from '../accounts/signup';
import { createSession } from '../auth/sessions';
import { REFERENCE } from '../live/reference/clubs';
import { followedTeams, unfollowTeam } from './team-follows';
import { seedDemoTeamFollows } from './team-follows-seed';

let t: OpenTestDb;
let app: FastifyInstance;
let token = '';
let userId = 0;
const clubs = [...REFERENCE.teams.values()];
const football = clubs.find((c) => c.sport === 'football')!;
const basketball = clubs.find((c) => c.sport === 'basketball')!;

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  app = await buildApp({ db: t.db, hub, config, docsUi: false, plugins: extraPlugins });
  await app.ready();
  userId = (await insertUser(t.db, '13700000201', 'x', '关注球队的球迷'))!.id;
  token = await createSession(t.db, userId);
}, 180_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

async function follow(id: number, on: 0 | 1, auth = token) {
  const res = await app.inject({
    method: 'POST',
    url: DATABASE_PATHS.followTeam,
    headers: auth ? { accesstoken: auth } : {},
    payload: { id, follow: on },
  });
  return res.json<Envelope<DbTeamFollowState>>();
}

async function followed(auth = token) {
  const res = await app.inject({
    method: 'GET',
    url: DATABASE_PATHS.followedTeams,
    headers: auth ? { accesstoken: auth } : {},
  });
  return res.json<Envelope<DbFollowedTeam[]>>();
}

const rows = async () =>
  Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM team_follows WHERE user_id = ${userId}`.execute(t.db)).rows[0]!
      .n,
  );

test('follow, follow again, list with league, unfollow', async () => {
  expect(await follow(football.id, 1)).toEqual({ code: 200, msg: '已关注', data: { id: football.id, followed: true } });
  expect(await follow(football.id, 1)).toMatchObject({ code: 200, data: { followed: true } });
  expect(await rows()).toBe(1);
  expect(await follow(basketball.id, 1)).toMatchObject({ code: 200 });

  const list = (await followed()).data;
  // newest first, with the team's sport, name and league
  expect(list.map((x) => [x.id, x.sport, x.name])).toEqual([
    [basketball.id, 'basketball', basketball.name],
    [football.id, 'football', football.name],
  ]);
  expect(list[1]!.league.id).toBe(football.leagueId);
  expect(list[1]!.league.name).not.toBe(String(football.leagueId));

  expect(await follow(football.id, 0)).toEqual({
    code: 200,
    msg: '已取消关注',
    data: { id: football.id, followed: false },
  });
  expect((await followed()).data.map((x) => x.id)).toEqual([basketball.id]);
  // unfollowing what is not followed is no change either
  expect(await follow(football.id, 0)).toMatchObject({ code: 200, data: { followed: false } });
  expect(await rows()).toBe(1);
});

test('an unknown team, a bad id or no token is refused and writes nothing', async () => {
  const before = await rows();
  expect(await follow(1_999_999_999, 1)).toMatchObject({ code: ErrorCodes.NOT_FOUND, msg: '该球队不存在，无法关注' });
  expect((await follow(0, 1)).code).toBe(ErrorCodes.PARAM_INVALID);
  expect((await follow(football.id, 1, '')).code).toBe(ErrorCodes.NO_TOKEN);
  expect((await followed('')).code).toBe(ErrorCodes.NO_TOKEN);
  expect(await rows()).toBe(before);
});

test('the demo seed follows three teams through followTeam, once', async () => {
  const demo = (await insertUser(t.db, DEMO_USER.phone, 'x', DEMO_USER.nickName))!;
  await seedDemoTeamFollows(t.db);
  const list = await followedTeams(t.db, demo.id);
  expect(list.map((x) => x.sport).sort()).toEqual(['basketball', 'football', 'football']);
  await unfollowTeam(t.db, demo.id, list[0]!.id);
  await seedDemoTeamFollows(t.db);
  expect(await followedTeams(t.db, demo.id)).toHaveLength(2);
});
