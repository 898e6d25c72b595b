/**
 * Reports on room chat lines and messages, over one app (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): a fan reports a line of a room's chat or a message someone sent them (once
 * each, with a reason; their own, a stranger's message or a deleted line refused in Chinese); the
 * console's queue shows it beside posts and comments with its text, place and author; a moderator
 * hides it (the room's chat page, its refill and the replay's chat skip the line; the message is
 * blank for both people, in the thread and the chat list) or keeps it, each reporter is told, and
 * the audit row is written. Only a moderator or an admin may resolve.
 */
import type { FastifyInstance } from 'fastify';
import {
  COMMUNITY_PATHS,
  ErrorCodes,
  IM_PATHS,
  MESSAGE_PATHS,
  MINE_PATHS,
  MODERATION_PATHS,
  STAFF_PATHS,
  type AuditEntry,
  type HiddenContent,
  type ImChatList,
  type ImHistory,
  type ImMessage,
  type ModerationReport,
  type NoticePage,
} from '@kickoff/shared/contracts';
import { VLIVE_PATHS, type RoomChatLine, type RoomChatPage } from '@kickoff/shared/contracts/vlive';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import communityRoutes from '../community/routes';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import chatRoutes from '../vlive/chat-routes';
import { replayRoutes } from '../vlive/replay-routes';
import { vdb } from '../vlive/tables';
import { callApi } from '../test-support/http';
import { signInPeople, type Person } from '../test-support/people';

