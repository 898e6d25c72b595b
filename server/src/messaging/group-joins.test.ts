/**
 * Blocks hold through follows and groups, and groups grow only with consent, over real HTTP and
 * sockets (PGlite, or PostgreSQL with TEST_DATABASE_URL): a follow across a block is refused and a
 * block ends the follows; a group cannot take in a blocked fan (creation, invitation, acceptance,
 * link, approval); an invitee is no member until accepting and declining leaves nothing; the link
 * joins at once or asks the owner and admins; leaving and removal stop the group's messages;
 * concurrent answers and reviews take effect once.
 */
import {
  ErrorCodes,
  IM_PATHS,
  MessageCodes,
  type ImConversationInfo,
  type ImGroupInvite,
  type ImGroupLink,
  type ImGroupPreview,
  type ImHistory,
  type ImJoinRequest,
  type ImJoinResult,
  type ImMessage,
  type ImPush,
  type ImUserCard,
  type Notice,
  type ServerMessage,
} from '@kickoff/shared/contracts';
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub, type Hub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { connect, type WsProbe } from '../test-support/ws';
import { insertUser } from '../accounts/signup';
import { createSession, userIdByToken } from '../auth/sessions';
import type * as S from './schemas';
import { imDb } from './tables';
import { callApi, dataOf } from '../test-support/http';

// compile-time: the wire schemas are the contract types
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemasMatchContracts: [
  Same<Static<typeof S.GroupInvitesSchema>, ImGroupInvite[]>,
  Same<Static<typeof S.GroupLinkSchema>, ImGroupLink>,
  Same<Static<typeof S.GroupPreviewSchema>, ImGroupPreview>,
  Same<Static<typeof S.JoinResultSchema>, ImJoinResult>,
  Same<Static<typeof S.JoinRequestsSchema>, ImJoinRequest[]>,
] = [true, true, true, true, true];

let t: OpenTestDb;
let app: FastifyInstance;
let hub: Hub;
let base: string;
type Fan = { id: number; token: string };
let n = 0;

const call = <T>(path: string, who: Fan, body?: unknown) =>
  callApi<T>(base, body === undefined ? 'GET' : 'POST', path, { token: who.token, body });
const data = <T>(path: string, who: Fan, body?: unknown) => dataOf(path, call<T>(path, who, body));
const send = (who: Fan, conversationId: number, text: string) =>
  call<ImMessage>(IM_PATHS.send, who, { conversationId, text, clientId: `g${Date.now()}x${(n += 1)}` });
const info = (who: Fan, cid: number) => call<ImConversationInfo>(`${IM_PATHS.info}?conversationId=${cid}`, who);
const memberIdsOf = async (owner: Fan, cid: number) =>
  (await data<ImConversationInfo>(`${IM_PATHS.info}?conversationId=${cid}`, owner)).members.map((m) => m.userId);
const lines = async (who: Fan, cid: number) =>
  (await data<ImHistory>(`${IM_PATHS.history}?conversationId=${cid}&size=100`, who)).list.map((m) => m.text);
const follow = (who: Fan, other: Fan) => data(IM_PATHS.follow, who, { userId: other.id, on: true });
const block = (who: Fan, other: Fan, on = true) => data(IM_PATHS.block, who, { userId: other.id, on });
const invitesOf = (who: Fan) => data<ImGroupInvite[]>(IM_PATHS.groupInvites, who);
const inviteTo = async (who: Fan, cid: number) => {
  const invite = (await invitesOf(who)).find((i) => i.conversationId === cid);
  if (!invite) throw new Error(`no invitation to ${cid}`);
  return invite;
};
const answer = async (who: Fan, cid: number, accept: boolean) =>
  call<ImJoinResult>(IM_PATHS.groupAnswer, who, { inviteId: (await inviteTo(who, cid)).inviteId, accept });

let phone = 13_700_000_000;
async function fan(): Promise<Fan> {
  phone += 1;
  const id = (await insertUser(t.db, String(phone), 'x', `群友${String(phone).slice(-4)}`))!.id;
  return { id, token: await createSession(t.db, id) };
}

