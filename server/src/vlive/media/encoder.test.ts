/** A closing encoder leaves nothing running and nothing half-written behind: a stopped server's folders can go. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Encoder } from './encoder';
import { findFfmpeg, findFonts } from './ffmpeg';

const ffmpeg = findFfmpeg();
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kickoff-encoder-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(20);
  }
}

(ffmpeg ? test : test.skip)(
  'closing during an encode stops ffmpeg, and removes its half-written folder',
  async () => {
    const encoder = new Encoder({ dir, ffmpeg, fonts: findFonts() });
    expect(encoder.request({ roomId: 1, title: '关闭中的直播间' })).toEqual({ state: 'pending' });
    const writing = () =>
      readdirSync(dir).some(
        (f) => f.includes('.tmp-') && readdirSync(path.join(dir, f)).some((s) => s.endsWith('.ts')),
      );
    await until(writing, 30_000);

    await encoder.close();
    expect(readdirSync(dir)).toEqual([]);
    // a killed ffmpeg writes nothing more, so the folder can be removed at once
    await sleep(500);
    expect(readdirSync(dir)).toEqual([]);
    expect(() => rmSync(dir, { recursive: true })).not.toThrow();
    expect(existsSync(dir)).toBe(false);
  },
  60_000,
);

test('a closed encoder takes no more work', async () => {
  const encoder = new Encoder({ dir, ffmpeg, fonts: findFonts() });
  await encoder.close();
  expect(encoder.request({ roomId: 2, title: '已关闭' })).toEqual({ state: 'none' });
  await encoder.idle();
  expect(readdirSync(dir)).toEqual([]);
});

test('an encoder starting removes the half-written folders of processes that are gone, not of live ones', () => {
  const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
  mkdirSync(path.join(dir, `0123456789abcdef.tmp-${gone}`));
  mkdirSync(path.join(dir, `0123456789abcdef.tmp-${process.pid}`));
  mkdirSync(path.join(dir, 'fedcba9876543210'));
  new Encoder({ dir, ffmpeg, fonts: findFonts() });
  expect(readdirSync(dir).sort()).toEqual(['0123456789abcdef.tmp-' + process.pid, 'fedcba9876543210']);
});
