/** Replays: the list of ended broadcasts and a window of a replay's chat with its offsets. */
import { Type } from '@sinclair/typebox';
import { ok } from '@kickoff/shared/contracts';
import { REPLAY_CHAT_SPAN_MS, REPLAY_MAX_SECONDS, VLIVE_PATHS } from '@kickoff/shared/contracts/vlive';
import { responses, type RoutePlugin } from '../typebox';
import { recordingOf } from './recordings';
import { listReplays, replayChat, replayOr404 } from './replays';
import { ChatLineSchema, LiveRoomSchema, ReplaySchema, RoomId } from './schemas';

const Offset = Type.Integer({ minimum: 0, maximum: REPLAY_MAX_SECONDS * 1000 + REPLAY_CHAT_SPAN_MS });

/** `ingestDir`: where anchors' streams are recorded (a recorded replay's chat follows its video) */
export const replayRoutes =
  ({ ingestDir = '' }: { ingestDir?: string } = {}): RoutePlugin =>
  async (app) => {
    const tags = ['vlive'];
    const deps = { db: app.db, hub: app.hub };

    app.get(
      VLIVE_PATHS.replays,
      {
        schema: {
          tags,
          summary: '直播回放：最近结束的直播（新的在前）',
          response: responses(Type.Array(Type.Object({ room: LiveRoomSchema, replay: ReplaySchema }))),
        },
      },
      async () => ok(await listReplays(deps)),
    );

    app.get(
      VLIVE_PATHS.replayChat,
      {
        schema: {
          tags,
          summary:
            '回放的聊天：直播时 [from, to) 毫秒内的发言（offset：距开播的毫秒数，按发送顺序，每页 200 条；after：上一页的 next）',
          querystring: Type.Object({
            id: RoomId,
            from: Offset,
            to: Offset,
            after: Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0 }),
          }),
          response: responses(
            Type.Object({
              list: Type.Array(Type.Composite([ChatLineSchema, Type.Object({ offset: Type.Integer() })])),
              next: Type.Integer(),
            }),
          ),
        },
      },
      async (req) => {
        const replay = await replayOr404(app.db, req.query.id);
        const recording = await recordingOf(app.db, ingestDir, replay);
        return ok(await replayChat(app.db, replay, req.query, Date.now(), recording?.runs));
      },
    );
  };
