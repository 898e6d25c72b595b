/**
 * The API origin's security headers and the CSP report endpoint: every JSON answer forbids scripts
 * and framing, HSTS only over TLS, reports of both browser formats are accepted (204), kept for
 * the dev route and logged at a capped rate; oversized reports are refused.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { CspReportLog, violationsOf } from './csp-reports';
import { API_CSP, HSTS } from './headers';

let t: OpenTestDb;
let app: FastifyInstance;

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test', DEV_ROUTES: '1', TRUST_PROXY: '1' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  app = await buildApp({ db: t.db, hub, config, docsUi: false });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  await t.close();
});

const classic = {
  'csp-report': {
    'document-uri': 'http://localhost:8080/live/hot',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'inline',
    'script-sample': 'window.__x = 1',
  },
};

describe('API security headers', () => {
  it('every answer has a CSP that allows nothing, nosniff, Permissions-Policy; no HSTS over HTTP', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toBe(API_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['referrer-policy']).toBeDefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the trusted proxy says the request came over TLS', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe(HSTS);
  });
});

describe('POST /api/csp-report', () => {
  it('accepts a report-uri report and the Reporting API form, and lists them on the dev route', async () => {
    const a = await app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify(classic),
    });
    expect(a.statusCode).toBe(204);
    const b = await app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify([
        {
          type: 'csp-violation',
          body: {
            documentURL: 'http://localhost:8080/',
            effectiveDirective: 'connect-src',
            blockedURL: 'http://x.example/',
          },
        },
      ]),
    });
    expect(b.statusCode).toBe(204);
    const list = (await app.inject({ method: 'GET', url: '/dev/csp-reports' })).json<{ data: unknown[] }>().data;
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline', sample: 'window.__x = 1' }),
        expect.objectContaining({ directive: 'connect-src', blocked: 'http://x.example/' }),
      ]),
    );
  });

  it('refuses a body above 8 KB and ignores one that is not a report', async () => {
    const big = { 'csp-report': { ...classic['csp-report'], 'script-sample': 'x'.repeat(9000) } };
    const res = await app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify(big),
    });
    expect(res.statusCode).toBe(413);
    const junk = await app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: 'not json',
    });
    expect(junk.statusCode).toBe(204);
  });
});

describe('CspReportLog', () => {
  it('logs at most N a minute, then reports how many went unlogged', () => {
    let now = 0;
    const logged: Array<Record<string, unknown>> = [];
    const log = new CspReportLog({ log: (f) => logged.push(f), logPerMinute: 2, keep: 3, now: () => now });
    const v = violationsOf(classic)[0]!;
    for (let i = 0; i < 5; i++) log.record(v);
    expect(logged).toHaveLength(2);
    now = 60_000;
    log.record(v);
    expect(logged).toHaveLength(3);
    expect(logged[2]!.unlogged).toBe(3);
    expect(log.recent()).toHaveLength(3);
  });

  it('clips long fields', () => {
    const [v] = violationsOf({ 'csp-report': { 'effective-directive': 'script-src', 'blocked-uri': 'u'.repeat(999) } });
    expect(v!.blocked).toHaveLength(300);
  });
});
