/**
 * 收藏: saved news go into the floating news shortcut the host shows (localStorage NEWS_NAV_KEY,
 * items of tag + title; `link1` 'qz' for community posts). Newest first; one entry per article/post.
 */
import { NEWS_NAV_KEY, type SavedNewsItem } from '@kickoff/shared/contracts';

const MAX_SAVED = 20;

function read(): SavedNewsItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(NEWS_NAV_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as SavedNewsItem[]) : [];
  } catch {
    return [];
  }
}

const same = (a: SavedNewsItem, b: SavedNewsItem) =>
  a.link1 === 'qz' || b.link1 === 'qz'
    ? a.link1 === b.link1 && String(a.code) === String(b.code)
    : String(a.id) === String(b.id);

export function isSaved(item: SavedNewsItem): boolean {
  return read().some((x) => same(x, item));
}

/** Saves or removes the item; answers whether it is saved now. */
export function toggleSaved(item: SavedNewsItem): boolean {
  const list = read();
  const saved = list.some((x) => same(x, item));
  const next = saved ? list.filter((x) => !same(x, item)) : [item, ...list].slice(0, MAX_SAVED);
  localStorage.setItem(NEWS_NAV_KEY, JSON.stringify(next));
  return !saved;
}
