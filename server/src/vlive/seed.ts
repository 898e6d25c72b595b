/**
 * A lived-in video-live world on a fresh demo database, made through the same functions fans and
 * anchors trigger: anchor accounts (signed up like anyone), their studio rooms, a few fans who chat
 * and send gifts, and the demo fan following an anchor and sending a gift. Idempotent: nothing is
 * added when the first anchor exists. Anchors sign in with the demo password (server/README.md).
 */
import { DEMO_USER, createUser, findUserByPhone } from '../accounts/users';
import type { Db } from '../db/index';
import type { Hub } from '../realtime/hub';
import { ChatBudgets, sendLine } from './chat';
import { sendGift } from './gifts';
import { findRoom } from './rooms';
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

const SEED_CHAT = [
  [0, '主播今天聊聊曼城的中场吧'],
  [1, '上周那场逆转太精彩了'],
  [2, '前排支持主播！'],
  [0, '这个分析有道理，边路确实是突破口'],
  [1, '今晚谁赢？我猜主队'],
] as const;

export async function seedVlive(db: Db, hub: Hub): Promise<void> {
  if (await findUserByPhone(db, SEED_ANCHORS[0].phone)) return;
  const roomIds: number[] = [];
  for (const a of SEED_ANCHORS) {
    const user = await createUser(db, a.phone, DEMO_USER.password, a.nickName);
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
    const user = await createUser(db, f.phone, DEMO_USER.password, f.nickName);
    if (user) fans.push(user.id);
  }
  const deps = { db, hub };
  const first = (await findRoom(db, roomIds[0]!))!;
  const budgets = new ChatBudgets();
  const start = Date.now() - 10 * 60_000;
  for (const [i, [fan, text]] of SEED_CHAT.entries()) {
    await sendLine(deps, budgets, {
      userId: fans[fan]!,
      room: first,
      text,
      clientId: `seed-chat-${i}`,
      nowMs: start + i * 30_000,
    });
  }
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
