/**
 * The messages of one open conversation, kept in seq order: merging a page or a push (a seq seen
 * again replaces the old copy), the highest contiguous seq (so a hole shows as a gap to refill),
 * and what a message still in the outbox looks like.
 */
import type { ImMessage, UploadedImage } from '@kickoff/shared/contracts';

/** What a message waiting in the outbox holds. */
export interface PendingPayload {
  text: string;
  /** an image message: the picture already uploaded */
  image?: UploadedImage;
  replyToSeq?: number;
}

/** A message not on the server yet: on its way, waiting for the connection, or refused for good. */
export interface Pending extends PendingPayload {
  clientId: string;
  status: 'sending' | 'waiting' | 'failed';
  /** why it waits (点击重发) or why the server refused it; '' while sending */
  reason: string;
}

export function mergeMessages(current: ImMessage[], incoming: ImMessage[]): ImMessage[] {
  if (incoming.length === 0) return current;
  const bySeq = new Map(current.map((m) => [m.seq, m]));
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The last seq before the first hole (what the client can vouch it has in full). */
export function contiguousTop(messages: ImMessage[]): number {
  if (messages.length === 0) return 0;
  let top = messages[0]!.seq;
  for (const m of messages) {
    if (m.seq > top + 1) break;
    top = m.seq;
  }
  return top;
}

export const lastSeq = (messages: ImMessage[]): number => messages.at(-1)?.seq ?? 0;
