/**
 * Private and group chat over real HTTP and a real socket: a message reaches the other person live
 * with their unread total, reading clears it, a resend is stored once, history pages back and
 * refills a gap, blocks stop messages both ways, the budget, length limit and word filter hold, and
 * group roles are enforced by the server with a system line for each change.
 */
import {
  ErrorCodes,
  IM_PATHS,
  MessageCodes,
  type ImChatList,
  type ImConversationInfo,
  type ImGroupInvite,
  type ImHistory,
  type ImMessage,
  type ImPush,
  type ImUnread,
  type ServerMessage,
} from '@kickoff/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub, type Hub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { connect, type WsProbe } from '../test-support/ws';
import { insertUser } from '../accounts/signup';
import { createSession, userIdByToken } from '../auth/sessions';
import { imDb } from './tables';
import { callApi, dataOf } from '../test-support/http';

let t: OpenTestDb;
let app: FastifyInstance;
let hub: Hub;
let base: string;
type Fan = { id: number; token: string };
let a: Fan, b: Fan, c: Fan, d: Fan;
let n = 0;

const call = <T>(path: string, who: Fan | null, body?: unknown) =>
  callApi<T>(base, body === undefined ? 'GET' : 'POST', path, { token: who?.token, body });
const data = <T>(path: string, who: Fan, body?: unknown) => dataOf(path, call<T>(path, who, body));
const send = (who: Fan, conversationId: number, text: string, extra: object = {}) =>
  call<ImMessage>(IM_PATHS.send, who, { conversationId, text, clientId: `c${Date.now()}x${(n += 1)}`, ...extra });

async function account(phone: string): Promise<Fan> {
  const id = (await insertUser(t.db, phone, 'x', `球迷${phone.slice(-4)}`))!.id;
  return { id, token: await createSession(t.db, id) };
}

async function socketOf(fan: Fan): Promise<WsProbe> {
  const ws = await connect(`${base.replace('http', 'ws')}/imserver`);
  ws.sendJson({ t: 'auth', token: fan.token });
  await ws.next((m) => typeof m === 'object' && m.code === MessageCodes.IDENTIFIED);
  return ws;
}

/** lets the send budget (10 per 10 s) start afresh without waiting */
async function forgetRecentSends() {
  await imDb(t.db)
    .updateTable('im_messages')
    .set({ created_at: new Date(Date.now() - 60_000) })
    .execute();
}

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: ':memory:' };
  hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: (token) => userIdByToken(t.db, token) });
  app = await buildApp({ db: t.db, hub, config, docsUi: false });
  base = await app.listen({ port: 39600, host: '127.0.0.1' });
  const fans = await Promise.all(['13600000001', '13600000002', '13600000003', '13600000004'].map(account));
  [a, b, c, d] = fans as [Fan, Fan, Fan, Fan];
}, 60_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

afterEach(forgetRecentSends);