async function socketOf(who: Fan): Promise<WsProbe> {
  const ws = await connect(`${base.replace('http', 'ws')}/imserver`);
  ws.sendJson({ t: 'auth', token: who.token });
  await ws.next((m) => typeof m === 'object' && m.code === MessageCodes.IDENTIFIED);
  return ws;
}

/** A group of `owner` with `members` in it (each invited, each accepting). */
async function groupOf(owner: Fan, members: Fan[], name = '看球群'): Promise<number> {
  for (const m of members) await follow(owner, m);
  const { conversationId } = await data<{ conversationId: number }>(IM_PATHS.groupCreate, owner, {
    name,
    memberIds: members.map((m) => m.id),
  });
  for (const m of members) expect((await answer(m, conversationId, true)).data.state).toBe('joined');
  return conversationId;
}

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: ':memory:' };
  hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: (token) => userIdByToken(t.db, token) });
  app = await buildApp({ db: t.db, hub, config, docsUi: false });
  base = await app.listen({ port: 39605, host: '127.0.0.1' });
}, 300_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

// the send budget (10 per 10 s) starts afresh for each test
afterEach(async () => {
  await imDb(t.db)
    .updateTable('im_messages')
    .set({ created_at: new Date(Date.now() - 60_000) })
    .execute();
});

test('the wire schemas are the contract types', () => {
  expect(schemasMatchContracts).toEqual([true, true, true, true, true]);
});

describe('blocks and follows', () => {
  test('a follow across a block is refused either way; a block ends the follows; lifting it allows them', async () => {
    const [a, b] = [await fan(), await fan()];
    await follow(a, b);
    await follow(b, a);
    await block(a, b);
    const card = await data<ImUserCard>(`${IM_PATHS.card}?id=${b.id}`, a);
    expect(card).toMatchObject({ following: false, followsMe: false, blocked: true });
    expect(await call(IM_PATHS.follow, b, { userId: a.id, on: true })).toMatchObject({
      code: ErrorCodes.FORBIDDEN,
      msg: '对方已拒绝你的关注',
    });
    expect(await call(IM_PATHS.follow, a, { userId: b.id, on: true })).toMatchObject({
      code: ErrorCodes.FORBIDDEN,
      msg: '你已将对方拉黑，解除后才能关注',
    });
    expect(await data<ImUserCard[]>(IM_PATHS.fans, a)).toEqual([]);
    await block(a, b, false);
    await follow(b, a);
    expect((await data<ImUserCard[]>(IM_PATHS.fans, a)).map((u) => u.id)).toEqual([b.id]);
  });
});

