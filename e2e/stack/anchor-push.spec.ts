/**
 * Issue 30 in the production topology: the stack's anchor (people.ts) makes a stream key through the
 * API their 主播 page uses and ffmpeg pushes a test pattern with the clock burned in to nginx's RTMP
 * module (deploy/nginx/rtmp.conf); nginx's on_publish asks a server, which relays the stream to
 * nginx's `hls` application under a random ingest key. Fans on both servers see the room: the
 * picture moves (its segments through the one origin), the cut shows 主播暂时离开 on both, a new
 * push brings the picture back; the anchor stops (下播) while still pushing and nginx drops the push
 * within seconds; the replay plays the recording of both pushes. An unknown key's publish fails, and
 * the key is in no URL a fan's page loads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Envelope } from '@kickoff/shared/contracts';
import { ROOM_AWAY_TEXT, VLIVE_PATHS, type RoomStream, type StreamKeyIssued } from '@kickoff/shared/contracts/vlive';
import { STACK_PORTS } from '@kickoff/ops/src/stack';
import { call, expectMoving, ffmpeg, latencyOf, openReplay, push, stopPush, type Push } from '../src/support/rtmp-push';
import { contexts, expect, onBothServers, test } from './fixtures';
import { login, people } from './people';

const pause = (ms: number) => new Promise<string>((r) => setTimeout(() => r('still pushing'), ms));

test('an anchor pushes RTMP to nginx: fans on both servers see it live, away on a cut, back, then the replay', async ({
  browser,
  stack,
}) => {
  test.skip(!ffmpeg, 'no ffmpeg to push with');
  test.skip(!stack.ingest, "nginx's RTMP module is not installed (apt-get install libnginx-mod-rtmp)");
  test.setTimeout(150_000);
  const { anchor, room } = people(stack);
  const token = await login(stack.url, anchor.phone);
  // the key, as the anchor's 主播 page gets it
  const issued = await call<StreamKeyIssued>(stack.url, VLIVE_PATHS.streamKey, token, { id: room });
  expect(issued.server).toBe(`rtmp://localhost:${STACK_PORTS.rtmp}/live`);
  const rtmp = stack.ingest!.rtmpUrl;
  /** the ingest folder each replica's live playlist plays (nginx names segments N.ts), straight from the replica */
  const folders = () =>
    Promise.all(
      stack.servers.map(async (s) => {
        const text = await (await fetch(`${s.url}${VLIVE_PATHS.hls(room)}/live.m3u8`)).text();
        return /^([0-9a-f]{16})\/\d+\.ts$/m.exec(text)?.[1] ?? '';
      }),
    );
  /** what each replica says of the room's video: its URL, or why there is none */
  const streams = () =>
    Promise.all(
      stack.servers.map(async (s) => {
        const json = (await (await fetch(`${s.url}${VLIVE_PATHS.stream}?id=${room}`)).json()) as Envelope<RoomStream>;
        return json.code === 200 ? json.data!.url : json.msg;
      }),
    );
  const pushes: Push[] = [];
  const [ctxA, ctxB] = await contexts(browser, 2);
  try {
    // an unknown key: nginx's on_publish is refused by the server, nginx drops the publisher
    const stranger = push(`${rtmp}/sk_${'0'.repeat(32)}`);
    pushes.push(stranger);
    let pushed = push(`${rtmp}/${issued.key}`);
    pushes.push(pushed);
    expect(await Promise.race([stranger.exited, pause(15_000)])).not.toBe(0);
    expect(await Promise.race([stranger.exited, pause(0)])).not.toBe('still pushing');

    // both replicas play the folder nginx writes (the callback reached one; the other reads the same room)
    await expect
      .poll(async () => {
        const [a, b] = await folders();
        return a === b ? a : `${a} ≠ ${b}`;
      })
      .toMatch(/^[0-9a-f]{16}$/);
    const [folder] = await folders();
    expect(readFileSync(path.join(stack.ingest!.dir, folder!, 'index.m3u8'), 'utf8')).toMatch(/^0\.ts$/m);

    // fans open the room, their sockets on different servers; every URL their pages load is kept
    const urls: string[] = [];
    const [pageA, pageB] = await onBothServers(
      stack,
      [ctxA!, ctxB!],
      `${stack.url}/vlive/detail/${room}`,
      async (p) => {
        await expect(p.getByLabel('直播画面')).toBeVisible();
      },
      (p) => p.on('request', (r) => urls.push(r.url())),
    );
    const video = pageA!.getByLabel('直播画面');
    await expectMoving(video, 30_000);
    const latency = await latencyOf(video, pushed);
    console.info(
      `stack anchor-push: latency ${latency === null ? 'unreadable' : `${latency} ms`} (ffmpeg's start included)`,
    );
    // the issue's 5 s is the bench's on a quiet machine; this one is shared, so only a broken path fails it
    if (latency !== null) expect(latency).toBeLessThan(10_000);
    // the segments came from nginx's folder, through the one origin
    const segment = new RegExp(`^${stack.url}/api/vlive/hls/${room}/${folder}/\\d+\\.ts`);
    expect(urls.some((u) => segment.test(u))).toBe(true);

    // the push is cut: fans on both servers see the anchor away, and both replicas say so
    await stopPush(pushed);
    for (const p of [pageA!, pageB!]) {
      await expect(p.getByRole('status').filter({ hasText: ROOM_AWAY_TEXT })).toBeVisible({ timeout: 15_000 });
    }
    expect(await streams()).toEqual([ROOM_AWAY_TEXT, ROOM_AWAY_TEXT]);

    // pushed again: the picture comes back by itself, on both
    pushed = push(`${rtmp}/${issued.key}`);
    pushes.push(pushed);
    for (const p of [pageA!, pageB!]) {
      await expect(p.getByRole('status').filter({ hasText: ROOM_AWAY_TEXT })).toBeHidden({ timeout: 20_000 });
    }
    await expectMoving(video, 20_000);
    const back = await latencyOf(video, pushed);
    console.info(`stack anchor-push: latency after the reconnect ${back === null ? 'unreadable' : `${back} ms`}`);
    expect(await folders()).not.toContain(folder);

    // the anchor ends the broadcast (下播) still pushing: nginx drops the push at its next on_update
    const stopped = Date.now();
    await call(stack.url, VLIVE_PATHS.stop, token, { id: room });
    expect(await Promise.race([pushed.exited, pause(8_000)])).not.toBe('still pushing');
    console.info(`stack anchor-push: the push was dropped ${Date.now() - stopped} ms after 下播`);
    // its replay is the recording of both pushes
    await ctxB!.close();
    await openReplay(pageA!, stack.url, room, anchor.nickName);
    await expectMoving(pageA!.getByLabel('回放画面'), 20_000);
    const replayId = new URL(pageA!.url()).searchParams.get('replay');
    const vod = await (await fetch(`${stack.url}${VLIVE_PATHS.hls(room)}/vod.m3u8?replay=${replayId}`)).text();
    expect(vod.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    const recorded = new Set(
      vod
        .split('\n')
        .filter((l) => l && !l.startsWith('#'))
        .map((l) => l.split('/')[0]),
    );
    expect(recorded.size).toBe(2);
    expect(recorded).toContain(folder);

    // the key is in no URL the fans' pages loaded
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.filter((u) => u.includes(issued.key))).toEqual([]);
  } finally {
    await Promise.all(pushes.map(stopPush));
    await Promise.all([ctxA!.close(), ctxB!.close()]);
    // the room back on air with its generated picture, and the key gone, for the specs after this one
    await call(stack.url, VLIVE_PATHS.revokeStreamKey, token, { id: room }).catch(() => undefined);
    await call(stack.url, VLIVE_PATHS.start, token, { id: room }).catch(() => undefined);
  }
});
