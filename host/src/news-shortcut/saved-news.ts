/**
 * The floating news shortcut's data (docs/product.md §2 Layouts): news items a fan saved, kept in
 * localStorage under the news navigation key (both named in contracts, where the news remote saves
 * them). Tapping opens community detail when link1 is 'qz'.
 */
import { NEWS_NAV_KEY, type SavedNewsItem } from '@kickoff/shared/contracts';

function isSavedNews(x: unknown): x is SavedNewsItem {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  return typeof r.tag === 'string' && typeof r.title === 'string';
}

/** Whatever is stored, only well-formed items come back; a corrupt value reads as empty. */
export function readSavedNews(storage: Pick<Storage, 'getItem'>): SavedNewsItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(NEWS_NAV_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSavedNews) : [];
  } catch {
    return [];
  }
}

export function removeSavedNews(storage: Pick<Storage, 'getItem' | 'setItem'>, index: number): SavedNewsItem[] {
  const next = readSavedNews(storage).filter((_, i) => i !== index);
  storage.setItem(NEWS_NAV_KEY, JSON.stringify(next));
  return next;
}

export function savedNewsHref(item: SavedNewsItem): string {
  if (item.link1 === 'qz') return `/community/detail?code=${encodeURIComponent(String(item.code ?? ''))}`;
  return `/news/${encodeURIComponent(String(item.type ?? ''))}/${encodeURIComponent(String(item.id ?? ''))}`;
}
