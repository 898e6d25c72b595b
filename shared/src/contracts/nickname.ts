/**
 * The one nickname rule, at registration and rename (server) and in the forms (client): 2–12
 * characters, visible ones only, no reserved word; two names that differ only in width or case
 * (ＡＢＣ, abc) are the same name — `nicknameKey` is what the unique index holds.
 */

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 12;

/**
 * Words a fan's name may not contain (compared on the key with spaces and separators removed): they
 * pass for the platform, its staff or a deleted account.
 */
const RESERVED_NICKNAME_WORDS = [
  '官方',
  '客服',
  '管理员',
  '系统',
  '运营',
  '版主',
  '开球直播',
  '已注销',
  'admin',
  'official',
  'kickoff',
  'system',
  'kefu',
] as const;

/** The nickname as the unique index compares it: NFKC (full-width → half-width), lower case, trimmed. */
export function nicknameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().trim();
}

/** Control characters and angle brackets: never part of a name shown in chat and lists. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const INVISIBLE_OR_MARKUP = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff<>]/u;
/** What is dropped before looking for reserved words (官 方, a.d.m.i.n). */
const SEPARATORS = /[\s\p{P}\p{S}]/gu;

/** Why `raw` cannot be a nickname (a sentence for the fan), or null when it can. Uniqueness is the server's. */
export function nicknameProblem(raw: string): string | null {
  const name = raw.trim();
  if (!name) return '请输入昵称';
  const chars = [...name].length;
  if (chars < NICKNAME_MIN || chars > NICKNAME_MAX) return `昵称长度应为${NICKNAME_MIN}-${NICKNAME_MAX}个字符`;
  if (INVISIBLE_OR_MARKUP.test(name)) return '昵称不能包含控制字符或尖括号';
  const bare = nicknameKey(name).replace(SEPARATORS, '');
  const word = RESERVED_NICKNAME_WORDS.find((w) => bare.includes(w));
  return word ? `昵称不能包含“${word}”等保留字，请换一个` : null;
}
