/**
 * 关注: a visitor's follows are kept in localStorage; a logged-in fan's on the server. At login
 * the visitor's follows are sent to the server (merged) and the local copy is cleared.
 */
import { create } from 'zustand';
import { useAuthStore } from '@kickoff/shared/stores';
import type { Sport } from '@kickoff/shared/contracts';
import { fetchFollows, sendFollow, type FollowItem } from './follow-api';

export const FOLLOW_STORAGE_KEY = 'kickoff-follows';

function readLocal(): FollowItem[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(FOLLOW_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.filter(
      (x): x is FollowItem =>
        typeof x === 'object' &&
        x !== null &&
        typeof (x as FollowItem).matchId === 'number' &&
        ((x as FollowItem).sport === 'football' || (x as FollowItem).sport === 'basketball'),
    );
  } catch {
    return [];
  }
}

function writeLocal(items: FollowItem[]): void {
  localStorage.setItem(FOLLOW_STORAGE_KEY, JSON.stringify(items));
}

export interface FollowState {
  items: FollowItem[];
  /** true once the server list was loaded (logged in) or the local one read (visitor) */
  ready: boolean;
  isFollowed: (sport: Sport, id: number) => boolean;
  ids: (sport: Sport) => number[];
  toggle: (sport: Sport, id: number) => Promise<void>;
  /** (re)loads for the current login state, merging local follows into the account at login */
  sync: () => Promise<void>;
}

const loggedIn = () => useAuthStore.getState().token !== '';

export const useFollowStore = create<FollowState>()((set, getState) => ({
  items: typeof localStorage === 'undefined' ? [] : readLocal(),
  ready: !loggedIn(),
  isFollowed: (sport, id) => getState().items.some((f) => f.sport === sport && f.matchId === id),
  ids: (sport) =>
    getState()
      .items.filter((f) => f.sport === sport)
      .map((f) => f.matchId),
  toggle: async (sport, id) => {
    const follow = !getState().isFollowed(sport, id);
    const item = { sport, matchId: id };
    const before = getState().items;
    const optimistic = follow ? [...before, item] : before.filter((f) => !(f.sport === sport && f.matchId === id));
    set({ items: optimistic });
    if (!loggedIn()) {
      writeLocal(optimistic);
      return;
    }
    try {
      set({ items: await sendFollow(item, follow) });
    } catch (e) {
      set({ items: before });
      throw e;
    }
  },
  sync: async () => {
    if (!loggedIn()) {
      set({ items: readLocal(), ready: true });
      return;
    }
    const local = readLocal();
    let items = await fetchFollows();
    for (const f of local) {
      if (!items.some((s) => s.sport === f.sport && s.matchId === f.matchId)) items = await sendFollow(f, true);
    }
    if (local.length) writeLocal([]);
    set({ items, ready: true });
  },
}));

let watching = false;

/** Keeps the follow list in step with login and logout; idempotent. */
export function watchLogin(): void {
  if (watching) return;
  watching = true;
  void useFollowStore
    .getState()
    .sync()
    .catch(() => useFollowStore.setState({ ready: true }));
  useAuthStore.subscribe((s, prev) => {
    if (s.token !== prev.token)
      void useFollowStore
        .getState()
        .sync()
        .catch(() => useFollowStore.setState({ ready: true }));
  });
}
