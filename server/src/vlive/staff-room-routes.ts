/**
 * The console's rooms and anchors (operator, STAFF_PATHS): every open room with who is on air and
 * their viewers; a studio room for a fan, who thereby becomes its anchor; edits of title, category,
 * notice, cover (an upload) and planned start (version-checked); closing a studio room (off air, its
 * key revoked, found by nothing after); a new stream key for a room, shown this once; the gifts each
 * room on air received this broadcast. Each change is audited in its transaction.
 */
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import {
  PHONE_PATTERN,
  ROOM_COVER_PREFIX,
  ROOM_NOTICE_MAX,
  ROOM_TITLE_MAX,
  STAFF_PATHS,
  ok,
  type StaffRoom,
  type StreamKeyAnswer,
} from '@kickoff/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { findUserByPhone } from '../accounts/users';
import type { Db } from '../db/index';
import { writeAudit } from '../staff/audit';
import { requireStaff } from '../staff/roles';
import { invalid, staleEdit, text } from '../staff/validate';
import type { RoutePlugin } from '../typebox';
import type { Tx } from '../wallet/ledger';
import { allRooms, createStudioRoom, findRoom, roomsOfAnchors, setRoomStatus, viewersOf } from './rooms';
import { revokeStreamKey, rotateStreamKey } from './stream-keys';
import { vdb } from './tables';

interface StaffRoomRouteOptions {
  /** the RTMP address anchors publish to (ingest-routes.ts); throws when the ingest is off */
  server(req: FastifyRequest): string;
  /** ends the room's stream now coming in, if any */
  cut?(roomId: number): Promise<void>;
}

const tags = ['staff'];
const Int = Type.Integer({ minimum: 0, maximum: 2147483647 });
const RoomFields = { title: Type.String({ maxLength: 500 }), category: Int, notice: Type.String({ maxLength: 2000 }) };
const RoomRef = Type.Object({ id: Int, version: Int });

function checkFields(body: { title: string; category: number; notice: string }) {
  const title = text(body.title, '直播间标题', ROOM_TITLE_MAX);
  if (![1, 2, 3].includes(body.category)) throw invalid('分类只能是足球、篮球或综合');
  const notice = text(body.notice, '公告', ROOM_NOTICE_MAX, true);
  return { title, category: body.category as 1 | 2 | 3, notice };
}

/** a plan further ahead than this is a typing mistake */
const SCHEDULE_AHEAD_MS = 366 * 86_400_000;
const ROOM_COVER_MAX = 300;

