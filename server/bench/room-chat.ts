/**
 * Live-room chat fan-out: `--clients` sockets (default 2,000, held by child processes: socket-crowd.ts)
 * in one room, `--senders` fans (default 20: the 9 seeded accounts and fans registered through the
 * dev SMS outbox) each sending one line a second through `POST /chat/msg` for `--seconds`, on a
 * fixed clock, so the offered load is clients × senders deliveries/s. Prints deliveries/s (first
 * send → last line read) and send → received percentiles (the POST made here → the line read in a
 * child process, one clock).
 *   pnpm --filter @kickoff/server exec tsx bench/room-chat.ts [--clients 2000 --senders 20 --seconds 10 --processes 2]
 * Registering more than 10 fans waits a minute for the register budget of one address.
 */
import {
  SEEDED_PHONES,
  benchArgs,
  encryptPassword as encrypt,
  machineLoad,
  seededPassword,
  startBenchServer,
} from './bench-server';
import { openCrowd, percentile } from './socket-crowd';

const SEEDED = SEEDED_PHONES;

const args = benchArgs();
const clients = Number(args.get('clients') ?? 2000);
const senders = Number(args.get('senders') ?? 20);
const seconds = Number(args.get('seconds') ?? 10);
const processes = Number(args.get('processes') ?? 2);
const port = Number(args.get('port') ?? 39292);
const base = `http://127.0.0.1:${port}`;
const MARK = '"clientId":"b';
async function call<T>(path: string, body: Record<string, unknown>, token = '', form = false): Promise<T> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: {
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      ...(token ? { accessToken: token } : {}),
    },
    body: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.data;
}

async function tokens(n: number): Promise<string[]> {
  const out: string[] = [];
  for (const phone of SEEDED.slice(0, n)) {
    out.push(
      (
        await call<{ accessToken: string }>(
          '/user/login',
          { phone, password: encrypt(seededPassword(phone)) },
          '',
          true,
        )
      ).accessToken,
    );
  }
  for (let i = 0; out.length < n; i++) {
    if (i > 0 && i % 10 === 0) await new Promise((r) => setTimeout(r, 61_000));
    const phone = `136${String(10_000_000 + i)}`;
    await call('/inform/send/code', { phone, type: 'register' });
    const outbox = (await (await fetch(`${base}/dev/sms/outbox?phone=${phone}`)).json()) as {
      data: Array<{ text: string }>;
    };
    const code = /\d{6}/.exec(outbox.data[0]!.text)![0];
    const login = await call<{ accessToken: string }>(
      '/user/register',
      { phone, code, password: encrypt('bench-pass-1') },
      '',
      true,
    );
    out.push(login.accessToken);
  }
  return out;
}

const child = await startBenchServer(port);
try {
  const rooms = (await (await fetch(`${base}/api/vlive/rooms?category=0`)).json()) as { data: Array<{ id: number }> };
  const roomId = rooms.data[0]!.id;
  const senderTokens = await tokens(senders);
  const crowd = await openCrowd({ port, clients, topic: `room:${roomId}`, marker: MARK, processes });
  const loadBefore = machineLoad();
  const started = Date.now() + 100;
  let failed = 0;
  // the offered load on a fixed clock: sender s sends line i at s/senders + i seconds, whether or not
  // its previous line has been answered yet (fans do not wait for the server), spread over each second
  await Promise.all(
    senderTokens.flatMap((token, s) =>
      Array.from({ length: seconds }, async (_, i) => {
        await new Promise((r) => setTimeout(r, Math.max(0, started + (1000 / senders) * s + 1000 * i - Date.now())));
        const at = Date.now();
        await call('/chat/msg', { group: String(roomId), text: `第${i}条`, clientId: `b${at}x${s}-${i}` }, token).catch(
          () => (failed += 1),
        );
      }),
    ),
  );
  const expected = clients * (senders * seconds - failed);
  const { latencies, lastArrival } = await crowd.collect(expected);
  await crowd.close();
  const window = (lastArrival - started) / 1000;
  console.info(
    `room chat    ${clients} sockets (in ${processes} client processes), ${senders} senders × ${seconds} lines ` +
      `(1/s each, offered ${clients * senders} deliveries/s) = ${expected} deliveries, ${latencies.length} received, ` +
      `${failed} sends refused; load average ${loadBefore} → ${machineLoad()}`,
  );
  console.info(
    `             ${Math.round(latencies.length / window)} deliveries/s (first send → last frame read, ` +
      `${window.toFixed(2)} s); send → received p50 ${percentile(latencies, 50)} ms, ` +
      `p99 ${percentile(latencies, 99)} ms, max ${latencies.at(-1)} ms`,
  );
} finally {
  child.kill('SIGTERM');
}
