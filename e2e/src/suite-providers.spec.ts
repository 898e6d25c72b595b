/**
 * The outside providers, end to end in the browser, on one private suite whose server is wired to
 * local stand-ins speaking each provider's documented protocol:
 * - football from football-data.org v4 (issue 31): the engine generates basketball only; the scores
 *   list and match detail show the feed's matches, and a goal the feed reports between polls
 *   reaches an open page as a push;
 * - /ChatGPT against an OpenAI-compatible upstream (issue 15): the upstream's deltas stream to the
 *   page with our key and model; an upstream that answers garbage, or hangs after its headers,
 *   ends in a clear Chinese message and the page is usable again at once (发送, not 停止), the next
 *   question answered.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSuite, type Suite } from '@kickoff/ops/src/suite';
import { PRIVATE_PORTS } from './support/ports';
import { test, expect } from './support/fixtures';
import { registerFan } from './messaging-helpers';
import { startFakeFootballData, type FakeFootballData } from '../../server/src/test-support/fake-football-data';
import { CHELSEA_ARSENAL, pl, plStandings } from '../../server/src/test-support/football-data-recordings';
import { FEED_MATCH_ID_BASE } from '../../server/src/live/feeds/football-data/ids';

const API_PORT = '39847';
const UPSTREAM_PORT = 39848;
let suite: Suite;
let upstream: Server;
let dataDir: string;
let feed: FakeFootballData;
const FEED_TOKEN = 'e2e-football-data-token';
const CA = FEED_MATCH_ID_BASE + CHELSEA_ARSENAL;
/** kick-off twenty minutes ago: Chelsea v Arsenal is in its first half */
const kickOff = Date.now() - 20 * 60_000;
const seen: Array<{ auth: string; model: string; question: string }> = [];

