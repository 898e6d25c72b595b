/**
 * Chat images, saved messages, remarks and the contact book over real HTTP: an image goes through
 * the upload module and arrives live with its thumbnail, served only to the conversation's members
 * and never cached; only one's own unused chat upload may be sent, a recall takes the picture down
 * for good; a saved message lists with its conversation and shows a later recall; a remark
 * replaces the nickname for its owner only; contacts merge follows and fans under their pinyin
 * initial.
 */
import sharp from 'sharp';
import {
  ErrorCodes,
  IM_PATHS,
  MessageCodes,
  TOKEN_COOKIE,
  type Envelope,
  type ImChatList,
  type ImContact,
  type ImConversationInfo,
  type ImFavor,
  type ImMessage,
  type ImPush,
  type ImUserCard,
  type ServerMessage,
  type UploadedImage,
} from '@kickoff/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { connect } from '../test-support/ws';
import { DEMO_USER, findUserByPhone } from '../accounts/users';
import { insertUser, seedDemoUser } from '../accounts/signup';
import { createSession, userIdByToken } from '../auth/sessions';
import { openPrivate } from './conversations';
import { follow } from './people';
import { initialOf } from './remarks';
import { seedMessaging, seedMessagingExtras } from './seed';
import { invitedLine } from './groups';
import { callApi, dataOf } from '../test-support/http';

let t: OpenTestDb;
let app: FastifyInstance;
let base: string;
type Fan = { id: number; token: string };
let a: Fan, b: Fan, c: Fan;
let n = 0;

const call = <T>(path: string, who: Fan, body?: unknown) =>
  callApi<T>(base, body === undefined ? 'GET' : 'POST', path, { token: who.token, body });
const data = <T>(path: string, who: Fan, body?: unknown) => dataOf(path, call<T>(path, who, body));
const send = (who: Fan, conversationId: number, text: string, imageId?: string) =>
  call<ImMessage>(IM_PATHS.send, who, { conversationId, text, imageId, clientId: `x${Date.now()}n${(n += 1)}` });

async function upload(who: Fan, bytes: Buffer, purpose = 'chat'): Promise<Envelope<UploadedImage>> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'pic.png');
  const res = await fetch(`${base}/inform/upload?purpose=${purpose}`, {
    method: 'POST',
    headers: { accessToken: who.token },
    body: form,
  });
  return (await res.json()) as Envelope<UploadedImage>;
}
const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();

async function account(phone: string, nick: string): Promise<Fan> {
  const id = (await insertUser(t.db, phone, 'x', nick))!.id;
  return { id, token: await createSession(t.db, id) };
}

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: (tk) => userIdByToken(t.db, tk) });
  app = await buildApp({ db: t.db, hub, config, docsUi: false });
  base = await app.listen({ port: 39960, host: '127.0.0.1' });
  a = await account('13600000011', '张三丰');
  b = await account('13600000012', 'Bob看球');
  c = await account('13600000013', '李四');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

