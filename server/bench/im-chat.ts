/**
 * Private and group chat on one server process (the app, its hub and the database in this process:
 * in-memory PGlite, or PostgreSQL with DATABASE_URL):
 *  - `--users` (default 2,000) fans online, each with an identified socket, chatting in pairs: each
 *    sends one private message through `POST /imapi/chat/send` every `--every` seconds (default 30,
 *    so ≈ 67 messages/s for 2,000) for `--seconds` (default 30). Prints send → received percentiles
 *    (the POST made → the push handled by the partner's socket).
 *  - a group of `--group` (default 500) members, all online: `--groupMessages` (default 20) lines,
 *    one every 100 ms; prints deliveries/s (pushes handled by the members' sockets per second, first
 *    send to last delivery).
 *   pnpm --filter @kickoff/server exec tsx bench/im-chat.ts [--users 2000 --every 30 --seconds 30]
 */
import WebSocket from 'ws';
import { IM_PATHS, MessageCodes } from '@kickoff/shared/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createHub } from '../src/realtime/hub';
import { openDb } from '../src/db/index';
import { createSession, userIdByToken } from '../src/auth/sessions';
import { insertUser } from '../src/accounts/signup';
import { openPrivate } from '../src/messaging/conversations';
import { createGroup } from '../src/messaging/groups';
import { answerInvite, myInvites } from '../src/messaging/group-joins';
import { imDb } from '../src/messaging/tables';
import { benchArgs } from './bench-server';

const args = benchArgs();
const users = Number(args.get('users') ?? 2000);
const every = Number(args.get('every') ?? 30);
const seconds = Number(args.get('seconds') ?? 30);
const groupSize = Number(args.get('group') ?? 500);
const groupMessages = Number(args.get('groupMessages') ?? 20);
const port = Number(args.get('port') ?? 39970);
const MARK = '"clientId":"b';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const config = {
  ...loadConfig({
    NODE_ENV: 'test',
    RATE_LIMIT_MAX: '100000000',
    RATE_LIMIT_HOT_MAX: '100000000',
    WS_MAX_PER_IP: '100000',
    IDLE_DROP_MS: '600000',
  }),
  dataDir: ':memory:',
};
const t = await openDb(config);
const hub = createHub({
  allowedOrigins: config.allowedOrigins,
  resolveUser: (token) => userIdByToken(t.db, token),
  idleDropMs: config.idleDropMs,
  limits: { maxPerIp: config.wsMaxPerIp, maxPerUser: config.wsMaxPerUser },
});
const app = await buildApp({ db: t.db, hub, config, docsUi: false });
const base = await app.listen({ port, host: '127.0.0.1' });

