/** The emoji set under the emoji base url: the config names the base, every face of the set is a picture there. */
import type { FastifyInstance } from 'fastify';
import { EMOJI_SET, ErrorCodes, type Envelope } from '@kickoff/shared/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';

let t: OpenTestDb;
let app: FastifyInstance;

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: ':memory:' };
  app = await buildApp({
    db: t.db,
    hub: createHub({ allowedOrigins: [], resolveUser: async () => null }),
    config,
    docsUi: false,
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

test('the operate config names the emoji base; every face of the set is an SVG there, cached a year', async () => {
  const config = (await app.inject({ method: 'GET', url: '/tj/operate/config?platform=4&channelId=4' })).json<
    Envelope<{ emojiBase: string }>
  >();
  expect(config.data.emojiBase).toBe('/inform/emoji/');
  for (const e of EMOJI_SET) {
    const res = await app.inject({ method: 'GET', url: `${config.data.emojiBase}${e.code}.svg` });
    expect([e.char, res.statusCode]).toEqual([e.char, 200]);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 36 36"><(path|circle|ellipse|g) /,
    );
    expect(res.body).not.toMatch(/<script|on\w+=/i);
  }
});

test('a face outside the set, or a name that is not a code, is a 404 with a Chinese message', async () => {
  for (const file of ['1f47d.svg', '..%2F..%2Fpackage.json', '1f600.png', '1F600.svg']) {
    const res = await app.inject({ method: 'GET', url: `/inform/emoji/${file}` });
    expect([file, res.statusCode]).toEqual([file, 404]);
    expect(res.json<Envelope<null>>()).toMatchObject({ code: ErrorCodes.NOT_FOUND, msg: '表情不存在' });
  }
});