test('an image message arrives live with its thumbnail, and recalling it deletes the picture', async () => {
  const cid = await openPrivate(t.db, a.id, b.id);
  const ws = await connect(`${base.replace('http', 'ws')}/imserver`);
  ws.sendJson({ t: 'auth', token: b.token });
  await ws.next((m) => typeof m === 'object' && m.code === MessageCodes.IDENTIFIED);

  const up = (await upload(a, await png(2000, 1000))).data;
  const sent = await send(a, cid, '', up.id);
  expect(sent.code).toBe(200);
  expect(sent.data).toMatchObject({ kind: 'image', text: '', image: { id: up.id, width: 1600, height: 800 } });
  const push = (await ws.next(
    (m) => typeof m === 'object' && m.code === MessageCodes.PRIVATE_CHAT,
  )) as ServerMessage<ImPush>;
  expect(push.data).toMatchObject({ type: 'message', message: { seq: sent.data.seq, image: { id: up.id } } });
  ws.close();
  // the picture: to the conversation's members only (the peer's <img> sends its token cookie), never cached
  const picture = (url: string, headers: Record<string, string> = {}) => fetch(base + url, { headers });
  for (const url of [sent.data.image!.url, sent.data.image!.thumbUrl]) {
    const seen = await picture(url, { cookie: `${TOKEN_COOKIE}=${b.token}` });
    expect([seen.status, seen.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
    expect((await picture(url, { accessToken: a.token })).status).toBe(200);
    expect((await picture(url, { accessToken: c.token })).status).toBe(404);
    expect((await picture(url, { cookie: `${TOKEN_COOKIE}=${c.token}` })).status).toBe(404);
    expect((await picture(url)).status).toBe(404);
  }
  const list = await data<ImChatList>(IM_PATHS.chatList, b);
  expect(list.list.find((x) => x.conversationId === cid)?.lastText).toBe('[图片]');

  // the same upload twice, someone else's upload, a post upload, an unknown id, text with an image
  expect((await send(a, cid, '', up.id)).msg).toBe('这张图片已经发送过了');
  const bs = (await upload(b, await png(20, 20))).data;
  expect((await send(a, cid, '', bs.id)).code).toBe(ErrorCodes.PARAM_INVALID);
  const post = (await upload(a, await png(20, 20), 'post')).data;
  expect((await send(a, cid, '', post.id)).msg).toBe('图片不存在，请重新选择');
  expect((await send(a, cid, '', '0'.repeat(32))).code).toBe(ErrorCodes.PARAM_INVALID);
  expect((await send(a, cid, '看图', bs.id)).msg).toBe('图片消息不能附带文字');
  const notImage = new FormData();
  notImage.append('file', new Blob(['hello'], { type: 'image/png' }), 'x.png');
  const refused = (await (
    await fetch(`${base}/inform/upload?purpose=chat`, {
      method: 'POST',
      headers: { accessToken: a.token },
      body: notImage,
    })
  ).json()) as Envelope<null>;
  expect(refused.code).toBe(ErrorCodes.PARAM_INVALID);

  const recalled = await data<ImMessage>(IM_PATHS.recall, a, { conversationId: cid, seq: sent.data.seq });
  expect(recalled).toMatchObject({ recalled: true, image: null });
  expect((await picture(up.url, { accessToken: b.token })).status).toBe(404);
});

test('a saved message lists with its conversation, shows a later recall, is removed by its owner', async () => {
  const cid = await openPrivate(t.db, a.id, c.id);
  const first = (await send(c, cid, '周末一起看德比')).data;
  const second = (await send(a, cid, '好，老地方见')).data;
  await data(IM_PATHS.favorAdd, a, { conversationId: cid, seq: first.seq });
  await data(IM_PATHS.favorAdd, a, { conversationId: cid, seq: second.seq });
  await data(IM_PATHS.favorAdd, a, { conversationId: cid, seq: second.seq }); // twice is once
  // not a member, unknown seq
  expect((await call(IM_PATHS.favorAdd, b, { conversationId: cid, seq: first.seq })).code).toBe(ErrorCodes.NOT_FOUND);
  expect((await call(IM_PATHS.favorAdd, a, { conversationId: cid, seq: 99 })).code).toBe(ErrorCodes.NOT_FOUND);

  let favors = await data<ImFavor[]>(IM_PATHS.favorList, a);
  expect(favors.map((f) => f.message.text)).toEqual(['好，老地方见', '周末一起看德比']);
  expect(favors[0]).toMatchObject({ conversationId: cid, conversationName: '李四' });
  expect(await data<ImFavor[]>(IM_PATHS.favorList, c)).toEqual([]);

  await data(IM_PATHS.recall, a, { conversationId: cid, seq: second.seq });
  favors = await data<ImFavor[]>(IM_PATHS.favorList, a);
  expect(favors[0]?.message).toMatchObject({ recalled: true, text: '' });
  expect((await call(IM_PATHS.favorAdd, a, { conversationId: cid, seq: second.seq })).msg).toBe('这条消息不能收藏');

  expect((await call(IM_PATHS.favorRemove, c, { messageId: first.id })).code).toBe(ErrorCodes.NOT_FOUND);
  await data(IM_PATHS.favorRemove, a, { messageId: first.id });
  expect((await data<ImFavor[]>(IM_PATHS.favorList, a)).map((f) => f.messageId)).toEqual([second.id]);
});

test('a remark replaces the nickname for its owner only; contacts merge follows and fans by initial', async () => {
  await follow(t.db, null, a.id, b.id, true);
  await follow(t.db, null, c.id, a.id, true);
  await follow(t.db, null, a.id, c.id, true);
  const cid = await openPrivate(t.db, a.id, b.id);

  expect((await data<{ remark: string }>(IM_PATHS.remark, a, { userId: b.id, remark: '  老  鲍 ' })).remark).toBe(
    '老 鲍',
  );
  expect((await data<ImChatList>(IM_PATHS.chatList, a)).list.find((x) => x.conversationId === cid)?.name).toBe('老 鲍');
  expect((await data<ImConversationInfo>(`${IM_PATHS.info}?conversationId=${cid}`, a)).name).toBe('老 鲍');
  expect((await data<ImUserCard>(`${IM_PATHS.card}?id=${b.id}`, a)).remark).toBe('老 鲍');
  // the other side and third parties see nicknames
  expect((await data<ImConversationInfo>(`${IM_PATHS.info}?conversationId=${cid}`, b)).name).toBe('张三丰');
  expect((await data<ImUserCard>(`${IM_PATHS.card}?id=${b.id}`, c)).remark).toBe('');

  let book = await data<ImContact[]>(IM_PATHS.contacts, a);
  expect(book.map((x) => [x.nickName, x.remark, x.letter, x.following, x.followsMe])).toEqual([
    ['Bob看球', '老 鲍', 'L', true, false], // lao bao before li si
    ['李四', '', 'L', true, true],
  ]);

  expect((await call(IM_PATHS.remark, a, { userId: b.id, remark: '一二三四五六七八九十一二三四五六七' })).code).toBe(
    ErrorCodes.PARAM_INVALID,
  );
  expect((await call(IM_PATHS.remark, a, { userId: a.id, remark: '我' })).code).toBe(ErrorCodes.PARAM_INVALID);
  expect((await call(IM_PATHS.remark, a, { userId: 99_999, remark: '谁' })).code).toBe(ErrorCodes.NOT_FOUND);

  await data(IM_PATHS.remark, a, { userId: b.id, remark: '' });
  book = await data<ImContact[]>(IM_PATHS.contacts, a);
  expect(book.map((x) => [x.nickName, x.letter])).toEqual([
    ['Bob看球', 'B'],
    ['李四', 'L'],
  ]);
  expect([initialOf('解说阿杰'), initialOf('重庆队'), initialOf('zoe'), initialOf('9号'), initialOf('⚽球迷')]).toEqual(
    ['J', 'C', 'Z', '#', '#'],
  );
});

test('the demo seed gives the demo fan remarks, a photo in a chat and saved messages, once', async () => {
  await seedDemoUser(t.db);
  expect(await seedMessaging(t.db)).toBe(true);
  expect(await seedMessagingExtras(t.db)).toBe(true);
  expect(await seedMessagingExtras(t.db)).toBe(false);
  const demo = (await findUserByPhone(t.db, DEMO_USER.phone))!;
  const fan = { id: demo.id, token: await createSession(t.db, demo.id) };
  const favors = await data<ImFavor[]>(IM_PATHS.favorList, fan);
  expect(favors).toHaveLength(4);
  expect(favors[0]).toMatchObject({ conversationName: '老王（球友）', message: { kind: 'image' } });
  const list = await data<ImChatList>(IM_PATHS.chatList, fan);
  expect(list.list.map((x) => x.name)).toEqual(expect.arrayContaining(['老王（球友）', '曼城同好', '周末看球群']));
});

test('a large group is created with a creation line that names ten invitees and counts the rest', () => {
  const names = Array.from({ length: 499 }, (_, i) => `压测球迷${i}`);
  expect(invitedLine(names)).toBe(`${names.slice(0, 10).join('、')} 等 499 人`);
  expect(invitedLine(['甲', '乙'])).toBe('甲、乙');
});
