/**
 * Anchors' RTMP streams in `npm start`: node-media-server takes OBS's publish on
 * rtmp://host:port/live/{stream key}; the key is checked before anything else happens (unknown,
 * revoked, or a room already on air from another stream: the connection is dropped). An accepted
 * stream is turned into HLS by one ffmpeg per stream — copied when it is H.264/AAC, re-encoded
 * (at most 720p) when not — in a fresh folder named by a random key (what fans' URLs carry; never
 * the stream key), with one-second segments as the generated rooms use. The room goes on air when
 * the first segment is written; when the stream stops, stalls or ffmpeg dies, ffmpeg is killed and
 * the room is told its signal is lost. No ffmpeg outlives its stream or `close()`. ffmpeg keeps every
 * segment and lists them all: the folder of a stream that went on air is kept when it stops, as its
 * broadcast's recording (../recordings.ts, which also removes it when it is old).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import NodeMediaServer, { type NmsSession } from 'node-media-server';
import nmsContext from 'node-media-server/src/core/context.js';
import nmsLogger from 'node-media-server/src/core/logger.js';
import { HLS_SEGMENT_SECONDS, RTMP_APP } from '@kickoff/shared/contracts/vlive';

/** FLV codec ids (node-media-server reports them as it finds the stream's headers) */
const H264 = 7;
const AAC = 10;
/** the playlist ffmpeg keeps in a stream's folder */
export const INGEST_PLAYLIST = 'index.m3u8';

export interface IngestEvents {
  /** the stream's first segment is written: the room plays `folderKey` */
  live(roomId: number, folderKey: string): Promise<void>;
  /** the stream that played `folderKey` stopped (disconnect, stall, refused input, ffmpeg gone) */
  lost(roomId: number, folderKey: string): Promise<void>;
}

export interface IngestOptions {
  /** 0: any free port */
  port: number;
  host: string;
  /** where stream folders are made */
  dir: string;
  ffmpeg: string;
  /** the room a stream key publishes to, or null (refused) */
  authorize(key: string): Promise<number | null>;
  events: IngestEvents;
  log?: { warn(obj: object, msg?: string): void; info(obj: object, msg?: string): void };
  /** a stream whose playlist has not changed this long is cut (default 8 s) */
  stallMs?: number;
  /** a stream that has shown no video this long after its publish is refused (default 10 s) */
  startMs?: number;
  /** a stream whose first segment is not made this long after ffmpeg starts is cut (default 20 s) */
  firstSegmentMs?: number;
}

interface Stream {
  roomId: number;
  folderKey: string;
  folder: string;
  session: NmsSession;
  child: ChildProcess | null;
  exited: Promise<void>;
  timer: NodeJS.Timeout | null;
  live: boolean;
  ended: boolean;
}

/** one node-media-server per process: its state (sessions, streams, events) is module-wide */
let running = false;

const loopback = (ip: string) => /^(::ffff:)?127\./.test(ip) || ip === '::1';

/** The ffmpeg arguments turning the stream at `input` into HLS in `folder`. */
function transmuxArgs(input: string, folder: string, videoCodec: number, audioCodec: number): string[] {
  const copyVideo = videoCodec === H264;
  const gop = String(25 * HLS_SEGMENT_SECONDS);
  const video = copyVideo
    ? ['-c:v', 'copy']
    : [
        '-vf',
        "scale='min(1280,iw)':-2",
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-tune',
        'zerolatency',
        '-pix_fmt',
        'yuv420p',
        '-r',
        '25',
        '-g',
        gop,
        '-keyint_min',
        gop,
        '-sc_threshold',
        '0',
      ];
  const audio = audioCodec === 0 ? ['-an'] : audioCodec === AAC ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-b:a', '96k'];
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-rw_timeout',
    '5000000',
    '-i',
    input,
    '-map',
    '0:v:0',
    ...(audioCodec === 0 ? [] : ['-map', '0:a:0?']),
    ...video,
    ...audio,
    '-f',
    'hls',
    '-hls_time',
    String(HLS_SEGMENT_SECONDS),
    // the whole stream stays, listed in full (0): the broadcast's recording; fans get its last segments
    '-hls_list_size',
    '0',
    '-hls_flags',
    'temp_file+program_date_time+independent_segments',
    '-hls_segment_filename',
    path.join(folder, 'seg%05d.ts'),
    path.join(folder, INGEST_PLAYLIST),
  ];
}

