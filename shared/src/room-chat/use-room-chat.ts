/**
 * A room's chat, or a sport-wide group's (the scores pages' 聊球): the last lines on join (older
 * ones paged back on demand), the welcome line and the notice, lines pushed on `room:{group}`
 * (ROOM_CHAT) merged by id — so the sender's own answer and its push show once — deletions, and
 * sending through the outbox (@kickoff/shared/outbox): a line written while the connection is down
 * waits (kept across a reload), goes by itself when it returns within ROOM_CHAT_RESEND_WITHIN_MS,
 * once, under its client id. Entry banners, gifts and status changes on the same topic go to the
 * page's callbacks.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MessageCodes } from '@kickoff/shared/contracts';
import {
  chatTopic,
  ROOM_CHAT_RESEND_WITHIN_MS,
  type GiftEvent,
  type RoomChatEvent,
  type RoomChatLine,
  type RoomStatus,
} from '@kickoff/shared/contracts/vlive';
import { outboxKey, useOutbox, type OutboxStatus } from '@kickoff/shared/outbox';
import { useRealtime, type TopicEvent } from '@kickoff/shared/realtime';
import { useUserStore } from '@kickoff/shared/stores';
import { chatNotice, chatPage, chatPageAfter, chatSend, chatWelcome, newClientId, type ChatGroupId } from './chat-api';
import { MAX_LINES, mergeLines, removeLine } from './chat-lines';

export interface RoomChatCallbacks {
  onLine?: (line: RoomChatLine) => void;
  onEnter?: (event: Extract<RoomChatEvent, { kind: 'enter' }>) => void;
  onGift?: (gift: GiftEvent) => void;
  /** the room went on or off air; `away`: on air with the anchor's signal lost (主播暂时离开) */
  onStatus?: (status: RoomStatus, away: boolean) => void;
  /** the socket is in the room (the fan now counts among its viewers) */
  onJoined?: () => void;
}

/** A line of mine not in the room yet: on its way, waiting for the connection, or refused for good. */
export interface PendingLine {
  id: string;
  nickName: string;
  text: string;
  status: OutboxStatus;
  reason: string;
}

/** `group`: a room's id or a sport. `live` false (a replay is playing): nothing is loaded or subscribed. */
export function useRoomChat(group: ChatGroupId, callbacks: RoomChatCallbacks, live = true) {
  const [lines, setLines] = useState<RoomChatLine[]>([]);
  const [older, setOlder] = useState(0);
  const [welcome, setWelcome] = useState('');
  const [notice, setNotice] = useState('');
  const cb = useRef(callbacks);
  useEffect(() => {
    cb.current = callbacks;
  });

  const loadLatest = useCallback(() => {
    chatPage(group).then(
      (page) => {
        setLines((held) => mergeLines(held, page.list));
        setOlder((n) => n || page.next);
      },
      () => undefined,
    );
  }, [group]);

  const held = useRef<RoomChatLine[]>([]);
  useEffect(() => {
    held.current = lines;
  });

  /** After a reconnect: the lines after the newest one held, page by page (at most a list's worth). */
  const refill = useCallback(async () => {
    let after = held.current.at(-1)?.id ?? 0;
    if (!after) return loadLatest();
    try {
      for (let got = 0; after && got < MAX_LINES;) {
        const page = await chatPageAfter(group, after);
        setLines((h) => mergeLines(h, page.list));
        got += page.list.length;
        after = page.next;
      }
    } catch {
      // the next reconnect tries again
    }
  }, [group, loadLatest]);

  // the page is keyed by room: a new room starts with a new state
  useEffect(() => {
    if (!live) return;
    loadLatest();
    chatWelcome(group).then(
      (w) => setWelcome(w.text),
      () => undefined,
    );
    chatNotice(group).then(
      (n) => setNotice(n.text),
      () => undefined,
    );
  }, [group, loadLatest, live]);

  const loadOlder = useCallback(() => {
    if (!older) return;
    chatPage(group, older).then(
      (page) => {
        setLines((held) => mergeLines(held, page.list));
        setOlder(page.next);
      },
      () => undefined,
    );
  }, [group, older]);

  useRealtime<RoomChatEvent | GiftEvent>(live ? chatTopic(group) : null, (e: TopicEvent<RoomChatEvent | GiftEvent>) => {
    if (e.type === 'resync') {
      void refill();
      return;
    }
    const { code, data } = e.message;
    if (code === MessageCodes.SUBSCRIBED) {
      cb.current.onJoined?.();
      return;
    }
    if (code === MessageCodes.ROOM_GIFT) {
      cb.current.onGift?.(data as GiftEvent);
      return;
    }
    if (code !== MessageCodes.ROOM_CHAT) return;
    const event = data as RoomChatEvent;
    if (event.kind === 'line') {
      setLines((held) => mergeLines(held, [event.line]));
      cb.current.onLine?.(event.line);
    } else if (event.kind === 'delete') setLines((held) => removeLine(held, event.id));
    else if (event.kind === 'enter') cb.current.onEnter?.(event);
    else if (event.kind === 'status') cb.current.onStatus?.(event.status, event.away === true);
  });

  const me = useUserStore((s) => s.info);
  const myId = me?.id ?? 0;
  const outbox = useOutbox<string, RoomChatLine>({
    key: live && myId ? outboxKey(myId, chatTopic(group)) : null,
    send: (text, clientId) => chatSend(group, text, clientId),
    onSent: (line) => setLines((held) => mergeLines(held, [line])),
    autoSendWithinMs: ROOM_CHAT_RESEND_WITHIN_MS,
  });
  const { add, discard, retry, acknowledge } = outbox;

  // my lines the list now holds (pushed, refilled) are in the room
  useEffect(() => {
    acknowledge(lines.filter((l) => l.userId === myId).map((l) => l.clientId));
  }, [lines, myId, acknowledge]);

  /**
   * Sends `text`; resolves false when the room refused it for good (muted, too long: the suite's
   * toast says why), true when it is in the room or waits for the connection to come back.
   */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const id = newClientId();
      const first = await add(id, text);
      if (first.status !== 'failed') return true;
      discard(id);
      return false;
    },
    [add, discard],
  );

  const pending: PendingLine[] = outbox.items.map((x) => ({
    id: x.id,
    nickName: me?.nickName ?? '我',
    text: x.payload,
    status: x.status,
    reason: x.reason,
  }));

  return { lines, welcome, notice, hasOlder: older > 0, loadOlder, send, pending, retry, discard };
}
