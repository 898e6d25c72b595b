/** API responses above 1 KB go out compressed (brotli preferred, gzip otherwise); small ones stay plain. */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ok } from '@kickoff/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import type { RoutePlugin } from '../typebox';

let t: OpenTestDb;
let app: FastifyInstance;
let port: number;

const rows = Array.from({ length: 200 }, (_, i) => ({ id: i, home: '曼城', away: '阿森纳', score: '2-1' }));

const sample: RoutePlugin = async (a) => {
  a.get('/api/sample/big', async () => ok(rows));
  a.get('/api/sample/small', async () => ok({ id: 1 }));
};

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

// node's fetch would decode the body for us; the raw bytes show what went over the wire
function rawGet(path: string, acceptEncoding: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  app = await buildApp({ db: t.db, hub, config, plugins: [sample as never], docsUi: false });
  // any free port: the test talks to this in-process server only
  const url = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
  port = Number(url.port);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

test('a large JSON answer is brotli-encoded when the client accepts it, and decodes to the envelope', async () => {
  const res = await rawGet('/api/sample/big', 'gzip, deflate, br');
  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers.vary).toMatch(/accept-encoding/i);
  const plain = JSON.stringify(ok(rows));
  expect(res.body.length).toBeLessThan(plain.length / 4);
  expect(JSON.parse(brotliDecompressSync(res.body).toString('utf8'))).toEqual(ok(rows));
});

test('gzip for a client without brotli; identity for one that accepts no encoding', async () => {
  const gz = await rawGet('/api/sample/big', 'gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(ok(rows));
  const plain = await rawGet('/api/sample/big', 'identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(plain.body.toString('utf8'))).toEqual(ok(rows));
});

test('a small answer stays plain: compressing it would cost more than it saves', async () => {
  const res = await rawGet('/api/sample/small', 'gzip, deflate, br');
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(res.body.toString('utf8'))).toEqual(ok({ id: 1 }));
});