describe('a blocked fan cannot be brought into a group', () => {
  test('creating a group with a fan who blocked me, or whom I blocked, is refused and makes no group', async () => {
    const [owner, ok1, blocker, blocked] = [await fan(), await fan(), await fan(), await fan()];
    for (const f of [ok1, blocker, blocked]) await follow(owner, f);
    await block(blocker, owner);
    await block(owner, blocked);
    // the block ended the follows: the API refuses them as people the owner does not follow
    const refused = await call(IM_PATHS.groupCreate, owner, { name: '拉黑测试', memberIds: [ok1.id, blocker.id] });
    expect(refused.code).toBe(ErrorCodes.FORBIDDEN);
    // a follow kept from before blocks ended follows still does not carry a blocked fan in
    await imDb(t.db)
      .insertInto('im_follows')
      .values([
        { follower_id: owner.id, followee_id: blocker.id },
        { follower_id: owner.id, followee_id: blocked.id },
      ])
      .execute();
    expect(
      await call(IM_PATHS.groupCreate, owner, { name: '拉黑测试', memberIds: [ok1.id, blocker.id] }),
    ).toMatchObject({
      code: ErrorCodes.FORBIDDEN,
      msg: expect.stringMatching(/^群友\d{4} 已拒收你的消息，无法邀请$/),
    });
    expect(
      await call(IM_PATHS.groupCreate, owner, { name: '拉黑测试', memberIds: [ok1.id, blocked.id] }),
    ).toMatchObject({
      code: ErrorCodes.FORBIDDEN,
      msg: expect.stringContaining('拉黑，解除后才能邀请'),
    });
    expect(await data(IM_PATHS.groupList, owner)).toEqual([]);
    expect(await invitesOf(ok1)).toEqual([]);
  });

  test('inviting a fan with a block against the inviter or a member is refused; a block ends it', async () => {
    const [owner, m1, m2, stranger, late] = [await fan(), await fan(), await fan(), await fan(), await fan()];
    const gid = await groupOf(owner, [m1, m2]);
    // m1 blocked the stranger: the owner may not bring the stranger in beside m1
    await follow(owner, stranger);
    await block(m1, stranger);
    expect(await call(IM_PATHS.groupInvite, owner, { conversationId: gid, userIds: [stranger.id] })).toMatchObject({
      code: ErrorCodes.FORBIDDEN,
      msg: expect.stringContaining('与群内成员存在拉黑关系'),
    });
    // the invitee blocked the inviter (m2 follows late, late blocks m2 afterwards: the invitation is gone)
    await follow(m2, late);
    expect(
      (await data<{ invited: number[] }>(IM_PATHS.groupInvite, m2, { conversationId: gid, userIds: [late.id] }))
        .invited,
    ).toEqual([late.id]);
    expect((await invitesOf(late)).map((i) => i.conversationId)).toEqual([gid]);
    await block(late, m2);
    expect(await invitesOf(late)).toEqual([]);
    expect(await call(IM_PATHS.groupInvite, m2, { conversationId: gid, userIds: [late.id] })).toMatchObject({
      code: ErrorCodes.FORBIDDEN,
    });
    expect(await memberIdsOf(owner, gid)).not.toContain(late.id);
  });

  test('accepting is checked again: a member who blocked the invitee since keeps them out', async () => {
    const [owner, m1, m2, x] = [await fan(), await fan(), await fan(), await fan()];
    const gid = await groupOf(owner, [m1, m2]);
    await follow(owner, x);
    await data(IM_PATHS.groupInvite, owner, { conversationId: gid, userIds: [x.id] });
    await block(m2, x);
    expect(await answer(x, gid, true)).toMatchObject({
      code: ErrorCodes.FORBIDDEN,
      msg: '你与群内成员存在拉黑关系，无法加入该群聊',
    });
    expect(await memberIdsOf(owner, gid)).not.toContain(x.id);
  });
});

