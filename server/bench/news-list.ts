/**
 * `POST /inform/info/list` on 10,000 articles: an in-memory PGlite database filled through the
 * newsroom's insert, the news routes alone, autocannon on the first page of 头条, a deep page, and
 * one column.   pnpm --filter @kickoff/server bench:news [-- --seconds 10 --connections 20]
 */
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db/index';
import { createHub } from '../src/realtime/hub';
import { insertArticles, type ArticleInput } from '../src/news/articles';
import { newsRoutes } from '../src/news/routes';
import { benchArgs } from './bench-server';

const args = benchArgs();
const seconds = Number(args.get('seconds') ?? 10);
const connections = Number(args.get('connections') ?? 20);
const port = Number(args.get('port') ?? 39590);
const ARTICLES = 10_000;

const config = {
  ...loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'console', LOG_LEVEL: 'error', RATE_LIMIT_MAX: '100000000' }),
  dataDir: ':memory:',
};
const { db } = await openDb(config);
const now = Math.floor(Date.now() / 1000);
const batch: ArticleInput[] = [];
for (let i = 0; i < ARTICLES; i++)
  batch.push({
    columnId: 1003 + (i % 3),
    kind: 'report',
    tag: '英超',
    title: `第${i}篇：曼城${i % 5}-${i % 3}热刺`,
    content: `<p>第${i}篇战报正文。</p>`,
    author: '开球战报',
    publishTime: now - i * 60,
  });
for (let i = 0; i < batch.length; i += 500) await insertArticles(db, batch.slice(i, i + 500));
const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
const app = await buildApp({ db, hub, config, docsUi: false, plugins: [newsRoutes as never] });
await app.listen({ port, host: '127.0.0.1' });

for (const [note, body] of [
  ['头条 page 1', { column: 1002, page: 1, size: 10 }],
  ['头条 page 200', { column: 1002, page: 200, size: 10 }],
  ['足球 page 1', { column: 1003, page: 1, size: 10 }],
] as const) {
  const r = await autocannon({
    url: `http://127.0.0.1:${port}/inform/info/list`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections,
    duration: seconds,
  });
  const bad = r.non2xx + r.errors;
  console.info(
    `${note.padEnd(14)} ${Math.round(r.requests.average)} req/s  p50 ${r.latency.p50} ms  ` +
      `p99 ${r.latency.p99} ms  non-2xx ${bad}`,
  );
}
await app.close();