try {
  const fans: Array<{ id: number; token: string }> = [];
  for (let i = 0; i < users; i++) {
    const id = (await insertUser(t.db, `135${String(i).padStart(8, '0')}`, 'x', `压测球迷${i}`))!.id;
    fans.push({ id, token: await createSession(t.db, id) });
  }
  const pairs: number[] = [];
  for (let i = 0; i + 1 < users; i += 2) pairs.push(await openPrivate(t.db, fans[i]!.id, fans[i + 1]!.id));

  const latencies: number[] = [];
  let groupDelivered = 0;
  let lastDelivery = 0;
  const sockets: WebSocket[] = [];
  for (let i = 0; i < users; i += 250) {
    const batch = await Promise.all(
      fans.slice(i, i + 250).map(
        (fan) =>
          new Promise<WebSocket>((resolve, reject) => {
            const ws = new WebSocket(`${base.replace('http', 'ws')}/imserver`);
            ws.on('message', (raw: Buffer) => {
              const text = raw.toString();
              const at = text.indexOf(MARK);
              if (at >= 0) {
                const sentAt = Number(text.slice(at + MARK.length, text.indexOf('x', at)));
                if (text.includes('"kind":"text"') && text.includes(`"code":${MessageCodes.GROUP_CHAT}`)) {
                  groupDelivered += 1;
                  lastDelivery = Date.now();
                } else if (!text.includes(`"fromId":${fan.id},`)) latencies.push(Date.now() - sentAt);
                return;
              }
              if (text.includes(`"code":${MessageCodes.IDENTIFIED}`)) resolve(ws);
            });
            ws.once('open', () => ws.send(JSON.stringify({ t: 'auth', token: fan.token })));
            ws.once('error', reject);
          }),
      ),
    );
    sockets.push(...batch);
  }

  const send = async (fan: { token: string }, conversationId: number, clientId: string, text: string) => {
    try {
      const res = await fetch(base + IM_PATHS.send, {
        method: 'POST',
        headers: { accessToken: fan.token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ conversationId, text, clientId }),
      });
      return ((await res.json()) as { code: number }).code === 200;
    } catch {
      return false; // the server did not take the connection in time: counted as refused
    }
  };

  // private: everyone speaks once per `every` seconds, spread evenly
  let failed = 0;
  let sent = 0;
  const started = Date.now();
  await Promise.all(
    fans.map(async (fan, i) => {
      await new Promise((r) => setTimeout(r, ((every * 1000) / users) * i));
      for (let k = 0; k * every < seconds; k++) {
        const at = Date.now();
        sent += 1;
        if (!(await send(fan, pairs[Math.floor(i / 2)]!, `b${at}x${i}-${k}`, `第${k}条`))) failed += 1;
        if ((k + 1) * every < seconds)
          await new Promise((r) => setTimeout(r, Math.max(0, at + every * 1000 - Date.now())));
      }
    }),
  );
  await new Promise((r) => setTimeout(r, 1000));
  const wall = (Date.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  console.info(
    `private chat: ${users} online in ${pairs.length} pairs, ${sent} messages in ${wall.toFixed(1)} s ` +
      `(${(sent / wall).toFixed(0)}/s), ${failed} refused, ${sorted.length} received`,
  );
  console.info(
    `  send → received: p50 ${pct(sorted, 50)} ms, p95 ${pct(sorted, 95)} ms, p99 ${pct(sorted, 99)} ms, ` +
      `max ${sorted.at(-1) ?? 0} ms`,
  );

  // group: the owner follows the first `groupSize - 1` fans, makes the group, members speak in turn
  const owner = fans[0]!;
  const invited = fans.slice(1, groupSize).map((f) => f.id);
  await imDb(t.db)
    .insertInto('im_follows')
    .values(invited.map((id) => ({ follower_id: owner.id, followee_id: id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const gid = await createGroup(t.db, null, owner.id, '压测大群', invited);
  // each invitee accepts, as the invitation list's 接受 does
  for (const f of fans.slice(1, groupSize)) {
    const invite = (await myInvites(t.db, f.id)).find((i) => i.conversationId === gid);
    if (invite) await answerInvite(t.db, null, f.id, invite.inviteId, true);
  }
  const gStart = Date.now();
  for (let k = 0; k < groupMessages; k++) {
    const at = Date.now();
    const who = fans[k % groupSize]!;
    if (!(await send(who, gid, `b${at}x${k}g`, `群消息${k}`))) failed += 1;
    await new Promise((r) => setTimeout(r, Math.max(0, at + 100 - Date.now())));
  }
  const expected = groupMessages * groupSize;
  const deadline = Date.now() + 30_000;
  while (groupDelivered < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const gWall = (lastDelivery - gStart) / 1000;
  console.info(
    `group chat: ${groupSize} members online, ${groupMessages} messages → ${groupDelivered}/${expected} deliveries ` +
      `in ${gWall.toFixed(2)} s = ${(groupDelivered / gWall).toFixed(0)} deliveries/s`,
  );
  for (const ws of sockets) ws.terminate();
} finally {
  await app.close();
  await t.db.destroy();
}
