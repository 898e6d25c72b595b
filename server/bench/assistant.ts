/**
 * The ChatGPT page's built-in assistant (no key): time to first token. The real server (seeded demo
 * world, live engine) in its own process; the nine seeded accounts each ask `--asks` questions
 * (default 10: the per-user budget of a minute) one after another, all nine at once, through
 * `POST /imapi/ai/ask`. Prints request → first `delta` event percentiles and the whole answer's time.
 *   pnpm --filter @kickoff/server exec tsx bench/assistant.ts [--asks 10]
 */
import { AI_PATHS } from '@kickoff/shared/contracts';
import { SEEDED_PHONES, benchArgs, encryptPassword, seededPassword, startBenchServer } from './bench-server';

const args = benchArgs();
const asks = Number(args.get('asks') ?? 10);
const port = Number(args.get('port') ?? 39971);
const base = `http://127.0.0.1:${port}`;
const QUESTIONS = [
  '今天有哪些比赛？',
  '现在有正在进行的比赛吗？比分多少？',
  '英超积分榜前几名是谁？',
  '曼城下一场比赛是什么时候？',
  '这场比赛的赔率和预测怎么样？',
  '打赏和钱包怎么用？',
  '签到有什么奖励？',
  '网站有哪些功能？',
  '明天天气怎么样？',
  '谁是西甲射手榜第一？',
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function login(phone: string): Promise<string> {
  const res = await fetch(`${base}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ phone, password: encryptPassword(seededPassword(phone)) }).toString(),
  });
  const env = (await res.json()) as { code: number; msg: string; data: { accessToken: string } };
  if (env.code !== 200) throw new Error(`login ${phone}: ${env.code} ${env.msg}`);
  return env.data.accessToken;
}

/** One question: ms to the first delta, ms to the end of the stream. */
async function ask(token: string, text: string): Promise<{ first: number; total: number }> {
  const started = Date.now();
  const res = await fetch(base + AI_PATHS.ask, {
    method: 'POST',
    headers: { accessToken: token, 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  if (!res.body) throw new Error('no stream');
  const decoder = new TextDecoder();
  let seen = '';
  let first = 0;
  for await (const chunk of res.body) {
    seen += decoder.decode(chunk as Uint8Array, { stream: true });
    if (!first && seen.includes('event: delta')) first = Date.now() - started;
    if (seen.includes('event: error')) throw new Error(`answer failed: ${seen.slice(-200)}`);
  }
  return { first, total: Date.now() - started };
}

const child = await startBenchServer(port);
try {
  const tokens = await Promise.all(SEEDED_PHONES.map(login));
  const firsts: number[] = [];
  const totals: number[] = [];
  const started = Date.now();
  await Promise.all(
    tokens.map(async (token, u) => {
      for (let i = 0; i < asks; i++) {
        const r = await ask(token, QUESTIONS[(u + i) % QUESTIONS.length]!);
        firsts.push(r.first);
        totals.push(r.total);
      }
    }),
  );
  const wall = (Date.now() - started) / 1000;
  firsts.sort((a, b) => a - b);
  totals.sort((a, b) => a - b);
  console.info(
    `assistant (built-in): ${firsts.length} questions from ${tokens.length} fans at once in ${wall.toFixed(1)} s`,
  );
  console.info(
    `  time to first token: p50 ${pct(firsts, 50)} ms, p95 ${pct(firsts, 95)} ms, p99 ${pct(firsts, 99)} ms; ` +
      `whole answer p50 ${pct(totals, 50)} ms, p99 ${pct(totals, 99)} ms`,
  );
} finally {
  child.kill('SIGTERM');
}
