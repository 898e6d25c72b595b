/**
 * The hub's outgoing pushes, coalesced per event-loop turn and written in time slices.
 *
 * Every push of a turn (an engine tick's list patch and goal alerts, the chat lines whose requests
 * finished together) is framed once and queued; at the end of the turn each subscriber gets ONE
 * write holding all of its frames, in publish order — the kernel's per-socket write, not our
 * JSON, is what a fan-out to 10,000 sockets costs. Sockets subscribed to the same pushes share one
 * buffer. The writes go out in slices of about `sliceMs`, yielding to the event loop in between,
 * so HTTP requests and incoming socket messages are not stuck behind a long fan-out; pushes made
 * meanwhile wait for the next batch, so no socket ever sees them out of order.
 */
import { textFrame } from './text-frame';

/** One socket's part: `frame` is its share of the batch, `payloads` the same messages unframed. */
type WriteTarget<C> = (client: C, frame: Buffer, payloads: readonly Buffer[]) => void;

export interface PushQueueOptions<C> {
  /** the current subscribers of a topic (read when the batch is written, not when it was queued) */
  subscribers: (topic: string) => Iterable<C> | undefined;
  write: WriteTarget<C>;
  /** how long one slice of writes may hold the event loop before yielding (ms) */
  sliceMs?: number;
}

export interface PushQueue {
  /** Queues `text` for the subscribers of `topic`; written at the end of this turn. */
  push(topic: string, text: string): void;
  /** Writes everything queued at once, without yielding (shutdown). */
  flushNow(): void;
  /** Resolves when nothing is queued or being written. */
  idle(): Promise<void>;
}

interface Queued {
  topic: string;
  payload: Buffer;
  frame: Buffer;
}

const CHECK_CLOCK_EVERY = 64;

export function createPushQueue<C>(opts: PushQueueOptions<C>): PushQueue {
  const sliceMs = opts.sliceMs ?? 8;
  let queued: Queued[] = [];
  let running = false;
  let waiters: Array<() => void> = [];

  /** Who gets what: each target socket with its frames (shared buffers where the mix is the same). */
  function plan(batch: Queued[]): Array<[C, Buffer, readonly Buffer[]]> {
    const [first] = batch;
    if (first && batch.every((q) => q.topic === first.topic)) {
      // one topic (an engine tick's list patch and goal alerts, a room's lines): one buffer for all
      const out: Array<[C, Buffer, readonly Buffer[]]> = [];
      const frame = batch.length === 1 ? first.frame : Buffer.concat(batch.map((q) => q.frame));
      const payloads = batch.map((q) => q.payload);
      for (const client of opts.subscribers(first.topic) ?? []) out.push([client, frame, payloads]);
      return out;
    }
    const picks = new Map<C, number[]>();
    batch.forEach((item, i) => {
      for (const client of opts.subscribers(item.topic) ?? []) {
        const list = picks.get(client);
        if (list) list.push(i);
        else picks.set(client, [i]);
      }
    });
    const shared = new Map<string, [Buffer, Buffer[]]>();
    const out: Array<[C, Buffer, readonly Buffer[]]> = [];
    for (const [client, indexes] of picks) {
      const key = indexes.join(',');
      let mix = shared.get(key);
      if (!mix) {
        const items = indexes.map((i) => batch[i] as Queued);
        mix = [Buffer.concat(items.map((q) => q.frame)), items.map((q) => q.payload)];
        shared.set(key, mix);
      }
      out.push([client, mix[0], mix[1]]);
    }
    return out;
  }

  function takeBatch(): Array<[C, Buffer, readonly Buffer[]]> {
    const batch = queued;
    queued = [];
    return plan(batch);
  }

  async function run(): Promise<void> {
    while (queued.length) {
      const targets = takeBatch();
      let started = performance.now();
      for (let i = 0; i < targets.length; i++) {
        const [client, frame, payloads] = targets[i] as [C, Buffer, readonly Buffer[]];
        opts.write(client, frame, payloads);
        if (i % CHECK_CLOCK_EVERY === CHECK_CLOCK_EVERY - 1 && performance.now() - started >= sliceMs) {
          await new Promise<void>((resolve) => setImmediate(resolve));
          started = performance.now();
        }
      }
    }
    running = false;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  }

  function start(): void {
    if (running) return;
    running = true;
    // the end of this turn: whatever else is published before then rides in the same writes
    setImmediate(() => void run());
  }

  return {
    push(topic, text) {
      const payload = Buffer.from(text, 'utf8');
      queued.push({ topic, payload, frame: textFrame(payload) });
      start();
    },
    flushNow() {
      for (const [client, frame, payloads] of takeBatch()) opts.write(client, frame, payloads);
    },
    idle() {
      if (!running && !queued.length) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}