describe('invitations', () => {
  test('an invited fan is no member until accepting, then reads from the join line on and writes', async () => {
    const [owner, m1, m2, x] = [await fan(), await fan(), await fan(), await fan()];
    const gid = await groupOf(owner, [m1, m2]);
    expect((await send(m1, gid, '赛前说的悄悄话')).code).toBe(200);
    await follow(m1, x);
    const wsX = await socketOf(x);
    await data(IM_PATHS.groupInvite, m1, { conversationId: gid, userIds: [x.id] });
    const notice = (await wsX.next(
      (m) => typeof m === 'object' && m.code === MessageCodes.SYSTEM_NOTICE,
    )) as ServerMessage<Notice>;
    expect(notice.data).toMatchObject({ kind: 'group', title: '群聊邀请', link: '/message/groupList' });
    expect(await inviteTo(x, gid)).toMatchObject({ groupName: '看球群', members: 3, inviterId: m1.id });
    // not a member yet: no history, no send, not listed, no group pushes
    expect((await call(`${IM_PATHS.history}?conversationId=${gid}`, x)).code).toBe(ErrorCodes.NOT_FOUND);
    expect((await send(x, gid, '我能说话吗')).code).toBe(ErrorCodes.NOT_FOUND);
    expect(await memberIdsOf(owner, gid)).not.toContain(x.id);
    expect((await data<Array<{ conversationId: number }>>(IM_PATHS.groupList, x)).length).toBe(0);

    expect((await answer(x, gid, true)).data).toEqual({ conversationId: gid, state: 'joined' });
    const joined = (await wsX.next(
      (m) => typeof m === 'object' && m.code === MessageCodes.GROUP_CHAT,
    )) as ServerMessage<ImPush>;
    expect(joined.data).toMatchObject({ type: 'message', message: { kind: 'system' } });
    expect(await memberIdsOf(owner, gid)).toContain(x.id);
    expect(await lines(x, gid)).toEqual([expect.stringMatching(/^群友\d{4} 邀请 群友\d{4} 加入了群聊$/)]);
    expect((await send(x, gid, '大家好，我来了')).code).toBe(200);
    expect((await lines(owner, gid)).slice(-2)).toEqual([expect.stringContaining('加入了群聊'), '大家好，我来了']);
    expect(await invitesOf(x)).toEqual([]);
    wsX.close();
  });

  test('declining leaves no membership and no invitation; an invitation is answered once', async () => {
    const [owner, m1, m2] = [await fan(), await fan(), await fan()];
    await follow(owner, m1);
    await follow(owner, m2);
    const { conversationId: gid } = await data<{ conversationId: number }>(IM_PATHS.groupCreate, owner, {
      name: '拒绝测试',
      memberIds: [m1.id, m2.id],
    });
    const invite = await inviteTo(m1, gid);
    expect(
      (await call<ImJoinResult>(IM_PATHS.groupAnswer, m1, { inviteId: invite.inviteId, accept: false })).data,
    ).toEqual({
      conversationId: gid,
      state: 'declined',
    });
    expect(await invitesOf(m1)).toEqual([]);
    expect((await call(IM_PATHS.groupAnswer, m1, { inviteId: invite.inviteId, accept: true })).code).toBe(
      ErrorCodes.CONFLICT,
    );
    expect(await memberIdsOf(owner, gid)).toEqual([owner.id]);
    expect((await call(`${IM_PATHS.history}?conversationId=${gid}`, m1)).code).toBe(ErrorCodes.NOT_FOUND);
    // someone else's invitation is not mine to answer
    expect(
      (await call(IM_PATHS.groupAnswer, m1, { inviteId: (await inviteTo(m2, gid)).inviteId, accept: true })).code,
    ).toBe(ErrorCodes.NOT_FOUND);
  });

  test('two answers at once: one joins, the other is told it was answered; one member row, one line', async () => {
    const [owner, m1, m2] = [await fan(), await fan(), await fan()];
    await follow(owner, m1);
    await follow(owner, m2);
    const { conversationId: gid } = await data<{ conversationId: number }>(IM_PATHS.groupCreate, owner, {
      name: '并发测试',
      memberIds: [m1.id, m2.id],
    });
    const { inviteId } = await inviteTo(m1, gid);
    const codes = (
      await Promise.all([1, 2, 3].map(() => call(IM_PATHS.groupAnswer, m1, { inviteId, accept: true })))
    ).map((r) => r.code);
    expect(codes.sort()).toEqual([200, ErrorCodes.CONFLICT, ErrorCodes.CONFLICT].sort());
    expect(await memberIdsOf(owner, gid)).toEqual([owner.id, m1.id]);
    expect((await lines(owner, gid)).filter((l) => l.includes('加入了群聊'))).toHaveLength(1);
  });
});