let t: OpenTestDb;
let app: FastifyInstance;
type Who = 'author' | 'reporter' | 'second' | 'moderator' | 'admin' | 'editor';
let people: Record<Who, Person>;
let roomId = 0;
let n = 0;

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test', WRITE_LIMIT_SCALE: '20' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  app = await buildApp({
    db: t.db,
    hub,
    config,
    docsUi: false,
    plugins: [communityRoutes, chatRoutes, replayRoutes()] as never,
  });
  await app.ready();
  people = await signInPeople(t.db, ['author', 'reporter', 'second', 'moderator', 'admin', 'editor'], {
    firstPhone: 13700000301,
    nick: '举报测试',
  });
  const room = await vdb(t.db)
    .insertInto('vlive_rooms')
    .values({ anchor_id: people.admin.id, title: '周末英超夜', category: 1, created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  roomId = room.id;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

const call = <T>(method: 'GET' | 'POST', url: string, who: Who | null, body?: unknown) =>
  callApi<T>(app, method, url, { token: who && people[who].token, body });
const get = <T>(url: string, who: Who | null) => call<T>('GET', url, who);
const post = <T>(url: string, body: unknown, who: Who | null) => call<T>('POST', url, who, body);
const report = (target: string, id: number, who: Who, reason = '辱骂他人') =>
  post(COMMUNITY_PATHS.report, { target, id, reason }, who);
const queue = async () => (await get<ModerationReport[]>(MODERATION_PATHS.reports, 'moderator')).data;
const latestAudit = async () => (await get<AuditEntry[]>(STAFF_PATHS.audit, 'admin')).data[0];
const latestNotice = async (who: Who) => (await get<NoticePage>(MINE_PATHS.notices, who)).data.list[0];

async function say(who: Who, text: string): Promise<RoomChatLine> {
  const body = { group: String(roomId), text, clientId: `chat-line-${(n += 1)}` };
  const sent = await post<RoomChatLine>(MESSAGE_PATHS.send, body, who);
  expect(sent).toMatchObject({ code: 200 });
  return sent.data;
}
const chatIds = async (body: object) =>
  (await post<RoomChatPage>(MESSAGE_PATHS.page, { group: String(roomId), ...body }, null)).data.list.map((l) => l.id);

async function privateMessage(from: Who, to: Who, text: string): Promise<ImMessage> {
  const opened = await post<{ conversationId: number }>(IM_PATHS.open, { userId: people[to].id }, from);
  const sent = await post<ImMessage>(
    IM_PATHS.send,
    { conversationId: opened.data.conversationId, text, clientId: `message-${(n += 1)}` },
    from,
  );
  expect(sent).toMatchObject({ code: 200 });
  return sent.data;
}
const thread = async (who: Who, conversationId: number) =>
  (await get<ImHistory>(`${IM_PATHS.history}?conversationId=${conversationId}`, who)).data.list;

describe('reporting a room chat line', () => {
  test('refused: no reason, a line that does not exist, one’s own line; a visitor must sign in', async () => {
    const line = await say('author', '主队全是废物');
    expect(await report('chat', line.id, 'reporter', '  ')).toMatchObject({
      code: ErrorCodes.PARAM_INVALID,
      msg: '请填写举报理由',
    });
    expect(await report('chat', 999_999, 'reporter')).toMatchObject({
      code: ErrorCodes.NOT_FOUND,
      msg: '内容不存在或已删除',
    });
    expect(await report('chat', line.id, 'author')).toMatchObject({
      code: ErrorCodes.PARAM_INVALID,
      msg: '不能举报自己的发言',
    });
    expect((await post(COMMUNITY_PATHS.report, { target: 'chat', id: line.id, reason: '辱骂' }, null)).code).toBe(
      ErrorCodes.NO_TOKEN,
    );
    expect((await post(COMMUNITY_PATHS.report, { target: 'gift', id: line.id, reason: '辱骂' }, 'reporter')).code).toBe(
      ErrorCodes.PARAM_INVALID,
    );
    expect((await queue()).find((r) => r.target === 'chat' && r.id === line.id)).toBeUndefined();
  });

  test('queued with its text, room and author; hidden: gone from the page, the refill and the replay', async () => {
    const before = await say('second', '开球了');
    const line = await say('author', '裁判收钱了吧，全是假球');
    await say('second', '别吵了好好看球');
    // reported twice by one fan: still one report
    for (const who of ['reporter', 'reporter', 'second'] as const)
      expect((await report('chat', line.id, who)).code).toBe(200);

    const entry = (await queue()).find((r) => r.target === 'chat' && r.id === line.id);
    expect(entry).toMatchObject({
      code: '',
      place: '直播间「周末英超夜」',
      excerpt: '裁判收钱了吧，全是假球',
      authorId: people.author.id,
      count: 2,
      reason: '辱骂他人',
    });

    expect(await chatIds({})).toContain(line.id);
    const done = await post(MODERATION_PATHS.resolve, { target: 'chat', id: line.id, hide: true }, 'moderator');
    expect(done).toMatchObject({ code: 200, msg: '已隐藏，已通知举报人' });
    expect(await chatIds({})).not.toContain(line.id);
    expect(await chatIds({ after: before.id })).not.toContain(line.id);
    expect(await chatIds({ after: before.id })).toHaveLength(1);

    // the broadcast ends: its replay's chat skips the hidden line too
    const started = new Date(before.time - 1000);
    const cast = await vdb(t.db)
      .insertInto('vlive_broadcasts')
      .values({ room_id: roomId, started_at: started, ended_at: new Date(Date.now() + 1000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const replay = await get<{ list: RoomChatLine[] }>(
      `${VLIVE_PATHS.replayChat}?id=${cast.id}&from=0&to=${Date.now() + 1000 - started.getTime()}`,
      null,
    );
    expect(replay.code).toBe(200);
    expect(replay.data.list.map((l) => l.id)).toEqual(expect.arrayContaining([before.id]));
    expect(replay.data.list.map((l) => l.id)).not.toContain(line.id);

    expect(await latestAudit()).toMatchObject({
      actorId: people.moderator.id,
      action: 'report.hide',
      target: `chat:${line.id}`,
      before: { hidden: false, openReports: 2 },
      after: { hidden: true, status: 'hidden' },
    });
    for (const who of ['reporter', 'second'] as const) {
      expect(await latestNotice(who)).toMatchObject({
        title: '举报处理结果',
        body: expect.stringContaining('你举报的直播间发言「裁判收钱了吧，全是假球」经审核违反社区规范，已被隐藏'),
      });
    }
    expect((await queue()).find((r) => r.target === 'chat' && r.id === line.id)).toBeUndefined();
    // hidden now: a further report is refused, a second resolve is stale
    expect((await report('chat', line.id, 'editor')).code).toBe(ErrorCodes.NOT_FOUND);
    expect(await post(MODERATION_PATHS.resolve, { target: 'chat', id: line.id, hide: false }, 'admin')).toMatchObject({
      code: ErrorCodes.CONFLICT,
      msg: '该举报已被其他人处理，请刷新',
    });
  });

  test('kept: the line stays, the reporter is told, only a moderator or an admin may resolve', async () => {
    const line = await say('author', '这球越位了吧');
    expect((await report('chat', line.id, 'reporter', '带节奏')).code).toBe(200);
    const body = { target: 'chat', id: line.id, hide: false };
    expect((await post(MODERATION_PATHS.resolve, body, null)).code).toBe(ErrorCodes.NO_TOKEN);
    for (const who of ['reporter', 'editor'] as const) {
      expect(await post(MODERATION_PATHS.resolve, body, who)).toMatchObject({
        code: ErrorCodes.FORBIDDEN,
        msg: '仅审核员可以操作',
      });
    }
    expect((await post(MODERATION_PATHS.resolve, { ...body, target: 'room' }, 'admin')).code).toBe(
      ErrorCodes.PARAM_INVALID,
    );
    expect((await post(MODERATION_PATHS.resolve, body, 'admin')).msg).toBe('已保留，已通知举报人');
    expect(await chatIds({})).toContain(line.id);
    expect(await latestAudit()).toMatchObject({
      actorId: people.admin.id,
      action: 'report.keep',
      target: `chat:${line.id}`,
    });
    expect((await latestNotice('reporter'))?.body).toContain('经审核未发现违规，予以保留');
  });
});

describe('reporting a message', () => {
  test('only a received message one can read: not one’s own, not someone else’s conversation', async () => {
    const m = await privateMessage('author', 'reporter', '你等着，我知道你住哪');
    expect(await report('message', m.id, 'author')).toMatchObject({
      code: ErrorCodes.PARAM_INVALID,
      msg: '不能举报自己的消息',
    });
    expect(await report('message', m.id, 'second')).toMatchObject({
      code: ErrorCodes.NOT_FOUND,
      msg: '内容不存在或已删除',
    });
    expect((await queue()).find((r) => r.target === 'message' && r.id === m.id)).toBeUndefined();
  });

  test('hidden: blank for both people in the thread and the chat list, the reporter told, audited', async () => {
    const m = await privateMessage('author', 'reporter', '今晚来我群里领免费会员');
    expect((await report('message', m.id, 'reporter', '广告')).code).toBe(200);
    expect((await queue()).find((r) => r.target === 'message' && r.id === m.id)).toMatchObject({
      code: '',
      place: '私信',
      excerpt: '今晚来我群里领免费会员',
      authorId: people.author.id,
      authorName: '举报测试author',
      count: 1,
      reason: '广告',
    });
    expect((await post(MODERATION_PATHS.resolve, { target: 'message', id: m.id, hide: true }, 'moderator')).code).toBe(
      200,
    );
    for (const who of ['reporter', 'author'] as const) {
      const shown = (await thread(who, m.conversationId)).find((x) => x.seq === m.seq);
      expect(shown).toMatchObject({ hidden: true, text: '', image: null });
    }
    const list = (await get<ImChatList>(IM_PATHS.chatList, 'reporter')).data.list;
    expect(list.find((c) => c.conversationId === m.conversationId)?.lastText).toBe('[消息已隐藏]');
    expect(await latestAudit()).toMatchObject({
      action: 'report.hide',
      target: `message:${m.id}`,
      after: { hidden: true, status: 'hidden' },
    });
    expect((await latestNotice('reporter'))?.body).toContain(
      '你举报的私信「今晚来我群里领免费会员」经审核违反社区规范',
    );
    // hidden: nothing left to report
    expect((await report('message', m.id, 'reporter', '广告')).code).toBe(ErrorCodes.NOT_FOUND);
  });
});

describe('restoring a hidden chat line or message', () => {
  const hidden = async () => (await get<HiddenContent[]>(MODERATION_PATHS.hidden, 'moderator')).data;
  const hideByReport = async (target: 'chat' | 'message', id: number) => {
    expect((await report(target, id, 'reporter', '广告')).code).toBe(200);
    expect((await post(MODERATION_PATHS.resolve, { target, id, hide: true }, 'moderator')).code).toBe(200);
  };

  test('a line a moderator hid is listed and comes back; one its anchor deleted is not the console’s', async () => {
    // said by a fan who has not spoken yet in this file (each has a burst of lines, then a pace)
    const line = await say('editor', '加群领福利，私聊我');
    await hideByReport('chat', line.id);
    expect((await hidden()).find((h) => h.target === 'chat' && h.id === line.id)).toMatchObject({
      code: '',
      place: '直播间「周末英超夜」',
      excerpt: '加群领福利，私聊我',
      authorId: people.editor.id,
    });
    // only staff read or restore it
    expect((await post(MODERATION_PATHS.restore, { target: 'chat', id: line.id }, 'editor')).code).toBe(
      ErrorCodes.FORBIDDEN,
    );
    expect(await chatIds({})).not.toContain(line.id);
    expect(await post(MODERATION_PATHS.restore, { target: 'chat', id: line.id }, 'moderator')).toMatchObject({
      code: 200,
      msg: '已恢复',
    });
    expect(await chatIds({})).toContain(line.id);
    expect((await hidden()).find((h) => h.target === 'chat' && h.id === line.id)).toBeUndefined();
    expect(await latestAudit()).toMatchObject({ action: 'content.restore', target: `chat:${line.id}` });
    // restored twice: refused, nothing written
    expect((await post(MODERATION_PATHS.restore, { target: 'chat', id: line.id }, 'moderator')).code).toBe(
      ErrorCodes.CONFLICT,
    );

    // the room's anchor (the admin here) deletes a line: not listed, and the console cannot bring it back
    const deleted = await say('second', '主播删掉的发言');
    expect((await post(VLIVE_PATHS.deleteLine, { roomId, id: deleted.id }, 'admin')).code).toBe(200);
    expect((await hidden()).find((h) => h.target === 'chat' && h.id === deleted.id)).toBeUndefined();
    expect((await post(MODERATION_PATHS.restore, { target: 'chat', id: deleted.id }, 'moderator')).code).toBe(
      ErrorCodes.CONFLICT,
    );
    expect(await chatIds({})).not.toContain(deleted.id);
  });

  test('a hidden message is listed with where it was sent, and restored it reads again for both', async () => {
    const m = await privateMessage('author', 'reporter', '点链接领红包');
    await hideByReport('message', m.id);
    expect((await hidden()).find((h) => h.target === 'message' && h.id === m.id)).toMatchObject({
      place: '私信',
      excerpt: '点链接领红包',
      authorId: people.author.id,
    });
    expect((await post(MODERATION_PATHS.restore, { target: 'message', id: m.id }, 'moderator')).code).toBe(200);
    for (const who of ['reporter', 'author'] as const) {
      const shown = (await thread(who, m.conversationId)).find((x) => x.seq === m.seq);
      expect(shown).toMatchObject({ hidden: false, text: '点链接领红包' });
    }
  });
});