describe('private chat', () => {
  let cid: number;

  test('a message reaches the other person live with their unread total; reading clears it', async () => {
    cid = (await data<{ conversationId: number }>(IM_PATHS.open, a, { userId: b.id })).conversationId;
    expect((await data<{ conversationId: number }>(IM_PATHS.open, b, { userId: a.id })).conversationId).toBe(cid);
    const before = await data<ImUnread>(IM_PATHS.unread, b);
    const wsB = await socketOf(b);
    const wsA = await socketOf(a);

    const sent = await send(a, cid, '  今晚一起看球？ ');
    expect(sent.data).toMatchObject({ seq: 1, fromId: a.id, text: '今晚一起看球？', kind: 'text', recalled: false });
    const push = (await wsB.next(
      (m) => typeof m === 'object' && m.code === MessageCodes.PRIVATE_CHAT,
    )) as ServerMessage<ImPush>;
    expect(push.topic).toBe(`user:${b.id}`);
    expect(push.data).toMatchObject({
      type: 'message',
      message: { seq: 1, text: '今晚一起看球？' },
      unread: before.total + 1,
    });

    const list = await data<ImChatList>(IM_PATHS.chatList, b);
    expect(list.list[0]).toMatchObject({
      conversationId: cid,
      kind: 'private',
      name: '球迷0001',
      messageStatus: 1,
      count: 1,
      lastText: '今晚一起看球？',
    });
    expect(list.unread.chats).toBe(1);

    const read = await data<{ unread: ImUnread }>(IM_PATHS.read, b, { conversationId: cid, seq: 1 });
    expect(read.unread.chats).toBe(0);
    // the sender learns it was read
    const receipt = (await wsA.next(
      (m) => typeof m === 'object' && (m.data as ImPush)?.type === 'read',
    )) as ServerMessage<ImPush>;
    expect(receipt.data).toMatchObject({ type: 'read', conversationId: cid, userId: b.id, seq: 1 });
    expect((await data<ImConversationInfo>(`${IM_PATHS.info}?conversationId=${cid}`, a)).peerReadSeq).toBe(1);
    expect((await data<ImChatList>(IM_PATHS.chatList, b)).list[0]).toMatchObject({ messageStatus: 0, count: 0 });
    wsA.close();
    wsB.close();
  });

  test('delivered (已送达) once the receiver’s client took it (push acknowledged, history, list), then read', async () => {
    const cac = (await data<{ conversationId: number }>(IM_PATHS.open, a, { userId: c.id })).conversationId;
    const wsA = await socketOf(a);
    const state = async () => {
      const info = await data<ImConversationInfo>(`${IM_PATHS.info}?conversationId=${cac}`, a);
      return [info.peerDeliveredSeq, info.peerReadSeq];
    };
    await send(a, cac, '在吗');
    expect(await state()).toEqual([0, 0]);
    // c's page took the push and acknowledged it: a is told at once
    expect((await call(IM_PATHS.delivered, c, { conversationId: cac, seq: 1 })).code).toBe(200);
    const told = (await wsA.next(
      (m) => typeof m === 'object' && (m.data as ImPush)?.type === 'delivered',
    )) as ServerMessage<ImPush>;
    expect(told.data).toMatchObject({ type: 'delivered', conversationId: cac, userId: c.id, seq: 1 });
    expect(await state()).toEqual([1, 0]);
    // offline while two more came: the history page c loads delivers them
    await send(a, cac, '今晚看球');
    await send(a, cac, '八点');
    await data<ImHistory>(`${IM_PATHS.history}?conversationId=${cac}&size=20`, c);
    expect(await state()).toEqual([3, 0]);
    // the conversation list delivers every last message
    await send(a, cac, '回我');
    await data<ImChatList>(IM_PATHS.chatList, c);
    expect(await state()).toEqual([4, 0]);
    // never past the last message, never backwards; a stranger cannot acknowledge
    await call(IM_PATHS.delivered, c, { conversationId: cac, seq: 99 });
    await call(IM_PATHS.delivered, c, { conversationId: cac, seq: 1 });
    expect(await state()).toEqual([4, 0]);
    expect((await call(IM_PATHS.delivered, d, { conversationId: cac, seq: 1 })).code).toBe(ErrorCodes.NOT_FOUND);
    expect((await call(IM_PATHS.delivered, c, { conversationId: cac, seq: -1 })).code).toBe(ErrorCodes.PARAM_INVALID);
    await data(IM_PATHS.read, c, { conversationId: cac, seq: 4 });
    expect(await state()).toEqual([4, 4]);
    wsA.close();
  });

  test('a resend with the same client id is stored once', async () => {
    const body = { conversationId: cid, text: '重发测试', clientId: 'resend-0001' };
    const [one, two] = await Promise.all([
      call<ImMessage>(IM_PATHS.send, a, body),
      call<ImMessage>(IM_PATHS.send, a, body),
    ]);
    expect(one.data.id).toBe(two.data.id);
    const again = await call<ImMessage>(IM_PATHS.send, a, body);
    expect(again.data.seq).toBe(one.data.seq);
    const rows = await imDb(t.db)
      .selectFrom('im_messages')
      .select('id')
      .where('client_id', '=', 'resend-0001')
      .execute();
    expect(rows).toHaveLength(1);
  });

  test('history pages back and refills a gap, in seq order; replies quote; recall within 2 minutes', async () => {
    for (let i = 0; i < 5; i += 1) expect((await send(b, cid, `第${i}条`)).code).toBe(200);
    const last = await data<ImHistory>(`${IM_PATHS.history}?conversationId=${cid}&size=3`, a);
    expect(last.list.map((m) => m.seq)).toEqual([5, 6, 7]);
    expect(last.more).toBe(true);
    const older = await data<ImHistory>(`${IM_PATHS.history}?conversationId=${cid}&size=10&before=5`, a);
    expect(older.list.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(older.more).toBe(false);
    const gap = await data<ImHistory>(`${IM_PATHS.history}?conversationId=${cid}&after=4`, a);
    expect(gap.list.map((m) => m.seq)).toEqual([5, 6, 7]);

    const reply = await send(a, cid, '好的', { replyToSeq: 7 });
    expect(reply.data.replyTo).toEqual({ seq: 7, fromName: '球迷0002', text: '第4条' });
    expect((await send(a, cid, 'x', { replyToSeq: 999 })).code).toBe(ErrorCodes.PARAM_INVALID);

    expect((await call(IM_PATHS.recall, b, { conversationId: cid, seq: reply.data.seq })).code).toBe(
      ErrorCodes.FORBIDDEN,
    );
    const recalled = await call<ImMessage>(IM_PATHS.recall, a, { conversationId: cid, seq: reply.data.seq });
    expect(recalled.data).toMatchObject({ recalled: true, text: '' });
    await imDb(t.db)
      .updateTable('im_messages')
      .set({ created_at: new Date(Date.now() - 3 * 60_000) })
      .where('seq', '=', 7)
      .where('conversation_id', '=', cid)
      .execute();
    expect((await call(IM_PATHS.recall, b, { conversationId: cid, seq: 7 })).msg).toContain('2 分钟');
  });

  test('bad text, the send budget and the word filter', async () => {
    expect((await send(a, cid, '   ')).code).toBe(ErrorCodes.PARAM_INVALID);
    expect((await send(a, cid, '球'.repeat(2001))).code).toBe(ErrorCodes.PARAM_INVALID);
    expect((await send(a, cid, '球'.repeat(2000))).code).toBe(200);
    expect((await send(a, cid, '你个傻逼')).data.text).toBe('你个＊＊');
    const lastSeq = (await data<ImConversationInfo>(`${IM_PATHS.info}?conversationId=${cid}`, a)).lastSeq;
    const codes: Array<string | number> = [];
    for (let i = 0; i < 10; i += 1) codes.push((await send(a, cid, `刷屏${i}`)).code);
    expect(codes.filter((x) => x === 200)).toHaveLength(8);
    expect(codes.at(-1)).toBe(ErrorCodes.RATE_LIMITED);
    // refused sends took no seq: the order stays without holes
    const info = await data<ImConversationInfo>(`${IM_PATHS.info}?conversationId=${cid}`, a);
    expect(info.lastSeq).toBe(lastSeq + 8);
  });

  test('blocking stops messages both ways, and lifting it lets them through', async () => {
    await data(IM_PATHS.block, b, { userId: a.id, on: true });
    expect((await send(a, cid, '在吗')).msg).toBe('对方已拒收你的消息');
    expect((await send(b, cid, '在吗')).msg).toContain('你已将对方拉黑');
    await data(IM_PATHS.block, b, { userId: a.id, on: false });
    expect((await send(a, cid, '在吗')).code).toBe(200);
  });

  test('strangers, visitors and bad ids', async () => {
    expect((await send(c, cid, '偷看')).code).toBe(ErrorCodes.NOT_FOUND);
    expect((await call(`${IM_PATHS.history}?conversationId=${cid}`, c)).code).toBe(ErrorCodes.NOT_FOUND);
    expect((await call(IM_PATHS.chatList, null)).code).toBe(ErrorCodes.NO_TOKEN);
    expect((await call(IM_PATHS.open, a, { userId: 99_999 })).code).toBe(ErrorCodes.NOT_FOUND);
    expect((await call(IM_PATHS.send, a, { conversationId: cid, text: 'x', clientId: 'bad id!' })).code).toBe(
      ErrorCodes.PARAM_INVALID,
    );
  });

  test('pin, 免打扰 (left out of the badge) and delete (back with the next message)', async () => {
    await data(IM_PATHS.readAll, b, {});
    await send(a, cid, '未读一条');
    await data(IM_PATHS.settings, b, { conversationId: cid, pinned: true, quiet: true });
    expect((await data<ImUnread>(IM_PATHS.unread, b)).chats).toBe(0);
    expect((await data<ImChatList>(IM_PATHS.chatList, b)).list[0]).toMatchObject({
      pinned: true,
      quiet: true,
      count: 1,
    });
    await data(IM_PATHS.settings, b, { conversationId: cid, quiet: false });
    await data(IM_PATHS.remove, b, { conversationId: cid });
    expect((await data<ImChatList>(IM_PATHS.chatList, b)).list.find((x) => x.conversationId === cid)).toBeUndefined();
    await send(a, cid, '又来了');
    expect((await data<ImChatList>(IM_PATHS.chatList, b)).list.find((x) => x.conversationId === cid)).toMatchObject({
      count: 1,
    });
  });
});

describe('groups', () => {
  let gid: number;

  test('members come from people I follow; the group starts with a system line', async () => {
    expect((await call(IM_PATHS.groupCreate, a, { name: '周末球局', memberIds: [b.id, c.id] })).code).toBe(
      ErrorCodes.FORBIDDEN,
    );
    await data(IM_PATHS.follow, a, { userId: b.id, on: true });
    await data(IM_PATHS.follow, a, { userId: c.id, on: true });
    await data(IM_PATHS.follow, b, { userId: a.id, on: true });
    const fans = await data<Array<{ id: number; followsMe: boolean; following: boolean }>>(IM_PATHS.attention, a);
    expect(fans.find((f) => f.id === b.id)).toMatchObject({ following: true, followsMe: true });
    expect(fans.find((f) => f.id === c.id)).toMatchObject({ following: true, followsMe: false });

    const wsC = await socketOf(c);
    gid = (
      await data<{ conversationId: number }>(IM_PATHS.groupCreate, a, { name: '周末球局', memberIds: [b.id, c.id] })
    ).conversationId;
    // an invitee is told by a notice, and is a member once they accept
    const invited = (await wsC.next(
      (m) => typeof m === 'object' && m.code === MessageCodes.SYSTEM_NOTICE,
    )) as ServerMessage<{ kind: string; body: string }>;
    expect(invited.data).toMatchObject({ kind: 'group', body: '球迷0001 邀请你加入群聊「周末球局」' });
    for (const fan of [b, c]) {
      const [invite] = await data<ImGroupInvite[]>(IM_PATHS.groupInvites, fan);
      await data(IM_PATHS.groupAnswer, fan, { inviteId: invite!.inviteId, accept: true });
    }
    wsC.close();
    const info = await data<ImConversationInfo>(`${IM_PATHS.info}?conversationId=${gid}`, c);
    expect(info.members.map((m) => [m.userId, m.role])).toEqual([
      [a.id, 'owner'],
      [b.id, 'member'],
      [c.id, 'member'],
    ]);
    const lines = (await data<ImHistory>(`${IM_PATHS.history}?conversationId=${gid}`, a)).list.map((m) => m.text);
    expect(lines).toEqual([
      '球迷0001 创建了群聊「周末球局」，邀请了 球迷0002、球迷0003',
      '球迷0001 邀请 球迷0002 加入了群聊',
      '球迷0001 邀请 球迷0003 加入了群聊',
    ]);
  });

  test('an admin mutes a member, whose send is then refused; a member may not mute', async () => {
    expect((await call(IM_PATHS.groupMute, c, { conversationId: gid, userId: b.id, minutes: 10 })).code).toBe(
      ErrorCodes.FORBIDDEN,
    );
    expect((await call(IM_PATHS.groupRole, b, { conversationId: gid, userId: c.id, role: 'admin' })).code).toBe(
      ErrorCodes.FORBIDDEN,
    );
    await data(IM_PATHS.groupRole, a, { conversationId: gid, userId: b.id, role: 'admin' });
    await data(IM_PATHS.groupMute, b, { conversationId: gid, userId: c.id, minutes: 10 });
    expect((await call(IM_PATHS.groupMute, b, { conversationId: gid, userId: a.id, minutes: 10 })).code).toBe(
      ErrorCodes.FORBIDDEN,
    );
    const refused = await send(c, gid, '我要说话');
    expect(refused).toMatchObject({ code: ErrorCodes.FORBIDDEN, msg: '你已被禁言，暂时不能发言' });
    await data(IM_PATHS.groupMute, b, { conversationId: gid, userId: c.id, minutes: 0 });
    expect((await send(c, gid, '我能说话了')).code).toBe(200);

    await data(IM_PATHS.groupMuteAll, a, { conversationId: gid, on: true });
    expect((await send(c, gid, '全员禁言')).msg).toContain('全员禁言');
    expect((await send(b, gid, '管理员可以说')).code).toBe(200);
    await data(IM_PATHS.groupMuteAll, a, { conversationId: gid, on: false });

    const lines = (await data<ImHistory>(`${IM_PATHS.history}?conversationId=${gid}`, c)).list
      .filter((m) => m.kind === 'system')
      .map((m) => m.text);
    expect(lines).toEqual([
      '球迷0001 邀请 球迷0003 加入了群聊',
      '球迷0002 被设为管理员',
      '球迷0003 被禁言 10 分钟',
      '球迷0003 被解除禁言',
      '球迷0001 开启了全员禁言',
      '球迷0001 关闭了全员禁言',
    ]);
  });

  test('leave, remove, transfer and dissolve follow the roles', async () => {
    expect((await call(IM_PATHS.groupLeave, a, { conversationId: gid })).msg).toContain('群主需先转让');
    await data(IM_PATHS.groupRemove, b, { conversationId: gid, userId: c.id });
    expect((await send(c, gid, '还在吗')).code).toBe(ErrorCodes.NOT_FOUND);
    await data(IM_PATHS.groupTransfer, a, { conversationId: gid, userId: b.id });
    expect((await data<ImConversationInfo>(`${IM_PATHS.info}?conversationId=${gid}`, a)).myRole).toBe('member');
    expect((await call(IM_PATHS.groupDissolve, a, { conversationId: gid })).code).toBe(ErrorCodes.FORBIDDEN);
    await data(IM_PATHS.groupDissolve, b, { conversationId: gid });
    expect((await send(a, gid, '散了？')).msg).toBe('该群已解散');
    expect(
      (await data<Array<{ conversationId: number }>>(IM_PATHS.groupList, a)).map((g) => g.conversationId),
    ).not.toContain(gid);
    expect(d.id).toBeGreaterThan(0);
  });
});

describe('people', () => {
  test('a new follower is told by a notice; search by nickname or id; cards show both directions', async () => {
    await data(IM_PATHS.follow, d, { userId: a.id, on: true });
    const notices = await data<{ list: Array<{ kind: string; body: string }> }>('/imapi/notice/list', a);
    expect(notices.list[0]).toMatchObject({ kind: 'follow', body: '球迷0004 关注了你' });
    expect(
      (await data<Array<{ id: number }>>(`${IM_PATHS.search}?q=${encodeURIComponent('球迷0004')}`, a)).map((u) => u.id),
    ).toEqual([d.id]);
    expect((await data<Array<{ id: number }>>(`${IM_PATHS.search}?q=${b.id}`, a)).map((u) => u.id)).toContain(b.id);
    const card = await data<{ followsMe: boolean; following: boolean; fans: number }>(`${IM_PATHS.card}?id=${d.id}`, a);
    expect(card).toMatchObject({ followsMe: true, following: false });
    expect((await call(IM_PATHS.follow, a, { userId: a.id, on: true })).code).toBe(ErrorCodes.PARAM_INVALID);
  });
});

describe('seed', () => {
  test('the demo fan gets fans, chats (one unread) and a group of three, once', async () => {
    const { seedMessaging } = await import('./seed');
    const { seedDemoUser } = await import('../accounts/signup');
    const demo = (await seedDemoUser(t.db))!;
    expect(await seedMessaging(t.db)).toBe(true);
    expect(await seedMessaging(t.db)).toBe(false);
    const me = { id: demo.id, token: await createSession(t.db, demo.id) };
    const list = await data<ImChatList>(IM_PATHS.chatList, me);
    expect(list.list.map((x) => [x.name, x.count])).toEqual(
      expect.arrayContaining([
        ['老王看球', 0],
        ['曼城死忠', 2],
        ['周末看球群', 2],
      ]),
    );
    expect(list.unread.chats).toBe(4);
    const fans = await data<Array<{ nickName: string; following: boolean }>>(IM_PATHS.fans, me);
    expect(fans.map((f) => f.nickName).sort()).toEqual(['曼城死忠', '老王看球', '解说阿杰'].sort());
  });
});