/** a publisher gone, ffmpeg reads the end of its input and writes the last (short) segment: this long at most */
const FLUSH_MS = 2_000;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export class Ingest {
  private nms: NodeMediaServer | null = null;
  private readonly streams = new Map<string, Stream>();
  /** publishes being checked, dropped on close */
  private readonly pending = new Set<NmsSession>();
  /** ffmpeg's reading session of each stream path */
  private readonly readers = new Map<string, NmsSession>();
  /** folders of streams that have made no segment yet: removed if they end so (or on close) */
  private readonly unused = new Set<string>();
  private closed = false;
  private port = 0;

  constructor(private readonly opts: IngestOptions) {}

  /** Starts listening; answers the port. */
  async start(): Promise<number> {
    if (running) throw new Error('vlive ingest: one RTMP server per process');
    running = true;
    mkdirSync(this.opts.dir, { recursive: true });
    // the listener is opened here, not by nms.run(), which would also start its HTTP admin, store and relays
    // its logger prints every session to stdout at 'debug' (set by its constructor); only its errors are wanted
    Object.defineProperty(nmsLogger, 'level', { get: () => 'error', set: () => undefined, configurable: true });
    this.nms = new NodeMediaServer({ bind: this.opts.host, rtmp: { port: 1 }, webadmin: { enable: false } });
    nmsContext.eventEmitter.on('postPublish', this.onPublish);
    nmsContext.eventEmitter.on('prePlay', this.onPlay);
    const server = this.nms.rtmpServer.tcpServer!;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.opts.port, this.opts.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    server.on('error', (err) => this.opts.log?.warn({ err: String(err) }, 'vlive ingest: RTMP listener error'));
    this.port = (server.address() as AddressInfo).port;
    return this.port;
  }

  /** Rooms with a stream coming in now. */
  liveRooms(): number[] {
    return [...this.streams.values()].filter((s) => !s.ended).map((s) => s.roomId);
  }

  /** Ends the room's stream (the anchor stopped, or the key was revoked): the publisher is dropped. */
  async cut(roomId: number): Promise<void> {
    for (const s of this.streams.values()) if (s.roomId === roomId) await this.end(s, 'cut');
  }

  /** Stops listening, drops every publisher, kills every ffmpeg (resolved once they are gone); recordings stay. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    nmsContext.eventEmitter.off('postPublish', this.onPublish);
    nmsContext.eventEmitter.off('prePlay', this.onPlay);
    for (const s of this.pending) s.socket?.destroy();
    await Promise.all([...this.streams.values()].map((s) => this.end(s, 'close', false)));
    await this.nms?.stop();
    for (const key of this.unused) rmSync(path.join(this.opts.dir, key), { recursive: true, force: true });
    this.unused.clear();
    running = false;
  }

  /** only ffmpeg on this machine may read a stream back (that is how it is transmuxed) */
  private readonly onPlay = (session: NmsSession) => {
    if (!loopback(session.ip)) session.socket?.destroy();
    else this.readers.set(session.streamPath, session);
  };

  private readonly onPublish = (session: NmsSession) => {
    void this.accept(session).catch((err: unknown) => {
      this.opts.log?.warn({ err: String(err) }, 'vlive ingest: a publish failed');
      session.socket?.destroy();
    });
  };

  private refuse(session: NmsSession, reason: string, roomId?: number): void {
    this.opts.log?.info({ roomId, ip: session.ip, reason }, 'vlive ingest: publish refused');
    session.socket?.destroy();
  }

  private async accept(session: NmsSession): Promise<void> {
    if (this.closed) {
      session.socket?.destroy();
      return;
    }
    this.pending.add(session);
    try {
      if (session.streamApp !== RTMP_APP) return this.refuse(session, 'wrong application');
      const roomId = await this.opts.authorize(session.streamName);
      if (roomId === null) return this.refuse(session, 'unknown or revoked stream key');
      const current = [...this.streams.values()].find((s) => s.roomId === roomId && !s.ended);
      if (current) return this.refuse(session, 'the room is already receiving a stream', roomId);
      // the codecs are known once the stream's first packets arrive
      const deadline = Date.now() + (this.opts.startMs ?? 10_000);
      while (!this.closed && session.videoCodec === 0 && Date.now() < deadline && !session.socket?.destroyed) {
        await sleep(50);
      }
      if (this.closed || session.socket?.destroyed) return;
      if (session.videoCodec === 0) return this.refuse(session, 'no video', roomId);
      await sleep(200); // audio's header follows the video's closely, when there is audio
      if (this.closed || session.socket?.destroyed) return;
      this.begin(session, roomId);
    } finally {
      this.pending.delete(session);
    }
  }

  private begin(session: NmsSession, roomId: number): void {
    const folderKey = randomBytes(8).toString('hex');
    const folder = path.join(this.opts.dir, folderKey);
    mkdirSync(folder, { recursive: true });
    this.unused.add(folderKey);
    const input = `rtmp://127.0.0.1:${this.port}${session.streamPath}`;
    const child = spawn(this.opts.ffmpeg, transmuxArgs(input, folder, session.videoCodec, session.audioCodec), {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr?.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-1000)));
    const stream: Stream = {
      roomId,
      folderKey,
      folder,
      session,
      child,
      exited: new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.once('error', () => resolve());
      }),
      timer: null,
      live: false,
      ended: false,
    };
    this.streams.set(folderKey, stream);
    child.once('error', () => void this.end(stream, 'ffmpeg could not start'));
    child.once('exit', (code) => {
      stream.child = null;
      if (!stream.ended) void this.end(stream, `ffmpeg exited ${code}: ${err.trim()}`);
    });
    session.socket?.once('close', () => void this.end(stream, 'publisher disconnected', true, FLUSH_MS));
    const started = Date.now();
    stream.timer = setInterval(() => void this.watch(stream, started), 250);
  }

  /** Goes live on the first segment; cuts a stream that never starts or stalls. */
  private async watch(stream: Stream, started: number): Promise<void> {
    if (stream.ended) return;
    const playlist = path.join(stream.folder, INGEST_PLAYLIST);
    const changed = existsSync(playlist) ? statSync(playlist).mtimeMs : 0;
    const now = Date.now();
    if (!stream.live) {
      if (changed) {
        stream.live = true;
        this.unused.delete(stream.folderKey);
        await this.tell('live', stream);
      } else if (now - started > (this.opts.firstSegmentMs ?? 20_000)) {
        await this.end(stream, 'no segment made');
      }
    } else if (now - changed > (this.opts.stallMs ?? 8_000)) {
      await this.end(stream, 'stalled');
    }
  }

  /** `flushMs`: how long ffmpeg may take to finish on its own (its input ended: it writes the last segment) */
  private async end(stream: Stream, reason: string, tell = true, flushMs = 0): Promise<void> {
    if (stream.ended) return stream.exited;
    stream.ended = true;
    if (stream.timer) clearInterval(stream.timer);
    stream.session.socket?.destroy();
    const reader = this.readers.get(stream.session.streamPath);
    this.readers.delete(stream.session.streamPath);
    if (flushMs > 0 && stream.child) {
      // ffmpeg's input ends: it writes what it has as the last segment, ends its playlist and exits
      reader?.socket?.destroy();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([stream.exited, new Promise<void>((r) => (timer = setTimeout(r, flushMs)))]);
      clearTimeout(timer);
    }
    stream.child?.kill('SIGKILL');
    await stream.exited;
    // listed until its ffmpeg is gone, so close() (which ends every listed stream) waits for an ending one too
    this.streams.delete(stream.folderKey);
    this.opts.log?.info({ roomId: stream.roomId, reason }, 'vlive ingest: stream stopped');
    // a stream that went on air is its broadcast's recording (removed with it, for its age);
    // one that never did is nothing
    if (!stream.live) {
      this.unused.delete(stream.folderKey);
      rmSync(stream.folder, { recursive: true, force: true });
    }
    if (tell && stream.live && !this.closed) await this.tell('lost', stream);
  }

  /** Hands a change to the rooms; a failure there (the database away) is logged, never thrown into a timer. */
  private async tell(event: keyof IngestEvents, stream: Stream): Promise<void> {
    try {
      await this.opts.events[event](stream.roomId, stream.folderKey);
    } catch (err) {
      this.opts.log?.warn(
        { err: String(err), roomId: stream.roomId, event },
        'vlive ingest: could not update the room',
      );
    }
  }
}
