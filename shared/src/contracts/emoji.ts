/**
 * The chat's emoji set (表情), shipped as pictures under the emoji base url (docs/product.md §3
 * client group "emoji base url"; `/tj/operate/config` answers it as `emojiBase`). A message keeps
 * the Unicode character, so it stays plain text for the word filter, search and copy; the page
 * draws each character of the set as its picture (`{emojiBase}{code}.svg`) so every phone shows
 * the same faces whatever its font. Pictures: Twemoji (CC BY 4.0), see server/src/content/emoji-svgs.ts.
 */

/** Where the server serves the set (the default `emojiBase`). */
export const EMOJI_PATH = '/inform/emoji/';

export interface EmojiItem {
  /** the character as it is sent */
  char: string;
  /** its code points in hex, joined by '-', without the variation selector FE0F: the file name */
  code: string;
  /** the Chinese name (the picture's alt text and label) */
  name: string;
}

/** Hex code points of a character, FE0F left out: '❤️' → '2764', '😀' → '1f600'. */
export const emojiCode = (char: string): string =>
  [...char]
    .map((c) => c.codePointAt(0)!.toString(16))
    .filter((h) => h !== 'fe0f')
    .join('-');

const NAMED: ReadonlyArray<[string, string]> = [
  ['😀', '大笑'],
  ['😂', '笑哭'],
  ['🤣', '笑翻'],
  ['😊', '微笑'],
  ['😍', '花痴'],
  ['😎', '酷'],
  ['🤔', '思考'],
  ['😅', '尴尬'],
  ['😭', '大哭'],
  ['😡', '生气'],
  ['👍', '赞'],
  ['👎', '踩'],
  ['👏', '鼓掌'],
  ['🙏', '拜托'],
  ['💪', '加油'],
  ['🤝', '握手'],
  ['🔥', '火'],
  ['🎉', '庆祝'],
  ['❤️', '爱心'],
  ['💔', '心碎'],
  ['⚽', '足球'],
  ['🏀', '篮球'],
  ['🏆', '奖杯'],
  ['🥇', '金牌'],
  ['📣', '呐喊'],
  ['🍺', '啤酒'],
  ['😴', '睡觉'],
  ['🤯', '炸裂'],
  ['😱', '惊恐'],
  ['🙈', '捂眼'],
  ['✌️', '胜利'],
  ['👌', 'OK'],
];

export const EMOJI_SET: readonly EmojiItem[] = NAMED.map(([char, name]) => ({ char, code: emojiCode(char), name }));

const BY_CHAR = new Map<string, EmojiItem>();
for (const e of EMOJI_SET) {
  BY_CHAR.set(e.char, e);
  // the same face typed without (or with) the variation selector
  BY_CHAR.set(e.char.replace(/\uFE0F/g, ''), e);
}

export type EmojiRun = { text: string } | { emoji: EmojiItem };

/** Cuts text into plain runs and emoji of the set (a character outside the set stays text). */
export function splitEmoji(text: string): EmojiRun[] {
  const out: EmojiRun[] = [];
  let plain = '';
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const pair = chars[i + 1] === '\uFE0F' ? chars[i]! + '\uFE0F' : null;
    const hit = (pair && BY_CHAR.get(pair)) || BY_CHAR.get(chars[i]!);
    if (!hit) {
      plain += chars[i];
      continue;
    }
    if (plain) out.push({ text: plain });
    plain = '';
    out.push({ emoji: hit });
    if (pair) i++;
  }
  if (plain) out.push({ text: plain });
  return out;
}
