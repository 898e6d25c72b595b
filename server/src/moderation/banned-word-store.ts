/**
 * The banned-word list as staff edit it (the `banned_words` table): every change swaps the word
 * filter's matcher in (word-filter.ts `setBannedWords`), so the many synchronous callers see the
 * new list at once; `loadBannedWords` runs on start and every minute, which carries a change made
 * on another node to this one. `previewWord` runs a candidate over recent posts, comments and room
 * chat lines: what it would have caught.
 */
import { BANNED_WORD_MAX, ErrorCodes, type WordPreview } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { communityDb } from '../community/tables';
import { vdb } from '../vlive/tables';
import type { Tx } from '../wallet/ledger';
import { moderationDb } from './tables';
import { createWordFilter, setBannedWords } from './word-filter';

/** how many of the newest texts of each kind a preview looks at */
const PREVIEW_SCAN = 2000;
const PREVIEW_EXAMPLES = 5;

export async function bannedWords(db: Db | Tx): Promise<string[]> {
  const rows = await moderationDb(db).selectFrom('banned_words').select('word').orderBy('word').execute();
  return rows.map((r) => r.word);
}

export async function loadBannedWords(db: Db): Promise<string[]> {
  const words = await bannedWords(db);
  setBannedWords(words);
  return words;
}

/** The word as stored and matched (NFKC, lower case), or a Chinese PARAM_INVALID. */
export function normalWord(raw: string): string {
  const word = raw.normalize('NFKC').trim().toLowerCase();
  if (!word) throw new AppError(ErrorCodes.PARAM_INVALID, '请填写违禁词');
  if ([...word].length > BANNED_WORD_MAX) {
    throw new AppError(ErrorCodes.PARAM_INVALID, `违禁词最多 ${BANNED_WORD_MAX} 个字`);
  }
  if (/\s/.test(word)) throw new AppError(ErrorCodes.PARAM_INVALID, '违禁词不能包含空格');
  return word;
}

export async function addWord(db: Tx, word: string): Promise<void> {
  const added = await moderationDb(db)
    .insertInto('banned_words')
    .values({ word })
    .onConflict((oc) => oc.doNothing())
    .returning('word')
    .executeTakeFirst();
  if (!added) throw new AppError(ErrorCodes.CONFLICT, `“${word}”已在违禁词中`);
}

export async function removeWord(db: Tx, word: string): Promise<void> {
  const removed = await moderationDb(db)
    .deleteFrom('banned_words')
    .where('word', '=', word)
    .returning('word')
    .executeTakeFirst();
  if (!removed) throw new AppError(ErrorCodes.CONFLICT, `“${word}”不在违禁词中，可能已被其他人删除，请刷新`);
}

const clip = (text: string) => {
  const chars = [...text];
  return chars.length > 80 ? `${chars.slice(0, 79).join('')}…` : text;
};

/** What `word` would have caught in the newest posts, comments and room chat lines. */
export async function previewWord(db: Db, word: string): Promise<WordPreview> {
  const filter = createWordFilter([word]);
  const c = communityDb(db);
  const [posts, comments, chat] = await Promise.all([
    c
      .selectFrom('community_posts')
      .select(['title', 'body', 'created_at'])
      .orderBy('id', 'desc')
      .limit(PREVIEW_SCAN)
      .execute(),
    c
      .selectFrom('community_comments')
      .select(['body', 'created_at'])
      .orderBy('id', 'desc')
      .limit(PREVIEW_SCAN)
      .execute(),
    vdb(db)
      .selectFrom('vlive_chat')
      .select(['text', 'created_at'])
      .where('deleted', '=', false)
      .orderBy('id', 'desc')
      .limit(PREVIEW_SCAN)
      .execute(),
  ]);
  const texts: Array<{ source: WordPreview['examples'][number]['source']; text: string; at: Date | string }> = [
    ...posts.map((p) => ({
      source: 'post' as const,
      text: [p.title, p.body].filter(Boolean).join(' '),
      at: p.created_at,
    })),
    ...comments.map((m) => ({ source: 'comment' as const, text: m.body, at: m.created_at })),
    ...chat.map((m) => ({ source: 'chat' as const, text: m.text, at: m.created_at })),
  ];
  const caught = texts.filter((t) => filter.find(t.text) !== null);
  return {
    word,
    total: caught.length,
    scanned: texts.length,
    examples: caught
      .map((t) => ({ source: t.source, text: clip(t.text), time: new Date(t.at).getTime() }))
      .sort((a, b) => b.time - a.time)
      .slice(0, PREVIEW_EXAMPLES),
  };
}
