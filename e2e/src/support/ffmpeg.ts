/**
 * The ffmpeg a spec pushes with: the one the server uses (server/src/vlive/media/ffmpeg.ts) —
 * FFMPEG_PATH, else `ffmpeg` on PATH, else the server's `@ffmpeg-installer/ffmpeg` static build.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export function findFfmpeg(): string | null {
  const fromEnv = process.env.FFMPEG_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    try {
      accessSync(path.join(dir, 'ffmpeg'), constants.X_OK);
      return path.join(dir, 'ffmpeg');
    } catch {
      /* not here */
    }
  }
  try {
    const fromServer = createRequire(path.join(__dirname, '../../../server/package.json'));
    const pkg = fromServer('@ffmpeg-installer/ffmpeg') as { path: string };
    return existsSync(pkg.path) ? pkg.path : null;
  } catch {
    return null;
  }
}

/** a font drawtext can burn the clock with (DejaVu, as the server's pictures), or null */
export const clockFont = () =>
  ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'].find(
    (f) => existsSync(f),
  ) ?? null;
