/**
 * Where a position in a built chunk came from, through the build's hidden source maps
 * (sourcemaps/<app>/<version>/<chunk>.map, shared/build/webpack-app.cjs): enough of the source-map
 * format (v3, VLQ mappings) to name the source file and line of a profiler frame.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface RawMap {
  sources: string[];
  names?: string[];
  mappings: string;
}

/** Per generated line, [column, source, line, name] segments sorted by column. */
type Lines = Array<Array<[number, number, number, number]>>;

interface Loaded {
  sources: string[];
  names: string[];
  lines: Lines;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeSegment(s: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of s) {
    const digit = B64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    out.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return out;
}

function decode(mappings: string): Lines {
  const lines: Lines = [];
  let source = 0;
  let line = 0;
  let name = 0;
  for (const text of mappings.split(';')) {
    let column = 0;
    const segs: Lines[number] = [];
    for (const seg of text.split(',')) {
      if (!seg) continue;
      const v = decodeSegment(seg);
      column += v[0]!;
      if (v.length < 4) continue;
      source += v[1]!;
      line += v[2]!;
      if (v.length > 4) name += v[4]!;
      segs.push([column, source, line, v.length > 4 ? name : -1]);
    }
    lines.push(segs);
  }
  return lines;
}

export interface Origin {
  /** the source file, as webpack names it (webpack://…/src/x.tsx, …/node_modules/react-dom/…) */
  source: string;
  line: number;
  name?: string;
}

/** Looks chunk positions up in every app's maps under `root` (sourcemaps/ at the repository root). */
export class SourceMaps {
  private readonly files = new Map<string, string>();
  private readonly loaded = new Map<string, Loaded | null>();

  constructor(root: string) {
    if (!existsSync(root)) return;
    for (const app of readdirSync(root))
      for (const version of readdirSync(path.join(root, app)))
        for (const f of readdirSync(path.join(root, app, version)))
          if (f.endsWith('.map')) this.files.set(`${app}/${f.slice(0, -4)}`, path.join(root, app, version, f));
  }

  private load(chunk: string): Loaded | null {
    if (!this.loaded.has(chunk)) {
      const file = this.files.get(chunk);
      const raw = file ? (JSON.parse(readFileSync(file, 'utf8')) as RawMap) : null;
      this.loaded.set(chunk, raw && { sources: raw.sources, names: raw.names ?? [], lines: decode(raw.mappings) });
    }
    return this.loaded.get(chunk) ?? null;
  }

  /** The origin of a 0-based line and column of an app's chunk ('scores/1400.10f13b08.js'), if mapped. */
  lookup(chunk: string, line: number, column: number): Origin | undefined {
    const map = this.load(chunk);
    const segs = map?.lines[line];
    if (!map || !segs?.length) return undefined;
    let lo = 0;
    let hi = segs.length - 1;
    if (segs[0]![0] > column) return undefined;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (segs[mid]![0] <= column) lo = mid;
      else hi = mid - 1;
    }
    const [, source, srcLine, name] = segs[lo]!;
    return { source: map.sources[source] ?? '?', line: srcLine + 1, name: name >= 0 ? map.names[name] : undefined };
  }
}

/** A short name for a source: the package for node_modules, else the app's path from src/. */
export function shortSource(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  return clean;
}
