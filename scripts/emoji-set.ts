/**
 * Writes server/src/content/emoji-svgs.ts: the pictures of the chat's emoji set (shared
 * contracts/emoji.ts) taken from Twemoji (CC BY 4.0) in the Iconify JSON form. Run it again when
 * the set changes:
 *   npm pack @iconify-json/twemoji && tar xzf iconify-json-twemoji-*.tgz
 *   pnpm exec tsx scripts/emoji-set.ts package
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EMOJI_SET } from '../shared/src/contracts/emoji';

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

const dir = process.argv[2];
if (!dir) throw new Error('usage: tsx scripts/emoji-set.ts <folder of @iconify-json/twemoji>');
const set = JSON.parse(readFileSync(path.join(dir, 'icons.json'), 'utf8')) as IconSet;
const chars = JSON.parse(readFileSync(path.join(dir, 'chars.json'), 'utf8')) as Record<string, string>;

const svgs: Record<string, string> = {};
for (const e of EMOJI_SET) {
  let name = chars[e.code] ?? chars[`${e.code}-fe0f`];
  if (!name) throw new Error(`no Twemoji picture for ${e.char} (${e.code})`);
  name = set.aliases?.[name]?.parent ?? name;
  const icon = set.icons[name];
  if (!icon) throw new Error(`no icon ${name}`);
  const w = icon.width ?? set.width ?? 36;
  const h = icon.height ?? set.height ?? 36;
  svgs[e.code] = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">${icon.body}</svg>`;
}

const out = `/* eslint-disable max-len -- generated data: one picture per line */
/**
 * The chat's emoji pictures (shared/src/contracts/emoji.ts), written by scripts/emoji-set.ts — do not
 * edit. Graphics: Twemoji by Twitter, Inc. and other contributors, licensed CC BY 4.0
 * (creativecommons.org/licenses/by/4.0), taken from @iconify-json/twemoji.
 */
export const EMOJI_SVGS: Readonly<Record<string, string>> = ${JSON.stringify(svgs, null, 2)};
`;
writeFileSync(path.join(__dirname, '../server/src/content/emoji-svgs.ts'), out);
console.info(`wrote ${Object.keys(svgs).length} pictures`);
