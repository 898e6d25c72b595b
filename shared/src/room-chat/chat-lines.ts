/** The room's lines as the chat list holds them: oldest first, one per id, at most MAX_LINES. */
import type { RoomChatLine } from '@kickoff/shared/contracts/vlive';

export const MAX_LINES = 300;

/** Adds lines (any order, maybe already held) and keeps the newest MAX_LINES. */
export function mergeLines(held: RoomChatLine[], incoming: RoomChatLine[]): RoomChatLine[] {
  if (incoming.length === 0) return held;
  const byId = new Map(held.map((l) => [l.id, l]));
  let changed = false;
  for (const l of incoming) {
    if (!byId.has(l.id)) {
      byId.set(l.id, l);
      changed = true;
    }
  }
  if (!changed) return held;
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-MAX_LINES);
}

export function removeLine(held: RoomChatLine[], id: number): RoomChatLine[] {
  return held.some((l) => l.id === id) ? held.filter((l) => l.id !== id) : held;
}
