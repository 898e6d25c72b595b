/**
 * A remote's early draws, pinned for remotes.json (`early`): the landing pages whose first items a
 * script of the remote's draws before main.js has run (shared/build/early-draw.cjs), as its build's
 * preload.json names them, each with the sha384 of the script's bytes as served. early.js runs only
 * a script remotes.json pins, so a release runs no code it did not record.
 */
import type { EarlyDrawPin } from '@kickoff/shared/contracts';
import { sriOf } from './entry-integrity';

interface Hint {
  href: string;
  as: string;
}

/** preload.json as far as the early draws go */
interface PreloadJson {
  pages?: Array<{ pattern: string; files: Hint[]; early?: Hint }>;
}

/** The early draws a preload.json names: each page's pattern, script and stylesheets. */
export function earlyDrawsOf(preload: unknown): Array<Omit<EarlyDrawPin, 'integrity'>> {
  const pages = (preload as PreloadJson | null)?.pages;
  if (!Array.isArray(pages)) return [];
  return pages.flatMap((page) =>
    page.early
      ? [
          {
            pattern: page.pattern,
            script: page.early.href,
            styles: page.files.filter((f) => f.as === 'style').map((f) => f.href),
          },
        ]
      : [],
  );
}

/**
 * The pins of a build's early draws, from its preload.json's text and the scripts' bytes (`bytesOf`:
 * a path relative to the remote's mf-manifest.json; null when it cannot be read, an error).
 */
export function pinEarlyDraws(preloadText: string, bytesOf: (relative: string) => Uint8Array | null): EarlyDrawPin[] {
  return earlyDrawsOf(JSON.parse(preloadText)).map((draw) => {
    const bytes = bytesOf(draw.script);
    if (!bytes) throw new Error(`preload.json 指明的首屏脚本 ${draw.script} 无法读取`);
    return { ...draw, integrity: sriOf(bytes) };
  });
}