function fakeUpstream(): Server {
  return createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { model: string; messages: Array<{ role: string; content: string }> };
      const question = body.messages.at(-1)?.content ?? '';
      seen.push({ auth: req.headers.authorization ?? '', model: body.model, question });
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      if (question.includes('卡住')) return; // headers, then silence
      if (question.includes('乱码')) {
        res.end('data: {这不是 JSON\n\n');
        return;
      }
      const pieces = ['你好！', '我是**测试', '模型**，', '来自本地假上游。'];
      let i = 0;
      const next = () => {
        if (i < pieces.length) {
          res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: pieces[i++] } }] })}\n\n`);
          setTimeout(next, 300);
        } else res.end('data: [DONE]\n\n');
      };
      next();
    });
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  upstream = fakeUpstream();
  await new Promise<void>((r) => upstream.listen(UPSTREAM_PORT, '127.0.0.1', r));
  feed = await startFakeFootballData(FEED_TOKEN);
  feed.script('/v4/matches', { body: pl({ status: 'IN_PLAY', score: [0, 0] }, kickOff) });
  feed.script('/v4/competitions/PL/standings', { body: plStandings() });
  dataDir = mkdtempSync(path.join(tmpdir(), 'kickoff-ai-'));
  suite = await startSuite({
    env: { ...process.env, ...PRIVATE_PORTS, API_PORT },
    serverEnv: {
      DATA_DIR: dataDir,
      SEED: '20261126',
      NODE_ENV: 'test',
      DEV_ROUTES: '1',
      OPENAI_BASE_URL: `http://127.0.0.1:${UPSTREAM_PORT}/v1`,
      OPENAI_API_KEY: 'sk-e2e-fake',
      OPENAI_MODEL: 'fake-model-1',
      OPENAI_TIMEOUT_MS: '3000',
      FOOTBALL_DATA_TOKEN: FEED_TOKEN,
      FOOTBALL_DATA_URL: feed.url,
      FOOTBALL_DATA_COMPETITIONS: 'PL',
      FOOTBALL_DATA_POLL_MS: '500',
      FOOTBALL_DATA_RATE_PER_MIN: '600',
    },
  });
});
test.afterAll(async () => {
  await suite?.close();
  await new Promise((r) => upstream?.close(r));
  await feed?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('football from the feed: the list and match detail show its matches, and its goal arrives as a push', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${suite.hostUrl}/live/zq`);
  const row = page.locator(`[data-match-id="${CA}"]`);
  await expect(row).toContainText('英超');
  await expect(row).toContainText('切尔西');
  await expect(row).toContainText('阿森纳');
  await expect(row.getByTestId('row-score')).toHaveText('0-0');
  // the engine made no football beside the feed's
  const ids = await page.getByTestId('match-row').evaluateAll((rows) => rows.map((r) => Number(r.dataset.matchId)));
  expect(ids.length).toBeGreaterThan(0);
  expect(ids.every((id) => id >= FEED_MATCH_ID_BASE)).toBe(true);

  // Arsenal score between two polls: the open list shows it without a reload
  feed.script('/v4/matches', { body: pl({ status: 'IN_PLAY', score: [0, 1] }, kickOff) });
  await expect(row.getByTestId('row-score')).toHaveText('0-1', { timeout: 15_000 });
  await page.screenshot({ path: 'output/screenshots/providers-football-list.png' });

  await row.getByText('切尔西').click();
  await expect(page).toHaveURL(new RegExp(`/live/zq/detail/${CA}$`));
  await expect(page.getByTestId('detail-score')).toHaveText('0 - 1');
  await expect(page.getByText('阿森纳').first()).toBeVisible();
  // half-time, reported by the next poll, reaches the open detail page
  feed.script('/v4/matches', { body: pl({ status: 'PAUSED', score: [0, 1], half: [0, 1] }, kickOff) });
  await expect(page.getByText('中场').first()).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: 'output/screenshots/providers-football-detail.png' });
  expect(feed.requests.every((r) => r.authorised)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('/ChatGPT streams from an OpenAI-compatible upstream; garbage and a hang end in Chinese, page usable', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const fan = await registerFan(suite.apiUrl, `137${String(Date.now()).slice(-8)}`);
  await context.addCookies([{ name: 'token', value: fan.token, url: suite.hostUrl }]);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${suite.hostUrl}/ChatGPT`);
  const input = page.getByLabel('输入问题');
  const ask = async (q: string) => {
    await input.fill(q);
    await page.getByRole('button', { name: '发送' }).click();
  };

  await ask('你好，介绍一下你自己');
  // first pieces show while the upstream is still writing, with 停止 offered
  await expect(page.getByTestId('ai-streaming')).toContainText('你好！');
  await expect(page.getByRole('button', { name: '停止' })).toBeVisible();
  const answer = page.getByTestId('ai-answer').last();
  await expect(answer).toContainText('来自本地假上游。');
  await expect(answer.locator('strong')).toHaveText('测试模型');
  expect(seen.at(-1)).toEqual({ auth: 'Bearer sk-e2e-fake', model: 'fake-model-1', question: '你好，介绍一下你自己' });

  await ask('请回我乱码');
  await expect(page.getByTestId('ai-streaming')).toContainText('智能助手返回了无法识别的内容');
  await expect(page.getByRole('button', { name: '发送' })).toBeVisible();

  const started = Date.now();
  await ask('这次请卡住');
  await expect(page.getByTestId('ai-streaming')).toContainText('智能助手响应超时，请稍后重试', { timeout: 15_000 });
  expect(Date.now() - started).toBeLessThan(15_000);
  await expect(page.getByRole('button', { name: '发送' })).toBeVisible();

  // and the next question is answered as before
  await ask('你好');
  await expect(page.getByTestId('ai-answer').last()).toContainText('来自本地假上游。');
  await page.screenshot({ path: 'output/screenshots/providers-ai-upstream.png' });
  expect(consoleErrors).toEqual([]);
});
