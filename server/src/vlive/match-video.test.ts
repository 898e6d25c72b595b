/**
 * A match's 视频 over real HTTP against the server process (seeded world, schedule every second): the
 * detail header's video call answers the room broadcasting the match with its page, and 20001
 * (暂无视频) for a covered match no room has; a bad id is refused.
 */
import { ErrorCodes, type FootballListMatch, type FootballMatchHeader } from '@kickoff/shared/contracts';
import { VLIVE_PATHS, type LiveRoom, type MatchVideo } from '@kickoff/shared/contracts/vlive';
import { client, type TestClient } from '../test-support/http';
import { startServer, type RunningServer } from '../test-support/server';
import { testDatabase, type TestDatabase } from '../test-support/db';
import { until } from '../test-support/until';

let server: RunningServer;
let database: TestDatabase;
let api: TestClient;

beforeAll(async () => {
  database = await testDatabase();
  // the first demo kick-off is covered on video: a live match gets its room at once, whatever the hour
  server = await startServer(39402, {
    ...database.env,
    VLIVE_SCHEDULE_MS: '1000',
    LIVE_SPEED: '20',
    LIVE_DEMO_EVERY_S: '60',
    LIVE_DEMO_FIRST_S: '1',
  });
  api = client(server.url);
}, 150_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

it('the header of a match on air in a room leads to that room', async () => {
  const room = await until(async () => {
    const rooms = await api.get<LiveRoom[]>(`${VLIVE_PATHS.rooms}?category=1`);
    return rooms.body.data.find((r) => r.matchId !== null && r.sport === 'football' && r.status === 'live');
  });
  const header = await api.get<FootballMatchHeader>(`/api/live/fb/match/live/navigation/${room.matchId}`);
  expect(header.body.data.video).toEqual({ url: `${VLIVE_PATHS.matchVideo}?id=${room.matchId}` });

  const video = await api.get<MatchVideo>(header.body.data.video!.url);
  expect(video.body).toMatchObject({ code: 200 });
  expect(video.body.data).toEqual({ roomId: room.id, status: 'live', path: `/vlive/detail/${room.id}` });
  // the page it names is the room's own
  const detail = await api.get<LiveRoom>(`${VLIVE_PATHS.room}?id=${video.body.data.roomId}`);
  expect(detail.body.data.matchId).toBe(room.matchId);
}, 60_000);

it('a covered match without a room answers 20001 暂无视频; a bad id is refused', async () => {
  // yesterday's matches were over before this server started: none of them ever had a room
  const yesterday = new Date(Date.now() + 8 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
  const results = await api.get<FootballListMatch[]>(`/api/live/football/match?tab=sg&date=${yesterday}`);
  const covered = results.body.data.find((m) => m.hasVideo);
  expect(covered).toBeDefined();
  const header = await api.get<FootballMatchHeader>(`/api/live/fb/match/live/navigation/${covered!.id}`);
  const none = await api.get<MatchVideo>(header.body.data.video!.url);
  expect(none.body).toEqual({ code: ErrorCodes.VIDEO_NONE, data: null, msg: '暂无视频' });

  // a match the engine does not know has no room either
  expect((await api.get(`${VLIVE_PATHS.matchVideo}?id=999999`)).body.code).toBe(ErrorCodes.VIDEO_NONE);
  for (const bad of ['0', '-3', 'x', '']) {
    const res = await api.get(`${VLIVE_PATHS.matchVideo}?id=${bad}`);
    expect(res.body.code).toBe(ErrorCodes.PARAM_INVALID);
  }
});
