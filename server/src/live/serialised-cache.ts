/**
 * Hot list answers serialised once per engine version (tick) and shared by every caller: the
 * route's own response serializer runs once, the bytes are kept with a content ETag, and a
 * caller sending that ETag back in If-None-Match gets 304 with no body. Compressed copies
 * (gzip, brotli) are made on first demand, once per version, so a compress plugin never
 * re-compresses the same 40 KB for every request.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  version: number;
  body: Buffer;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

/** Only answers at least this large are worth compressing (matches a typical compress threshold). */
const COMPRESS_FROM = 1024;
const MAX_KEYS = 500;

export interface SerialisedCache {
  /**
   * Sends the answer for `key` at `version`: `make()` and the reply's serializer run only when the
   * version moved since the last call for that key. Returns the reply for the route handler.
   */
  send(request: FastifyRequest, reply: FastifyReply, key: string, version: number, make: () => unknown): FastifyReply;
}

function pickEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  const wants = (name: string) =>
    new RegExp(`(^|,)\\s*${name}\\s*(;\\s*q=(?!0(\\.0*)?\\s*(,|$))[\\d.]+)?\\s*(,|$)`).test(accept);
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return null;
}

/** True when If-None-Match names this ETag (weak comparison, lists allowed, `*` matches). */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

export function createSerialisedCache(): SerialisedCache {
  const entries = new Map<string, Entry>();

  function entryFor(reply: FastifyReply, key: string, version: number, make: () => unknown): Entry {
    const hit = entries.get(key);
    if (hit && hit.version === version) return hit;
    const body = Buffer.from(reply.serialize(make()) as string, 'utf8');
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    // an unchanged answer keeps its ETag and its compressed copies across ticks
    const entry: Entry = hit && hit.etag === etag ? { ...hit, version } : { version, body, etag };
    if (!hit && entries.size >= MAX_KEYS) entries.clear();
    entries.set(key, entry);
    return entry;
  }

  return {
    send(request, reply, key, version, make) {
      const entry = entryFor(reply, key, version, make);
      const vary = reply.getHeader('vary');
      reply
        .header('etag', entry.etag)
        .header('cache-control', 'no-cache')
        .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
      reply.header('content-type', 'application/json; charset=utf-8');
      const encoding = entry.body.length >= COMPRESS_FROM ? pickEncoding(request.headers['accept-encoding']) : null;
      if (encoding === 'br') {
        entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
        return reply.header('content-encoding', 'br').send(entry.br);
      }
      if (encoding === 'gzip') {
        entry.gzip ??= gzipSync(entry.body, { level: 6 });
        return reply.header('content-encoding', 'gzip').send(entry.gzip);
      }
      return reply.send(entry.body);
    },
  };
}
