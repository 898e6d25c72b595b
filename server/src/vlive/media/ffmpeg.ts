/**
 * Which ffmpeg encodes the rooms' pictures and which fonts it draws with: the system `ffmpeg` when
 * one is on PATH, else the static build of `@ffmpeg-installer/ffmpeg` (so a fresh `npm start` still
 * has video). Fonts: a CJK face for Chinese room names, DejaVu for the clock; without any, no text.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      /* not here */
    }
  }
  return null;
}

/** The ffmpeg binary, or null when neither the system nor the npm package has one. */
export function findFfmpeg(): string | null {
  const fromEnv = process.env.FFMPEG_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const system = onPath('ffmpeg');
  if (system) return system;
  try {
    const pkg = require('@ffmpeg-installer/ffmpeg') as { path: string };
    return existsSync(pkg.path) ? pkg.path : null;
  } catch {
    return null;
  }
}

const LATIN_FONTS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
];
const CJK_FONTS = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
];

export interface Fonts {
  /** draws the clock and Latin text; null: no text at all */
  latin: string | null;
  /** draws Chinese room names; null: the name is written as "ROOM {id}" in the Latin face */
  cjk: string | null;
}

export function findFonts(): Fonts {
  const first = (list: string[]) => list.find((f) => existsSync(f)) ?? null;
  const cjk = first(CJK_FONTS);
  return { latin: first(LATIN_FONTS) ?? cjk, cjk };
}
