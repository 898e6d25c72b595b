/**
 * A room's chat: the last lines on join (older ones paged back on demand), the welcome line and the
 * room notice, lines pushed on `room:{id}` (ROOM_CHAT) merged by id — so the sender's own answer and
 * its push show once — deletions, and sending with a client id. Entry banners, gifts and status
 * changes on the same topic go to the page's callbacks.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MessageCodes } from '@kickoff/shared/contracts';
import {
  type GiftEvent,
  type RoomChatEvent,
  type RoomChatLine,
  type RoomStatus,
} from '@kickoff/shared/contracts/vlive';
import { useRealtime, type TopicEvent } from '@kickoff/shared/realtime';
import { chatNotice, chatPage, chatPageAfter, chatSend, chatWelcome, newClientId } from './chat-api';
import { MAX_LINES, mergeLines, removeLine } from './chat-lines';

export interface RoomChatCallbacks {
  onLine?: (line: RoomChatLine) => void;
  onEnter?: (event: Extract<RoomChatEvent, { kind: 'enter' }>) => void;
  onGift?: (gift: GiftEvent) => void;
  onStatus?: (status: RoomStatus) => void;
  /** the socket is in the room (the fan now counts among its viewers) */
  onJoined?: () => void;
}

/** `live` false (a replay is playing): nothing is loaded or subscribed. */
export function useRoomChat(roomId: number, callbacks: RoomChatCallbacks, live = true) {
  const [lines, setLines] = useState<RoomChatLine[]>([]);
  const [older, setOlder] = useState(0);
  const [welcome, setWelcome] = useState('');
  const [notice, setNotice] = useState('');
  const cb = useRef(callbacks);
  useEffect(() => {
    cb.current = callbacks;
  });

  const loadLatest = useCallback(() => {
    chatPage(roomId).then(
      (page) => {
        setLines((held) => mergeLines(held, page.list));
        setOlder((n) => n || page.next);
      },
      () => undefined,
    );
  }, [roomId]);

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
        const page = await chatPageAfter(roomId, after);
        setLines((h) => mergeLines(h, page.list));
        got += page.list.length;
        after = page.next;
      }
    } catch {
      // the next reconnect tries again
    }
  }, [roomId, loadLatest]);

  // the page is keyed by room: a new room starts with a new state
  useEffect(() => {
    if (!live) return;
    loadLatest();
    chatWelcome(roomId).then(
      (w) => setWelcome(w.text),
      () => undefined,
    );
    chatNotice(roomId).then(
      (n) => setNotice(n.text),
      () => undefined,
    );
  }, [roomId, loadLatest, live]);

  const loadOlder = useCallback(() => {
    if (!older) return;
    chatPage(roomId, older).then(
      (page) => {
        setLines((held) => mergeLines(held, page.list));
        setOlder(page.next);
      },
      () => undefined,
    );
  }, [roomId, older]);

  useRealtime<RoomChatEvent | GiftEvent>(live ? `room:${roomId}` : null, (e: TopicEvent<RoomChatEvent | GiftEvent>) => {
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
    else if (event.kind === 'status') cb.current.onStatus?.(event.status);
  });

  /** Sends `text`; resolves true when the room has it. */
  const send = useCallback(
    async (text: string, clientId = newClientId()): Promise<boolean> => {
      const line = await chatSend(roomId, text, clientId).catch(() => null);
      if (line) setLines((held) => mergeLines(held, [line]));
      return line !== null;
    },
    [roomId],
  );

  return { lines, welcome, notice, hasOlder: older > 0, loadOlder, send };
}
