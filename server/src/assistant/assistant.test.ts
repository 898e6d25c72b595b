/**
 * The ChatGPT page's server: the built-in assistant answers from the live engine's own data over
 * real SSE (naming a live match's real teams and score), keeps history, regenerates, refuses bad
 * input and floods; the same route streams from a local fake OpenAI-compatible upstream over real
 * HTTP, retrying a failing start and turning garbage or silence into a clear Chinese error.
 */
import { createServer, type Server } from 'node:http';
import {
  AI_PATHS,
  ErrorCodes,
  LIVE_PATHS,
  PLATFORM,
  isFootballLive,
  type AiConversation,
  type AiMessage,
  type Envelope,
  type FootballListMatch,
} from '@kickoff/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { insertUser } from '../accounts/signup';
import { createSession } from '../auth/sessions';
import live from '../live/routes';
import { composeAnswer } from './builtin-assistant';
import type { SiteData } from './site-data';
import { askAt } from '../test-support/ai-ask';

const PORT = 39610;
const UPSTREAM_PORT = 39611;
const UPSTREAM_APP_PORT = 39612;
let t: OpenTestDb;
let app: FastifyInstance;
let token = '';

const ask = (port: number, body: object, tk = token) => askAt(port, body, tk);

async function getJson<T>(port: number, path: string): Promise<Envelope<T>> {
  return (await (
    await fetch(`http://127.0.0.1:${port}${path}`, { headers: { accessToken: token } })
  ).json()) as Envelope<T>;
}

beforeAll(async () => {
  t = await openTestDb();
  // buildApp's onClose destroys the db; two apps share it here
  const destroy = t.db.destroy.bind(t.db);
  t.db.destroy = async () => undefined;
  afterAllCleanups.push(async () => {
    t.db.destroy = destroy;
  });
  // a demo kick-off two seconds after start gives a live match at any hour (the real day may have none on)
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LIVE_SPEED: '20', LIVE_DEMO_EVERY_S: '60', LIVE_DEMO_FIRST_S: '2' }),
    dataDir: ':memory:',
  };
  const hub = createHub({ allowedOrigins: [], resolveUser: async () => null });
  app = await buildApp({ db: t.db, hub, config, plugins: [live as never], docsUi: false });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const id = (await insertUser(t.db, '13500000001', 'x', '问答球迷'))!.id;
  token = await createSession(t.db, id);
}, 90_000);

const afterAllCleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  await app?.close();
  for (const c of afterAllCleanups) await c();
  await t?.close();
});

