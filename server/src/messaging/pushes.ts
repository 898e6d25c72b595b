/**
 * Chat pushes to each member's `user:<id>` topic: 10001 for a private conversation, 10022 for a
 * group (shared/src/contracts/realtime.ts). Each carries the receiver's unread total, counted after
 * the write committed, so a client sets its badge to the server's figure.
 */
import { MessageCodes, type ImPush } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { serverMessage, type Hub } from '../realtime/hub';
import { unreadTotals } from './unread';

type PushBody = ImPush extends infer P ? (P extends ImPush ? Omit<P, 'unread'> : never) : never;

export async function pushToMembers(
  db: Db,
  hub: Hub | null,
  kind: 'private' | 'group',
  userIds: number[],
  body: PushBody,
): Promise<void> {
  if (!hub || userIds.length === 0) return;
  const totals = await unreadTotals(db, userIds);
  const code = kind === 'private' ? MessageCodes.PRIVATE_CHAT : MessageCodes.GROUP_CHAT;
  for (const id of new Set(userIds)) {
    const topic = `user:${id}` as const;
    hub.publish(topic, serverMessage(code, topic, { ...body, unread: totals.get(id)?.total ?? 0 } as ImPush));
  }
}