/** An edit's cover and planned start (each left out = unchanged), checked: the columns and the audit's view. */
function checkCoverSchedule(body: { cover?: string; scheduledAt?: number }, nowMs: number) {
  const columns: { cover?: string; scheduled_at?: Date | null } = {};
  const audit: { cover?: string; scheduledAt?: number } = {};
  if (body.cover !== undefined) {
    const cover = body.cover.trim();
    if (
      cover !== '' &&
      (!cover.startsWith(ROOM_COVER_PREFIX) || cover.length > ROOM_COVER_MAX || /[\s?#]/.test(cover))
    ) {
      throw invalid('封面需要通过上传图片设置');
    }
    columns.cover = audit.cover = cover;
  }
  if (body.scheduledAt !== undefined) {
    const at = body.scheduledAt;
    if (at !== 0 && (at < nowMs - 60_000 || at > nowMs + SCHEDULE_AHEAD_MS)) {
      throw invalid('开播时间需要在现在到一年之内');
    }
    columns.scheduled_at = at === 0 ? null : new Date(at);
    audit.scheduledAt = at;
  }
  return { columns, audit };
}

async function roomVersion(db: Db | Tx, id: number): Promise<number | undefined> {
  const row = await vdb(db)
    .selectFrom('vlive_rooms')
    .select('version')
    .where('id', '=', id)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return row?.version;
}

/** Gifts each room's anchor received since the room's broadcast now on air began (none when off air). */
async function broadcastGifts(
  db: Db,
  roomIds: number[],
): Promise<Map<number, { giftCount: number; giftCoins: number }>> {
  const rows = await vdb(db)
    .selectFrom('vlive_broadcasts as b')
    .innerJoin('vlive_gift_sends as g', (j) =>
      j.onRef('g.room_id', '=', 'b.room_id').onRef('g.created_at', '>=', 'b.started_at'),
    )
    .select([
      'b.room_id',
      sql<string | number>`sum(g.count)`.as('gift_count'),
      sql<string | number>`sum(g.coins)`.as('gift_coins'),
    ])
    .where('b.room_id', 'in', roomIds)
    .where('b.ended_at', 'is', null)
    .groupBy('b.room_id')
    .execute();
  return new Map(rows.map((r) => [r.room_id, { giftCount: Number(r.gift_count), giftCoins: Number(r.gift_coins) }]));
}

export function staffRoomRoutes(opts: StaffRoomRouteOptions): RoutePlugin {
  return async (app) => {
    const deps = { db: app.db, hub: app.hub };

    /** the room as the console shows it, or an error naming why it cannot be acted on */
    const openRoom = async (id: number) => {
      const room = await findRoom(app.db, id);
      if (!room) throw invalid('直播间不存在或已关闭');
      return room;
    };

    const staffView = async (ids?: number[]): Promise<StaffRoom[]> => {
      const rooms = (await allRooms(app.db)).filter((r) => !ids || ids.includes(r.id));
      if (rooms.length === 0) return [];
      const roomIds = rooms.map((r) => r.id);
      const extra = await vdb(app.db)
        .selectFrom('vlive_rooms as r')
        .leftJoin('vlive_stream_keys as k', 'k.room_id', 'r.id')
        .select(['r.id', 'r.version', 'k.room_id as keyed'])
        .where('r.id', 'in', roomIds)
        .execute();
      const phones = await app.db
        .selectFrom('users')
        .select(['id', 'phone'])
        .where(
          'id',
          'in',
          rooms.map((r) => r.anchorId),
        )
        .execute();
      const gifts = await broadcastGifts(app.db, roomIds);
      const status = { live: 0, replay: 1, offline: 2 } as const;
      return rooms
        .map((r) => {
          const x = extra.find((e) => e.id === r.id);
          return {
            id: r.id,
            anchorId: r.anchorId,
            anchorName: r.anchorName,
            anchorPhone: phones.find((p) => p.id === r.anchorId)?.phone ?? '',
            title: r.title,
            category: r.category,
            notice: r.notice,
            cover: r.cover,
            scheduledAt: r.scheduledAt ?? 0,
            status: r.status,
            matchId: r.matchId,
            viewers: viewersOf(app.hub, r.id),
            hasStreamKey: x?.keyed != null,
            ...(gifts.get(r.id) ?? { giftCount: 0, giftCoins: 0 }),
            version: x?.version ?? 1,
          };
        })
        .sort((a, b) => status[a.status] - status[b.status] || b.viewers - a.viewers || a.id - b.id);
    };

    app.get(STAFF_PATHS.rooms, { schema: { tags, summary: '直播间与主播（运营）：直播中的在前' } }, async (req) => {
      await requireStaff(req, 'operator');
      return ok(await staffView());
    });

    app.post(
      STAFF_PATHS.createRoom,
      {
        config: { writeLimit: 'manage' },
        schema: {
          tags,
          summary: '为球迷开通直播间，该球迷成为主播（运营）',
          body: Type.Object({ phone: Type.String({ maxLength: 20 }), ...RoomFields }),
        },
      },
      async (req) => {
        const actorId = await requireStaff(req, 'operator');
        const fields = checkFields(req.body);
        const phone = req.body.phone.trim();
        if (!PHONE_PATTERN.test(phone)) throw invalid('请填写主播的 11 位手机号');
        const anchor = await findUserByPhone(app.db, phone);
        if (!anchor) throw invalid(`${phone} 还没有注册：主播先注册账号，再开直播间`);
        if ((await roomsOfAnchors(app.db, [anchor.id])).some((r) => r.matchId === null)) {
          throw invalid(`${phone} 已有直播间`);
        }
        const id = await app.db.transaction().execute(async (trx) => {
          const roomId = await createStudioRoom(trx, anchor.id, fields);
          const after = { anchorId: anchor.id, ...fields };
          await writeAudit(trx, { actorId, action: 'room.create', target: `room:${roomId}`, before: null, after });
          return roomId;
        });
        return ok((await staffView([id]))[0]!, '直播间已开通');
      },
    );

    app.post(
      STAFF_PATHS.updateRoom,
      {
        config: { writeLimit: 'manage' },
        schema: {
          tags,
          summary: '修改直播间标题、分类、公告、封面、开播时间（运营）',
          body: Type.Object({
            id: Int,
            version: Int,
            ...RoomFields,
            cover: Type.Optional(Type.String({ maxLength: 1000 })),
            scheduledAt: Type.Optional(Type.Integer({ minimum: -1, maximum: 2 ** 45 })),
          }),
        },
      },
      async (req) => {
        const actorId = await requireStaff(req, 'operator');
        const fields = checkFields(req.body);
        const extra = checkCoverSchedule(req.body, Date.now());
        const room = await openRoom(req.body.id);
        await app.db.transaction().execute(async (trx) => {
          const updated = await vdb(trx)
            .updateTable('vlive_rooms')
            .set((eb) => ({ ...fields, ...extra.columns, version: eb('version', '+', 1) }))
            .where('id', '=', room.id)
            .where('version', '=', req.body.version)
            .where('closed_at', 'is', null)
            .returning('id')
            .executeTakeFirst();
          if (!updated) throw staleEdit();
          const before = {
            title: room.title,
            category: room.category,
            notice: room.notice,
            ...(extra.audit.cover !== undefined ? { cover: room.cover } : {}),
            ...(extra.audit.scheduledAt !== undefined ? { scheduledAt: room.scheduledAt ?? 0 } : {}),
          };
          const after = { ...fields, ...extra.audit };
          await writeAudit(trx, { actorId, action: 'room.update', target: `room:${room.id}`, before, after });
        });
        return ok((await staffView([room.id]))[0]!, '已保存');
      },
    );

    app.post(
      STAFF_PATHS.closeRoom,
      {
        config: { writeLimit: 'manage' },
        schema: { tags, summary: '关闭直播间：下播、推流密钥作废、不再展示（运营）', body: RoomRef },
      },
      async (req) => {
        const actorId = await requireStaff(req, 'operator');
        const room = await openRoom(req.body.id);
        if (room.matchId !== null) throw invalid('比赛直播间由赛程管理，不能关闭');
        if ((await roomVersion(app.db, room.id)) !== req.body.version) throw staleEdit();
        if (room.status !== 'offline') await setRoomStatus(deps, room, 'offline', { holdUntil: null });
        await opts.cut?.(room.id);
        await app.db.transaction().execute(async (trx) => {
          const closed = await vdb(trx)
            .updateTable('vlive_rooms')
            .set((eb) => ({ closed_at: new Date(), version: eb('version', '+', 1) }))
            .where('id', '=', room.id)
            .where('closed_at', 'is', null)
            .returning('id')
            .executeTakeFirst();
          if (!closed) throw staleEdit();
          await revokeStreamKey(trx, room.id);
          const before = { title: room.title, status: room.status };
          await writeAudit(trx, {
            actorId,
            action: 'room.close',
            target: `room:${room.id}`,
            before,
            after: { closed: true },
          });
        });
        return ok(null, '直播间已关闭');
      },
    );

    app.post(
      STAFF_PATHS.rotateStreamKey,
      {
        config: { writeLimit: 'manage' },
        schema: { tags, summary: '为直播间生成新的推流密钥，旧密钥作废，只显示这一次（运营）', body: RoomRef },
      },
      async (req, reply) => {
        const actorId = await requireStaff(req, 'operator');
        const room = await openRoom(req.body.id);
        let rtmpUrl = '';
        try {
          rtmpUrl = opts.server(req);
        } catch {
          // the ingest is off here: the key still works once it runs (the console says so)
        }
        const streamKey = await app.db.transaction().execute(async (trx) => {
          const key = await rotateStreamKey(trx, room.id);
          // the key itself is never logged: only that a new one was made
          await writeAudit(trx, {
            actorId,
            action: 'room.stream-key',
            target: `room:${room.id}`,
            before: null,
            after: { rotated: true },
          });
          return key;
        });
        void reply.header('Cache-Control', 'no-store');
        const answer: StreamKeyAnswer = { roomId: room.id, streamKey, rtmpUrl };
        return ok(answer, '新密钥只显示这一次，请立即保存');
      },
    );
  };
}
