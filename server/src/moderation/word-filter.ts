/**
 * The word filter every feature runs user text through: `maskBanned` for text that is shown
 * (chat, danmaku, posts, comments — each banned word becomes as many ＊ as it has characters) and
 * `findBanned` for text that must be refused instead (nicknames, room names). One Aho–Corasick
 * matcher (`modern-ahocorasick`, compiled once) over NFKC-normalised, case-folded text, so
 * "ＦＵＣＫ" and "Fuck" are caught like "fuck", with ranges mapped back to the original text.
 * The list is the `banned_words` table (banned-word-store.ts loads it and swaps the matcher in
 * with `setBannedWords` on start and on every change); until then, the list the table was seeded from.
 */
import TextMatcher from 'modern-ahocorasick/text';
import { BANNED_WORDS } from './banned-words';

export interface WordFilter {
  /** the text with every banned word masked, and how many were */
  mask(text: string): { text: string; hits: number };
  /** the first banned word in the text, or null */
  find(text: string): string | null;
}

export function createWordFilter(words: readonly string[]): WordFilter {
  if (words.length === 0) return { mask: (text) => ({ text, hits: 0 }), find: () => null };
  const matcher = new TextMatcher(
    words.map((w) => w.normalize('NFKC').toLowerCase()),
    { normalization: 'NFKC', caseFold: true },
  );
  return {
    mask(text) {
      let hits = 0;
      const masked = matcher.replace(
        text,
        (m) => {
          hits += 1;
          return '＊'.repeat([...text.slice(m.start, m.end)].length);
        },
        { strategy: 'leftmost-longest' },
      );
      return { text: masked, hits };
    },
    find(text) {
      const m = matcher.findFirst(text);
      return m ? text.slice(m.start, m.end) : null;
    },
  };
}

let shared = createWordFilter(BANNED_WORDS);

/** Replaces the list every later call masks and finds with (callers stay synchronous). */
export function setBannedWords(words: readonly string[]): void {
  shared = createWordFilter(words);
}

export const maskBanned = (text: string) => shared.mask(text);
export const findBanned = (text: string) => shared.find(text);
