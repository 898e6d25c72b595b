/**
 * One conversation, live: the last page of history, older pages on demand, pushes for this
 * conversation merged by seq (a seq beyond the next one, or a reconnect, refills the gap from
 * history), the read mark moved up while the page is visible, the other person's 已送达 / 已读
 * marks as they are pushed, and sends through the outbox (@kickoff/shared/outbox): kept across a
 * reload per signed-in user, sent in order by themselves when the connection returns, each under its
 * client id so a resend is stored once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImMessage, ImPush, UploadedImage } from '@kickoff/shared/contracts';
import { outboxKey, useOutbox } from '@kickoff/shared/outbox';
import { useRealtime, type TopicEvent } from '@kickoff/shared/realtime';
import { history, markRead, recall, sendMessage } from '../im-api';
import { newClientId } from '../client-id';
import { contiguousTop, lastSeq, mergeMessages, type Pending, type PendingPayload } from '../thread-state';

const PAGE = 30;

export interface ChatThread {
  messages: ImMessage[];
  pending: Pending[];
  status: 'loading' | 'ready' | 'error';
  more: boolean;
  peerReadSeq: number;
  /** how far the other person's client has received (a private chat's 已送达) */
  peerDeliveredSeq: number;
  loadOlder: () => Promise<void>;
  send: (text: string, replyToSeq?: number) => void;
  /** sends a picture already uploaded through the upload module */
  sendImage: (image: UploadedImage) => void;
  retry: (clientId: string) => void;
  /** forgets a message the server refused for good */
  discard: (clientId: string) => void;
  recallMessage: (seq: number) => Promise<void>;
  reload: () => void;
}

/** Mount it keyed by the conversation: a new conversation starts from a fresh state. */
export function useChatThread(
  conversationId: number,
  myId: number,
  initialPeerRead = 0,
  initialPeerDelivered = 0,
): ChatThread {
  const [messages, setMessages] = useState<ImMessage[]>([]);
  const [status, setStatus] = useState<ChatThread['status']>('loading');
  const [more, setMore] = useState(false);
  const [peerReadSeq, setPeerReadSeq] = useState(0);
  const [peerDeliveredSeq, setPeerDeliveredSeq] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const current = useRef<ImMessage[]>([]);
  const readSent = useRef(0);
  const refilling = useRef(false);

  const outbox = useOutbox<PendingPayload, ImMessage>({
    key: myId ? outboxKey(myId, `im:${conversationId}`) : null,
    send: (p, clientId) =>
      sendMessage({ conversationId, text: p.text, clientId, replyToSeq: p.replyToSeq, imageId: p.image?.id }),
    onSent: (m) => apply([m]),
  });
  const { acknowledge, add } = outbox;

  const apply = useCallback(
    (incoming: ImMessage[]) => {
      current.current = mergeMessages(current.current, incoming);
      setMessages(current.current);
      // my messages the thread now holds are delivered, whichever way they came
      acknowledge(incoming.filter((m) => m.fromId === myId && m.clientId).map((m) => m.clientId));
    },
    [acknowledge, myId],
  );

  useEffect(() => {
    let live = true;
    current.current = [];
    history(conversationId, { size: PAGE })
      .then((page) => {
        if (!live) return;
        apply(page.list);
        setMore(page.more);
        setStatus('ready');
      })
      .catch(() => live && setStatus('error'));
    return () => {
      live = false;
    };
  }, [conversationId, attempt, apply]);

  /** Fetches everything after the last seq held without a hole, page by page. */
  const refill = useCallback(async () => {
    if (refilling.current) return;
    refilling.current = true;
    try {
      for (let i = 0; i < 20; i += 1) {
        const page = await history(conversationId, { after: contiguousTop(current.current), size: 100 });
        apply(page.list);
        if (page.list.length < 100) break;
      }
    } catch {
      // the next push or reconnect tries again
    } finally {
      refilling.current = false;
    }
  }, [conversationId, apply]);

  const onEvent = useCallback(
    (e: TopicEvent<ImPush>) => {
      if (e.type === 'resync') {
        void refill();
        return;
      }
      const push = e.message.data;
      const cid = push.type === 'message' ? push.message.conversationId : push.conversationId;
      if (cid !== conversationId) return;
      if (push.type === 'message') {
        const m = push.message;
        const gap = m.seq > lastSeq(current.current) + 1 && current.current.length > 0;
        apply([m]);
        if (gap) void refill();
      } else if (push.type === 'recall') {
        const old = current.current.find((m) => m.seq === push.seq);
        if (old) apply([{ ...old, recalled: true, text: '' }]);
      } else if (push.type === 'hidden') {
        const old = current.current.find((m) => m.seq === push.seq);
        if (old) apply([{ ...old, hidden: true, text: '', image: null }]);
      } else if (push.userId !== myId) {
        // read implies delivered
        setPeerDeliveredSeq((s) => Math.max(s, push.seq));
        if (push.type === 'read') setPeerReadSeq((s) => Math.max(s, push.seq));
      }
    },
    [conversationId, myId, apply, refill],
  );
  useRealtime<ImPush>(myId ? `user:${myId}` : null, onEvent);

  // what is on screen is read (only while the page is in front)
  useEffect(() => {
    const top = lastSeq(messages);
    if (top <= readSent.current || status !== 'ready') return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || top <= readSent.current) return;
      readSent.current = top;
      markRead(conversationId, top).catch(() => (readSent.current = 0));
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [messages, status, conversationId]);

  const loadOlder = useCallback(async () => {
    const first = current.current[0]?.seq;
    if (!first) return;
    const page = await history(conversationId, { before: first, size: PAGE });
    apply(page.list);
    setMore(page.more);
  }, [conversationId, apply]);

  const send = useCallback((text: string, replyToSeq?: number) => void add(newClientId(), { text, replyToSeq }), [add]);
  const sendImage = useCallback((image: UploadedImage) => void add(newClientId(), { text: '', image }), [add]);
  const recallMessage = useCallback(
    async (seq: number) => {
      apply([await recall(conversationId, seq)]);
    },
    [conversationId, apply],
  );

  const pending: Pending[] = outbox.items.map((x) => ({
    clientId: x.id,
    ...x.payload,
    status: x.status,
    reason: x.reason,
  }));

  return {
    messages,
    pending,
    status,
    more,
    peerReadSeq: Math.max(peerReadSeq, initialPeerRead),
    peerDeliveredSeq: Math.max(peerDeliveredSeq, initialPeerDelivered, peerReadSeq, initialPeerRead),
    loadOlder,
    send,
    sendImage,
    retry: outbox.retry,
    discard: outbox.discard,
    recallMessage,
    reload: () => {
      setStatus('loading');
      setAttempt((n) => n + 1);
    },
  };
}