describe('built-in assistant', () => {
  let conversationId = 0;

  test('streams an answer naming a live match’s real teams and score, first piece at once', async () => {
    const liveNow = async () =>
      (await getJson<FootballListMatch[]>(PORT, `${LIVE_PATHS.footballLive}?platform=${PLATFORM}`)).data.filter((m) =>
        isFootballLive(m.s),
      );
    let live = await liveNow();
    for (let i = 0; i < 150 && live.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 500));
      live = await liveNow();
    }
    expect(live.length).toBeGreaterThan(0);
    const answer = await ask(PORT, { text: '现在有哪些比赛正在直播？' });
    expect(answer.status).toBe(200);
    expect(answer.events[0]).toMatchObject({ event: 'meta' });
    expect(answer.events.at(-1)).toEqual({ event: 'done', data: { status: 'done' } });
    expect(answer.events.filter((e) => e.event === 'delta').length).toBeGreaterThan(5);
    expect(answer.firstDeltaMs).toBeLessThan(1000);
    const named = live.filter((m) => answer.text.includes(`${m.home.name} ${m.sc[0]}-${m.sc[1]} ${m.away.name}`));
    expect(named.length).toBeGreaterThan(0);
    expect(answer.text).toContain(`/live/zq/detail/${named[0]!.id}`);
    conversationId = Number(answer.events[0]!.data.conversationId);
  }, 100_000);

  test('a team’s match, the site’s features, and an honest answer outside what it knows', async () => {
    const team = (await getJson<FootballListMatch[]>(PORT, `${LIVE_PATHS.footballLive}?platform=${PLATFORM}`)).data[0]!
      .home.name;
    expect((await ask(PORT, { conversationId, text: `${team}今天比分多少？` })).text).toContain(
      `**${team}** 今天的比赛`,
    );
    expect((await ask(PORT, { conversationId, text: '这个网站有什么功能？' })).text).toContain('[比分首页](/live/hot)');
    expect((await ask(PORT, { conversationId, text: '明天北京会下雨吗？' })).text).toContain('这个问题我暂时回答不了');
  });

  test('history is kept per user; regenerate replaces the last answer', async () => {
    const list = await getJson<AiConversation[]>(PORT, AI_PATHS.conversations);
    expect(list.data[0]).toMatchObject({ id: conversationId, title: '现在有哪些比赛正在直播？' });
    const before = (await getJson<AiMessage[]>(PORT, `${AI_PATHS.messages}?conversationId=${conversationId}`)).data;
    expect(before.map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(before.every((m) => m.status === 'done' && m.content.length > 0)).toBe(true);
    await ask(PORT, { conversationId, regenerate: true });
    const after = (await getJson<AiMessage[]>(PORT, `${AI_PATHS.messages}?conversationId=${conversationId}`)).data;
    expect(after).toHaveLength(8);
    expect(after.at(-1)!.id).toBeGreaterThan(before.at(-1)!.id);
    const other = await createSession(t.db, (await insertUser(t.db, '13500000002', 'x', '别人'))!.id);
    const theirs = await fetch(`http://127.0.0.1:${PORT}${AI_PATHS.messages}?conversationId=${conversationId}`, {
      headers: { accessToken: other },
    });
    expect(((await theirs.json()) as Envelope<null>).code).toBe(ErrorCodes.NOT_FOUND);
  });

  test('bad input and the per-minute limit are refused before any stream', async () => {
    expect((await ask(PORT, { text: '球'.repeat(2001) })).events[0]!.data).toMatchObject({
      code: ErrorCodes.PARAM_INVALID,
    });
    expect((await ask(PORT, { text: '   ' })).events[0]!.data).toMatchObject({ code: ErrorCodes.PARAM_INVALID });
    expect((await ask(PORT, { text: '你好' }, '')).events[0]!.data).toMatchObject({ code: ErrorCodes.NO_TOKEN });
    // earlier tests asked some already this minute: keep asking until the 11th of the minute
    const codes: unknown[] = [];
    while (codes.length < 12 && codes.at(-1) !== ErrorCodes.RATE_LIMITED) {
      const r = await ask(PORT, { text: '签到规则' });
      codes.push(r.events[0]!.event === 'meta' ? 200 : r.events[0]!.data.code);
    }
    expect(codes[0]).toBe(200);
    expect(codes.at(-1)).toBe(ErrorCodes.RATE_LIMITED);
    const answers = (await getJson<AiConversation[]>(PORT, AI_PATHS.conversations)).data.length;
    expect(answers).toBeGreaterThan(1);
  });
});

describe('composeAnswer', () => {
  const team = (id: number, name: string) => ({ id, name });
  const data: SiteData = {
    football: async () => [
      {
        id: 7,
        s: 4,
        li: 36,
        league: { id: 36, name: '英超', color: '#000' },
        ot: 0,
        kt: 0,
        isShow: 1,
        timIng: '67',
        round: '1',
        home: team(1, '曼城'),
        away: team(2, '利物浦'),
        sc: [2, 1],
        hsc: [1, 0],
        rc: [0, 0],
        yc: [0, 0],
        cn: [0, 0],
        hot: true,
        hasVideo: false,
        hasAnim: false,
      },
    ],
    basketball: async () => [],
    competitions: async () => [],
    league: async () => null,
    playersIn: async () => [],
    matchOdds: async () => null,
  };
  test('live scores with minute and a link; a team by name; check-in rules', async () => {
    expect(await composeAnswer('现在有什么比赛', data)).toContain("英超 [曼城 2-1 利物浦](/live/zq/detail/7) · 67'");
    expect(await composeAnswer('利物浦今天怎么样', data)).toContain('**利物浦** 今天的比赛');
    expect(await composeAnswer('签到能领多少金币', data)).toContain('第7天 30 金币 + 50 积分');
  });
});