describe('the group link', () => {
  test('without approval a fan with the link joins at once; a reset link stops working', async () => {
    const [owner, m1, m2, x, y] = [await fan(), await fan(), await fan(), await fan(), await fan()];
    const gid = await groupOf(owner, [m1, m2]);
    // a member shares the link; a stranger cannot ask for it
    const link = await data<ImGroupLink>(`${IM_PATHS.groupLink}?conversationId=${gid}`, m1);
    expect(link).toMatchObject({
      conversationId: gid,
      approval: false,
      path: `/message/groupDetail?join=${link.code}`,
    });
    expect(link.code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await call(`${IM_PATHS.groupLink}?conversationId=${gid}`, x)).code).toBe(ErrorCodes.NOT_FOUND);
    expect(await data<ImGroupPreview>(`${IM_PATHS.groupPreview}?code=${link.code}`, x)).toEqual({
      conversationId: gid,
      name: '看球群',
      members: 3,
      approval: false,
      state: 'none',
    });
    expect((await data<ImJoinResult>(IM_PATHS.groupJoin, x, { code: link.code })).state).toBe('joined');
    expect(await memberIdsOf(owner, gid)).toContain(x.id);
    expect((await lines(owner, gid)).at(-1)).toMatch(/通过群链接加入了群聊$/);
    expect((await data<ImGroupPreview>(`${IM_PATHS.groupPreview}?code=${link.code}`, x)).state).toBe('member');

    // a plain member may not reset it; an admin may, and the old code is dead
    expect((await call(IM_PATHS.groupLinkReset, m1, { conversationId: gid })).code).toBe(ErrorCodes.FORBIDDEN);
    await data(IM_PATHS.groupRole, owner, { conversationId: gid, userId: m1.id, role: 'admin' });
    const fresh = await data<ImGroupLink>(IM_PATHS.groupLinkReset, m1, { conversationId: gid });
    expect(fresh.code).not.toBe(link.code);
    expect(await call(IM_PATHS.groupJoin, y, { code: link.code })).toMatchObject({
      code: ErrorCodes.NOT_FOUND,
      msg: '群聊链接已失效',
    });
    expect((await call(IM_PATHS.groupJoin, y, { code: 'not a code' })).code).toBe(ErrorCodes.PARAM_INVALID);
  });

  test('a fan with a block against a member cannot join by the link', async () => {
    const [owner, m1, m2, x] = [await fan(), await fan(), await fan(), await fan()];
    const gid = await groupOf(owner, [m1, m2]);
    const { code } = await data<ImGroupLink>(`${IM_PATHS.groupLink}?conversationId=${gid}`, m2);
    await block(x, m1);
    expect(await call(IM_PATHS.groupJoin, x, { code })).toMatchObject({
      code: ErrorCodes.FORBIDDEN,
      msg: '你与群内成员存在拉黑关系，无法加入该群聊',
    });
    expect(await memberIdsOf(owner, gid)).not.toContain(x.id);
  });

  test('with approval the link asks; owner and admins are told and review once; the fan is told', async () => {
    const [owner, admin, m1, x, y] = [await fan(), await fan(), await fan(), await fan(), await fan()];
    const gid = await groupOf(owner, [admin, m1]);
    await data(IM_PATHS.groupRole, owner, { conversationId: gid, userId: admin.id, role: 'admin' });
    expect((await call(IM_PATHS.groupApproval, admin, { conversationId: gid, on: true })).code).toBe(
      ErrorCodes.FORBIDDEN,
    );
    await data(IM_PATHS.groupApproval, owner, { conversationId: gid, on: true });
    expect((await lines(owner, gid)).at(-1)).toContain('群主开启了入群审核');
    const { code, approval } = await data<ImGroupLink>(`${IM_PATHS.groupLink}?conversationId=${gid}`, m1);
    expect(approval).toBe(true);

    const wsAdmin = await socketOf(admin);
    expect((await data<ImJoinResult>(IM_PATHS.groupJoin, x, { code })).state).toBe('requested');
    const told = (await wsAdmin.next(
      (m) => typeof m === 'object' && m.code === MessageCodes.SYSTEM_NOTICE,
    )) as ServerMessage<Notice>;
    expect(told.data).toMatchObject({ kind: 'group', title: '入群申请', link: `/message/groupDetail?id=${gid}` });
    wsAdmin.close();
    // asking again keeps the one request; the fan is no member yet
    expect((await data<ImJoinResult>(IM_PATHS.groupJoin, x, { code })).state).toBe('requested');
    expect((await data<ImGroupPreview>(`${IM_PATHS.groupPreview}?code=${code}`, x)).state).toBe('requested');
    expect((await send(x, gid, '让我进去')).code).toBe(ErrorCodes.NOT_FOUND);
    await data<ImJoinResult>(IM_PATHS.groupJoin, y, { code });
    const requests = await data<ImJoinRequest[]>(`${IM_PATHS.groupRequests}?conversationId=${gid}`, admin);
    expect(requests.map((r) => [r.userId, r.inviterName])).toEqual([
      [x.id, ''],
      [y.id, ''],
    ]);
    expect((await call(`${IM_PATHS.groupRequests}?conversationId=${gid}`, m1)).code).toBe(ErrorCodes.FORBIDDEN);
    expect((await call(IM_PATHS.groupReview, m1, { requestId: requests[0]!.requestId, approve: true })).code).toBe(
      ErrorCodes.FORBIDDEN,
    );

    // the owner and the admin approve x at the same moment: x joins once
    const codes = (
      await Promise.all(
        [owner, admin].map((who) =>
          call(IM_PATHS.groupReview, who, { requestId: requests[0]!.requestId, approve: true }),
        ),
      )
    ).map((r) => r.code);
    expect(codes.sort()).toEqual([200, ErrorCodes.CONFLICT].sort());
    await data(IM_PATHS.groupReview, admin, { requestId: requests[1]!.requestId, approve: false });
    const members = await memberIdsOf(owner, gid);
    expect(members).toContain(x.id);
    expect(members).not.toContain(y.id);
    expect((await lines(owner, gid)).filter((l) => l.endsWith('加入了群聊'))).toHaveLength(3);
    expect((await send(x, gid, '谢谢群主')).code).toBe(200);
    const [yNotice] = (await data<{ list: Notice[] }>('/imapi/notice/list', y)).list;
    expect(yNotice).toMatchObject({ kind: 'group', title: '入群申请未通过' });
    expect(await data(`${IM_PATHS.groupRequests}?conversationId=${gid}`, owner)).toEqual([]);
  });

  test('with approval a plain member’s invitation, once accepted, waits for the owner or an admin', async () => {
    const [owner, m1, m2, x] = [await fan(), await fan(), await fan(), await fan()];
    const gid = await groupOf(owner, [m1, m2]);
    await data(IM_PATHS.groupApproval, owner, { conversationId: gid, on: true });
    await follow(m1, x);
    await data(IM_PATHS.groupInvite, m1, { conversationId: gid, userIds: [x.id] });
    expect((await answer(x, gid, true)).data.state).toBe('requested');
    expect(await memberIdsOf(owner, gid)).not.toContain(x.id);
    const [request] = await data<ImJoinRequest[]>(`${IM_PATHS.groupRequests}?conversationId=${gid}`, owner);
    expect(request).toMatchObject({ userId: x.id, inviterName: expect.stringMatching(/^群友\d{4}$/) });
    await data(IM_PATHS.groupReview, owner, { requestId: request!.requestId, approve: true });
    expect(await memberIdsOf(owner, gid)).toContain(x.id);
    // the owner's own invitation needs no review
    const z = await fan();
    await follow(owner, z);
    await data(IM_PATHS.groupInvite, owner, { conversationId: gid, userIds: [z.id] });
    expect((await answer(z, gid, true)).data.state).toBe('joined');
  });
});

