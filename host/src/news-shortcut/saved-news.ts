/**
 * The floating news shortcut's data (docs/product.md §2 Layouts): news items a fan saved, kept in
 * localStorage under the news navigation key. Tapping opens community detail when link1 is 'qz'.
 */
export const NEWS_NAV_KEY = 'newsNav';

export interface SavedNews {
  tag: string;
  title: string;
  /** 'qz' (community post) or anything else (news article) */
  link1?: string;
  /** community post code, for link1 'qz' */
  code?: string;
  /** news column type and article id */
  type?: string | number;
  id?: string | number;
}

function isSavedNews(x: unknown): x is SavedNews {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  return typeof r.tag === 'string' && typeof r.title === 'string';
}

/** Whatever is stored, only well-formed items come back; a corrupt value reads as empty. */
export function readSavedNews(storage: Pick<Storage, 'getItem'>): SavedNews[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(NEWS_NAV_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSavedNews) : [];
  } catch {
    return [];
  }
}

export function removeSavedNews(storage: Pick<Storage, 'getItem' | 'setItem'>, index: number): SavedNews[] {
  const next = readSavedNews(storage).filter((_, i) => i !== index);
  storage.setItem(NEWS_NAV_KEY, JSON.stringify(next));
  return next;
}

export function savedNewsHref(item: SavedNews): string {
  if (item.link1 === 'qz') return `/community/detail?code=${encodeURIComponent(String(item.code ?? ''))}`;
  return `/news/${encodeURIComponent(String(item.type ?? ''))}/${encodeURIComponent(String(item.id ?? ''))}`;
}
