/**
 * Encodes each room's picture once and keeps it on disk: a short loop of HLS segments (a moving test
 * pattern and a tone) with the room's name and a running clock burned in. Encodes run one at a time,
 * in the background, when a room is first asked for (or warmed after start) — never in the way of
 * the server starting. A loop lives in a folder named by a hash of what is drawn, so a renamed room
 * is encoded again and a finished folder never changes (its segments are cached for good).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HLS_SEGMENT_SECONDS } from '@kickoff/shared/contracts/vlive';
import type { Fonts } from './ffmpeg';
import type { Loop } from './playlist';

/** seconds in a loop (of HLS_SEGMENT_SECONDS segments) */
export const LOOP_SECONDS = 20;
/** bumped whenever the encoding changes (3: one-second segments), so cached loops are made again */
const ENCODE_VERSION = 3;
const DONE = 'done';

export interface EncoderOptions {
  dir: string;
  ffmpeg: string | null;
  fonts: Fonts;
  log?: { warn(obj: object, msg?: string): void };
}

export interface Picture {
  roomId: number;
  /** drawn at the top of the picture */
  title: string;
}

export type EncodeState = { state: 'ready'; loop: Loop; folder: string } | { state: 'pending' } | { state: 'none' };

/** Escapes a path for an ffmpeg filter argument. */
const filterPath = (p: string) => p.replace(/\\/g, '\\\\').replace(/:/g, '\\:').replace(/'/g, "\\'");

export function pictureKey(p: Picture, fonts: Fonts): string {
  return createHash('sha256')
    .update(JSON.stringify([ENCODE_VERSION, p.roomId, p.title, fonts.cjk, fonts.latin]))
    .digest('hex')
    .slice(0, 16);
}

/** The ffmpeg arguments for one loop, written into `out` (a fresh folder). */
function encodeArgs(p: Picture, fonts: Fonts, out: string): string[] {
  const hue = (p.roomId * 47) % 360;
  const filters = [`hue=h=${hue}`];
  if (fonts.latin) {
    const titleFile = path.join(out, 'title.txt');
    writeFileSync(titleFile, fonts.cjk ? p.title : `KICKOFF ROOM ${p.roomId}`);
    const box = 'box=1:boxcolor=black@0.55:boxborderw=10:fontcolor=white';
    const titleFont = filterPath(fonts.cjk ?? fonts.latin);
    filters.push(
      `drawtext=fontfile='${titleFont}':textfile='${filterPath(titleFile)}':x=24:y=24:fontsize=30:${box}`,
      `drawtext=fontfile='${filterPath(fonts.latin)}':text='%{pts\\:hms}':x=24:y=84:fontsize=30:${box}`,
    );
  }
  const gop = 25 * HLS_SEGMENT_SECONDS;
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=640x360:rate=25:duration=${LOOP_SECONDS}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${220 + (p.roomId % 8) * 55}:duration=${LOOP_SECONDS}`,
    '-vf',
    filters.join(','),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'baseline',
    '-pix_fmt',
    'yuv420p',
    '-b:v',
    '500k',
    '-maxrate',
    '500k',
    '-bufsize',
    '1000k',
    '-g',
    String(gop),
    '-keyint_min',
    String(gop),
    '-sc_threshold',
    '0',
    '-c:a',
    'aac',
    '-b:a',
    '48k',
    '-ac',
    '1',
    '-f',
    'hls',
    '-hls_time',
    String(HLS_SEGMENT_SECONDS),
    '-hls_list_size',
    '0',
    '-hls_segment_filename',
    path.join(out, 'seg%03d.ts'),
    path.join(out, 'index.m3u8'),
  ];
}

/** Runs ffmpeg; `started` is handed the child so that closing the encoder can stop it. */
function run(bin: string, args: string[], started: (child: ChildProcess) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    started(child);
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-2000)));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${err.trim()}`))));
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class Encoder {
  private readonly queue: Array<{ picture: Picture; key: string }> = [];
  private readonly pending = new Set<string>();
  private readonly failed = new Set<string>();
  private running = false;
  private closed = false;
  /** the ffmpeg encoding now, stopped on close so that it never outlives the server or writes into a removed folder */
  private child: ChildProcess | null = null;
  /** resolves when the queue is empty (tests) */
  private idleWaiters: Array<() => void> = [];

  constructor(private readonly opts: EncoderOptions) {
    mkdirSync(opts.dir, { recursive: true });
    // a process killed mid-encode leaves its folder behind; one whose process is gone is removed
    for (const name of readdirSync(opts.dir)) {
      const pid = Number(/\.tmp-(\d+)$/.exec(name)?.[1]);
      if (pid && !alive(pid)) rmSync(path.join(opts.dir, name), { recursive: true, force: true });
    }
  }

  get available(): boolean {
    return this.opts.ffmpeg !== null;
  }

  private folderOf(key: string): string {
    return path.join(this.opts.dir, key);
  }

  /** The loop of a finished folder. */
  private loopOf(folder: string): Loop {
    const segments = readdirSync(folder)
      .filter((f) => /^seg\d{3}\.ts$/.test(f))
      .sort();
    return { segments, segmentSeconds: HLS_SEGMENT_SECONDS };
  }

  /** The picture's loop when encoded; otherwise queues it (once) and says pending — or none without ffmpeg. */
  request(picture: Picture): EncodeState {
    const key = pictureKey(picture, this.opts.fonts);
    const folder = this.folderOf(key);
    if (existsSync(path.join(folder, DONE))) return { state: 'ready', loop: this.loopOf(folder), folder };
    if (!this.available || this.closed || this.failed.has(key)) return { state: 'none' };
    if (!this.pending.has(key)) {
      this.pending.add(key);
      this.queue.push({ picture, key });
      void this.drain();
    }
    return { state: 'pending' };
  }

  /** The folder of a finished loop by its key (for serving segments), or null. */
  folderByKey(key: string): string | null {
    if (!/^[0-9a-f]{16}$/.test(key)) return null;
    const folder = this.folderOf(key);
    return existsSync(path.join(folder, DONE)) ? folder : null;
  }

  idle(): Promise<void> {
    if (!this.running && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops: drops the queue, kills the encode under way and resolves once its half-written folder is gone. */
  async close(): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    this.child?.kill('SIGKILL');
    await this.idle();
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    while (!this.closed && this.queue.length > 0) {
      const { picture, key } = this.queue.shift()!;
      const folder = this.folderOf(key);
      const tmp = `${folder}.tmp-${process.pid}`;
      try {
        rmSync(tmp, { recursive: true, force: true });
        mkdirSync(tmp, { recursive: true });
        await run(this.opts.ffmpeg!, encodeArgs(picture, this.opts.fonts, tmp), (child) => (this.child = child));
        writeFileSync(path.join(tmp, DONE), new Date().toISOString());
        // another process sharing the folder may have finished the same picture first
        if (existsSync(path.join(folder, DONE))) rmSync(tmp, { recursive: true, force: true });
        else {
          rmSync(folder, { recursive: true, force: true });
          renameSync(tmp, folder);
        }
      } catch (err) {
        rmSync(tmp, { recursive: true, force: true });
        if (this.closed) break;
        this.failed.add(key);
        this.opts.log?.warn({ err: String(err), roomId: picture.roomId }, 'vlive: encoding a room picture failed');
      } finally {
        this.child = null;
        this.pending.delete(key);
      }
    }
    this.running = false;
    for (const w of this.idleWaiters.splice(0)) w();
  }
}
