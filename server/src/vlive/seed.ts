/**
 * A lived-in video-live world on a fresh demo database, made through the same functions fans and
 * anchors trigger: anchor accounts (signed up like anyone), their studio rooms, two broadcasts that
 * ended before the start (replays) with a few fans chatting through them, gifts, and the demo fan
 * following an anchor and sending a gift. Idempotent: nothing is
 * added when the first anchor exists. Anchors and fans get random passwords, printed once at the
 * start (accounts/seeded-accounts.ts).
 */
import { DEMO_USER, findUserByPhone } from '../accounts/users';
import { reseedMarkedPasswords, seededAccount } from '../accounts/seeded-accounts';
import type { Db } from '../db/index';
import type { Hub } from '../realtime/hub';
import { ChatBudgets, roomPlace, sendLine } from './chat';
import { sendGift } from './gifts';
import { findRoom, setRoomStatus } from './rooms';
import { vdb } from './tables';

export const SEED_ANCHORS = [
  { phone: '19900000001', nickName: '老刘聊球', title: '英超深度复盘·周中焦点战', category: 1 },
  { phone: '19900000002', nickName: '篮球小K', title: 'NBA今日看点·球星高光时刻', category: 2 },
  { phone: '19900000003', nickName: '阿杰看球', title: '欧洲五大联赛赛前分析', category: 1 },
  { phone: '19900000004', nickName: '体育小美', title: '综合体育早知道', category: 3 },
  { phone: '19900000005', nickName: '街球老王', title: 'CBA夜话·街球与青训', category: 2 },
] as const;

const SEED_FANS = [
  { phone: '19900000101', nickName: '红魔老张' },
  { phone: '19900000102', nickName: '蓝月亮小周' },
  { phone: '19900000103', nickName: '湖人总冠军' },
] as const;

/** The seeded broadcasts that ended before the server started: each studio's [minutes ago it began, minutes long]. */
const SEED_BROADCASTS = [
  { room: 0, beganMinutesAgo: 45, minutes: 20 },
  { room: 1, beganMinutesAgo: 150, minutes: 30 },
] as const;

/** What the fans said during those broadcasts: [broadcast, fan, seconds after it began, text]. */
const SEED_CHAT = [
  [0, 0, 3, '主播今天聊聊曼城的中场吧'],
  [0, 1, 7, '上周那场逆转太精彩了'],
  [0, 2, 12, '前排支持主播！'],
  [0, 0, 20, '这个分析有道理，边路确实是突破口'],
  [0, 1, 34, '今晚谁赢？我猜主队'],
  [0, 2, 55, '中场控制太关键了'],
  [0, 0, 90, '主播说得对，后腰要站住位置'],
  [0, 1, 150, '换人太保守了'],
  [0, 2, 300, '这球越位了吧？'],
  [0, 0, 600, '下半场看好客队反击'],
  [0, 1, 900, '主播讲得真细，学到了'],
  [0, 2, 1150, '下期见，主播辛苦了'],
  [1, 2, 4, '小K来了！今天聊谁？'],
  [1, 0, 15, '东契奇的后撤步太难防了'],
  [1, 1, 40, '湖人今年能进季后赛吗'],
  [1, 2, 120, '这个挡拆配合讲得清楚'],
  [1, 0, 600, '三分命中率才是关键'],
  [1, 1, 1500, '下次聊聊 CBA 吧'],
] as const;

export async function seedVlive(db: Db, hub: Hub): Promise<void> {
  // a world seeded before passwords were random: the accounts migration 033 marked get new ones
  await reseedMarkedPasswords(db, [
    ...SEED_ANCHORS.map((a) => ({ role: '主播' as const, phone: a.phone })),
    ...SEED_FANS.map((f) => ({ role: '球迷' as const, phone: f.phone })),
  ]);
  if (await findUserByPhone(db, SEED_ANCHORS[0].phone)) return;
  const roomIds: number[] = [];
  for (const a of SEED_ANCHORS) {
    const user = await seededAccount(db, '主播', a.phone, a.nickName);
    if (!user) return;
    const room = await vdb(db)
      .insertInto('vlive_rooms')
      .values({
        anchor_id: user.id,
        title: a.title,
        category: a.category,
        notice: `欢迎来到${a.nickName}的直播间！每晚八点准时开播，关注主播不迷路。`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    roomIds.push(room.id);
  }
  const fans: number[] = [];
  for (const f of SEED_FANS) {
    const user = await seededAccount(db, '球迷', f.phone, f.nickName);
    if (user) fans.push(user.id);
  }
  const deps = { db, hub };
  const now = Date.now();
  // past broadcasts, recorded as an anchor going on and off air records them, with the fans' chat
  for (const [b, broadcast] of SEED_BROADCASTS.entries()) {
    const began = now - broadcast.beganMinutesAgo * 60_000;
    const room = (await findRoom(db, roomIds[broadcast.room]!))!;
    const budgets = new ChatBudgets();
    await setRoomStatus(deps, room, 'live', { nowMs: began });
    for (const [i, [at, fan, seconds, text]] of SEED_CHAT.entries()) {
      if (at !== b) continue;
      await sendLine(deps, budgets, {
        userId: fans[fan]!,
        place: roomPlace(room),
        text,
        clientId: `seed-chat-${i}`,
        nowMs: began + seconds * 1000,
      });
    }
    await setRoomStatus(deps, { ...room, status: 'live' }, 'offline', { nowMs: began + broadcast.minutes * 60_000 });
  }
  const first = (await findRoom(db, roomIds[0]!))!;
  const start = now - 10 * 60_000;
  for (const [i, fan] of fans.entries()) {
    await sendGift(deps, { userId: fan, room: first, giftId: 2 + i, count: 1, key: `seed-gift-${i}`, nowMs: start });
  }
  const demo = await findUserByPhone(db, DEMO_USER.phone);
  if (demo) {
    await vdb(db)
      .insertInto('vlive_follows')
      .values({ anchor_id: first.anchorId, user_id: demo.id })
      .onConflict((oc) => oc.columns(['anchor_id', 'user_id']).doNothing())
      .execute();
    await sendGift(deps, { userId: demo.id, room: first, giftId: 2, count: 1, key: 'seed-gift-demo', nowMs: start });
  }
}
