/**
 * 关注 over real HTTP against the real server process: a fan follows and unfollows matches, the
 * list survives as the fan's own, visitors are told to log in, and bad input changes nothing.
 */
import { ErrorCodes, LIVE_FOLLOW_PATHS, LIVE_PATHS, PLATFORM, type NewsMatchCard } from '@kickoff/shared/contracts';
import { startServer, type RunningServer } from '../test-support/server';
import { testDatabase, type TestDatabase } from '../test-support/db';
import { SEEDED_FANS } from '../accounts/seeded-fans';
import { client, loginAs, type TestClient } from '../test-support/http';
import type { FollowItem } from './follow-routes';

let server: RunningServer;
let database: TestDatabase;
let api: TestClient;
let token: string;

beforeAll(async () => {
  database = await testDatabase();
  server = await startServer(39216, database.env);
  api = client(server.url);
  // a seeded fan who follows no match yet (the demo fan's fresh start follows two)
  token = (await loginAs(api, SEEDED_FANS[3].phone)).accessToken;
}, 150_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

test('a visitor is asked to log in and nothing is stored', async () => {
  const res = await api.postJson(LIVE_FOLLOW_PATHS.follow, { matchId: 1001, sport: 'football', follow: 1 });
  expect(res.body.code).toBe(ErrorCodes.NO_TOKEN);
  expect((await api.get(LIVE_FOLLOW_PATHS.list)).body.code).toBe(ErrorCodes.NO_TOKEN);
});

test('following, following again and unfollowing give the whole list back, newest first', async () => {
  const first = await api.postJson<FollowItem[]>(
    LIVE_FOLLOW_PATHS.follow,
    { matchId: 1001, sport: 'football', follow: 1 },
    token,
  );
  expect(first.body).toMatchObject({ code: 200, data: [{ matchId: 1001, sport: 'football' }] });

  await api.postJson(LIVE_FOLLOW_PATHS.follow, { matchId: 2002, sport: 'basketball', follow: 1 }, token);
  const again = await api.postJson<FollowItem[]>(
    LIVE_FOLLOW_PATHS.follow,
    { matchId: 1001, sport: 'football', follow: 1 },
    token,
  );
  expect(again.body.data).toHaveLength(2);
  expect(again.body.data).toContainEqual({ matchId: 2002, sport: 'basketball' });

  const list = await api.get<FollowItem[]>(LIVE_FOLLOW_PATHS.list, token);
  expect(list.body.data).toEqual(again.body.data);

  const after = await api.postJson<FollowItem[]>(
    LIVE_FOLLOW_PATHS.follow,
    { matchId: 1001, sport: 'football', follow: 0 },
    token,
  );
  expect(after.body.data).toEqual([{ matchId: 2002, sport: 'basketball' }]);
});

test('bad input is refused with PARAM_INVALID and the list is unchanged', async () => {
  const before = (await api.get<FollowItem[]>(LIVE_FOLLOW_PATHS.list, token)).body.data;
  for (const body of [
    { matchId: 'x', sport: 'football', follow: 1 },
    { matchId: 5, sport: 'tennis', follow: 1 },
    { matchId: 5, sport: 'football', follow: 2 },
  ]) {
    const res = await api.postJson(LIVE_FOLLOW_PATHS.follow, body, token);
    expect(res.body.code).toBe(ErrorCodes.PARAM_INVALID);
  }
  expect((await api.get<FollowItem[]>(LIVE_FOLLOW_PATHS.list, token)).body.data).toEqual(before);
});

test('我的赛事: the follows as match cards (teams, score, status), newest follow first; visitors log in', async () => {
  expect((await api.get(LIVE_FOLLOW_PATHS.matches)).body.code).toBe(ErrorCodes.NO_TOKEN);
  const fb = (await api.get<Array<{ id: number }>>(`${LIVE_PATHS.footballLive}?platform=${PLATFORM}`)).body.data[0]!.id;
  const bb = (await api.get<Array<{ id: number }>>(LIVE_PATHS.basketballMatches)).body.data[0]!.id;
  await api.postJson(LIVE_FOLLOW_PATHS.follow, { matchId: fb, sport: 'football', follow: 1 }, token);
  await api.postJson(LIVE_FOLLOW_PATHS.follow, { matchId: bb, sport: 'basketball', follow: 1 }, token);
  // a follow of a match the store does not hold is left out of the cards
  await api.postJson(LIVE_FOLLOW_PATHS.follow, { matchId: 987_654_321, sport: 'football', follow: 1 }, token);
  const cards = await api.get<NewsMatchCard[]>(LIVE_FOLLOW_PATHS.matches, token);
  expect(cards.body.data.map((c) => [c.id, c.sport])).toEqual([
    [bb, 'basketball'],
    [fb, 'football'],
  ]);
  for (const c of cards.body.data) {
    expect(c.home).not.toBe('');
    expect(c.away).not.toBe('');
    expect(c.sc).toHaveLength(2);
  }
});
