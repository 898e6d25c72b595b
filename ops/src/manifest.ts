/** The host's runtime manifest `remotes.json`: which build of each remote the host mounts (contract in shared). */
import type { RemotesManifest } from '@kickoff/shared/contracts';

export type { RemoteBuild, RemoteEntry, RemotesManifest } from '@kickoff/shared/contracts';

const SRI = /^sha384-[A-Za-z0-9+/]{64}$/;

function fail(file: string, what: string): never {
  throw new Error(`${file} 格式不正确: ${what}`);
}

/** url (absolute http(s)), version and the optional integrities of one build (stable or canary). */
function checkBuild(file: string, name: string, e: Record<string, unknown>): void {
  let protocol = '';
  try {
    protocol = new URL(String(e.url)).protocol;
  } catch {
    fail(file, `${name}.url 不是绝对 URL`);
  }
  if (protocol !== 'http:' && protocol !== 'https:') fail(file, `${name}.url 应是 http(s)`);
  if (typeof e.version !== 'string' || e.version === '') fail(file, `${name}.version 缺失`);
  for (const key of ['integrity', 'manifestIntegrity'] as const) {
    if (e[key] !== undefined && (typeof e[key] !== 'string' || !SRI.test(e[key]))) {
      fail(file, `${name}.${key} 应是 sha384-…`);
    }
  }
  if (e.early !== undefined) checkEarly(file, `${name}.early`, e.early);
}

/** early: the pinned early draws, each a pattern that compiles, a relative script with its sha384, stylesheets */
function checkEarly(file: string, name: string, early: unknown): void {
  if (!Array.isArray(early)) fail(file, `${name} 应是数组`);
  early.forEach((raw: unknown, i) => {
    const d = (raw ?? {}) as Record<string, unknown>;
    const relative = (x: unknown) => typeof x === 'string' && x !== '' && !/^[a-z]+:|^\/|\.\./i.test(x);
    try {
      new RegExp(String(d.pattern));
    } catch {
      fail(file, `${name}[${i}].pattern 不是正则`);
    }
    if (typeof d.pattern !== 'string') fail(file, `${name}[${i}].pattern 缺失`);
    if (!relative(d.script)) fail(file, `${name}[${i}].script 应是相对路径`);
    if (typeof d.integrity !== 'string' || !SRI.test(d.integrity)) fail(file, `${name}[${i}].integrity 应是 sha384-…`);
    if (!Array.isArray(d.styles) || !d.styles.every(relative)) fail(file, `${name}[${i}].styles 应是相对路径的数组`);
  });
}

/**
 * Parses a manifest file's text and checks its shape (a hand edit can break it): every remote has
 * an absolute http(s) `url`, a `version` and at least one `/`-prefix. Throws a message naming the problem.
 */
export function parseManifest(text: string, file = 'remotes.json'): RemotesManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    fail(file, `不是 JSON (${(e as Error).message})`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail(file, '应是一个对象');
  const { env, remotes } = raw as { env?: unknown; remotes?: unknown };
  if (typeof env !== 'string') fail(file, '缺少 env');
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) fail(file, '缺少 remotes 对象');
  for (const [name, entry] of Object.entries(remotes as Record<string, unknown>)) {
    const e = entry as Record<string, unknown> | null;
    if (typeof e !== 'object' || e === null) fail(file, `${name} 应是一个对象`);
    checkBuild(file, name, e);
    if (e.canary !== undefined) {
      const c = e.canary as Record<string, unknown> | null;
      if (typeof c !== 'object' || c === null) fail(file, `${name}.canary 应是一个对象`);
      checkBuild(file, `${name}.canary`, c);
      const p = c.percent;
      if (typeof p !== 'number' || !(p > 0 && p < 100)) fail(file, `${name}.canary.percent 应在 0 与 100 之间`);
    }
    const prefixes = e.prefixes;
    const pathList =
      Array.isArray(prefixes) && prefixes.every((p: unknown) => typeof p === 'string' && p.startsWith('/'));
    if (!pathList || prefixes.length === 0) {
      fail(file, `${name}.prefixes 应是以 / 开头的路径列表`);
    }
  }
  return raw as RemotesManifest;
}