describe('OpenAI-compatible upstream', () => {
  let upstream: Server;
  let second: FastifyInstance;
  const seen: Array<{ auth: string; body: { model: string; stream: boolean; messages: Array<{ role: string }> } }> = [];
  let mode: 'ok' | 'fail-twice' | 'garbage' | 'hang' = 'ok';
  let failures = 0;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        seen.push({ auth: String(req.headers.authorization), body: JSON.parse(raw) as (typeof seen)[number]['body'] });
        if (mode === 'fail-twice' && failures < 2) {
          failures += 1;
          res.writeHead(503).end('busy');
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        if (mode === 'hang') {
          res.flushHeaders(); // headers, then nothing
          return;
        }
        if (mode === 'garbage') {
          res.end('data: {not json\n\n');
          return;
        }
        const parts = ['你好', '，我是', '上游模型'];
        parts.forEach((p, i) =>
          setTimeout(() => {
            res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: p } }] })}\n\n`);
            if (i === parts.length - 1) res.end('data: [DONE]\n\n');
          }, 20 * i),
        );
      });
    });
    await new Promise<void>((r) => upstream.listen(UPSTREAM_PORT, '127.0.0.1', r));
    const env = {
      OPENAI_BASE_URL: `http://127.0.0.1:${UPSTREAM_PORT}/v1`,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_MODEL: 'fake-model',
      OPENAI_TIMEOUT_MS: '600',
    };
    Object.assign(process.env, env);
    try {
      const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: ':memory:' };
      second = await buildApp({
        db: t.db,
        hub: createHub({ allowedOrigins: [], resolveUser: async () => null }),
        config,
        docsUi: false,
      });
    } finally {
      for (const k of Object.keys(env)) delete process.env[k];
    }
    await second.listen({ port: UPSTREAM_APP_PORT, host: '127.0.0.1' });
    token = await createSession(t.db, (await insertUser(t.db, '13500000003', 'x', '上游球迷'))!.id);
  });
  afterAll(async () => {
    await second?.close();
    await new Promise((r) => upstream?.close(r));
  });

  test('streams the upstream’s deltas with our key, model and system prompt', async () => {
    const answer = await ask(UPSTREAM_APP_PORT, { text: '你是谁？' });
    expect(answer.text).toBe('你好，我是上游模型');
    expect(answer.events.filter((e) => e.event === 'delta')).toHaveLength(3);
    expect(seen.at(-1)).toMatchObject({ auth: 'Bearer sk-test', body: { model: 'fake-model', stream: true } });
    expect(seen.at(-1)!.body.messages.map((m) => m.role)).toEqual(['system', 'user']);
  });

  test('a failing start is retried; garbage and silence end with a clear Chinese error', async () => {
    mode = 'fail-twice';
    expect((await ask(UPSTREAM_APP_PORT, { text: '重试' })).text).toBe('你好，我是上游模型');
    expect(failures).toBe(2);
    mode = 'garbage';
    const garbage = await ask(UPSTREAM_APP_PORT, { text: '乱码' });
    expect(garbage.events.find((e) => e.event === 'error')?.data.msg).toBe('智能助手返回了无法识别的内容');
    mode = 'hang';
    const started = Date.now();
    const hung = await ask(UPSTREAM_APP_PORT, { text: '卡住' });
    expect(hung.events.find((e) => e.event === 'error')?.data.msg).toBe('智能助手响应超时，请稍后重试');
    expect(hung.events.at(-1)).toEqual({ event: 'done', data: { status: 'error' } });
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