describe('leaving and removal', () => {
  test('a member who left or was removed gets none of the group’s messages and cannot read it', async () => {
    const [owner, m1, m2, m3] = [await fan(), await fan(), await fan(), await fan()];
    const gid = await groupOf(owner, [m1, m2, m3]);
    const [ws1, ws2] = [await socketOf(m1), await socketOf(m2)];
    await data(IM_PATHS.groupLeave, m1, { conversationId: gid });
    await data(IM_PATHS.groupRemove, owner, { conversationId: gid, userId: m2.id });
    const after = await lines(owner, gid);
    expect(after.slice(-2)).toEqual([expect.stringMatching(/ 退出了群聊$/), expect.stringMatching(/ 被移出了群聊$/)]);
    expect((await send(m3, gid, '他们走了以后说的话')).code).toBe(200);
    // a private line sent after it: whatever the group pushed to them would have arrived first
    for (const gone of [m1, m2]) {
      const { conversationId } = await data<{ conversationId: number }>(IM_PATHS.open, owner, { userId: gone.id });
      expect((await send(owner, conversationId, '私聊标记')).code).toBe(200);
    }
    for (const ws of [ws1, ws2]) {
      await ws.next((m) => typeof m === 'object' && m.code === MessageCodes.PRIVATE_CHAT);
      await expect(
        ws.next((m) => typeof m === 'object' && JSON.stringify(m.data).includes('他们走了以后说的话'), 1),
      ).rejects.toThrow();
      ws.close();
    }
    for (const gone of [m1, m2]) {
      expect((await call(`${IM_PATHS.history}?conversationId=${gid}`, gone)).code).toBe(ErrorCodes.NOT_FOUND);
      expect((await send(gone, gid, '还能说吗')).code).toBe(ErrorCodes.NOT_FOUND);
    }
    expect(await memberIdsOf(owner, gid)).toEqual([owner.id, m3.id]);
    expect((await info(m1, gid)).code).toBe(ErrorCodes.NOT_FOUND);
  });
});
