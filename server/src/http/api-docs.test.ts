/** The API's description (Swagger UI at /docs, /openapi.json) is not public in production unless API_DOCS=1. */
import { loadConfig } from '../config';
import { startServer, type RunningServer } from '../test-support/server';

const PRODUCTION = { NODE_ENV: 'production', SMS_PROVIDER: 'console', LOG_LEVEL: 'warn', SEED_DEMO: '0' };

async function statuses(server: RunningServer): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const path of ['/docs/', '/docs/json', '/openapi.json', '/healthz']) {
    out[path] = (await fetch(`${server.url}${path}`)).status;
  }
  return out;
}

test('API_DOCS: on by default outside production, off in production, 1 or 0 only', () => {
  expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
  expect(loadConfig({}).apiDocs).toBe(true);
  expect(loadConfig({ NODE_ENV: 'test', API_DOCS: '0' }).apiDocs).toBe(false);
  expect(loadConfig(PRODUCTION).apiDocs).toBe(false);
  expect(loadConfig({ ...PRODUCTION, API_DOCS: '1' }).apiDocs).toBe(true);
  expect(() => loadConfig({ ...PRODUCTION, API_DOCS: 'yes' })).toThrow('API_DOCS must be 1 or 0, not yes');
});

test('a production server answers 404 for /docs and /openapi.json; with API_DOCS=1 it serves both', async () => {
  let server = await startServer(39441, PRODUCTION);
  try {
    expect(await statuses(server)).toEqual({ '/docs/': 404, '/docs/json': 404, '/openapi.json': 404, '/healthz': 200 });
  } finally {
    await server.stop();
  }
  server = await startServer(39442, { ...PRODUCTION, API_DOCS: '1' });
  try {
    expect(await statuses(server)).toEqual({ '/docs/': 200, '/docs/json': 200, '/openapi.json': 200, '/healthz': 200 });
    const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/user/login');
  } finally {
    await server.stop();
  }
}, 240_000);
