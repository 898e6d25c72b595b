/**
 * An OpenAI-compatible upstream (`POST {OPENAI_BASE_URL}/chat/completions`, `stream: true`): the
 * deltas of its server-sent events become our pieces. A connection that fails, or answers 429/5xx,
 * before any text is retried (twice, 0.5 s then 1 s apart); no first byte within `firstByteMs`, or
 * silence for `idleMs` mid-answer, ends it; every failure becomes a Chinese AssistantError.
 */
import { AssistantError, type AssistantProvider, type ChatTurn } from './provider';

export interface OpenAiOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  firstByteMs?: number;
  idleMs?: number;
  retries?: number;
}

const SYSTEM_PROMPT =
  '你是开球直播（足球、篮球比分与直播平台）的智能助手。请用简体中文回答，简洁准确；不知道的事直说不知道，不编造比分和赛程，不提供投注建议。';

export function openAiFromEnv(env: NodeJS.ProcessEnv): OpenAiOptions | null {
  const baseUrl = env.OPENAI_BASE_URL?.trim();
  const apiKey = env.OPENAI_API_KEY?.trim();
  const model = env.OPENAI_MODEL?.trim();
  const timeoutMs = Number(env.OPENAI_TIMEOUT_MS) > 0 ? Number(env.OPENAI_TIMEOUT_MS) : undefined;
  if (!baseUrl || !apiKey || !model) return null;
  return { baseUrl, apiKey, model, ...(timeoutMs ? { firstByteMs: timeoutMs, idleMs: timeoutMs } : {}) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Reads `data:` lines of an SSE body; each time nothing arrives for `idleMs` it throws. */
async function* sseData(body: ReadableStream<Uint8Array>, idleMs: number, signal: AbortSignal): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const idle = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new AssistantError('智能助手响应超时，请稍后重试')), idleMs);
      });
      const { done, value } = await Promise.race([reader.read(), idle])
        .catch((err: unknown) => {
          if (err instanceof AssistantError || signal.aborted) throw err;
          throw new AssistantError('智能助手的连接中断了，请重试', err);
        })
        .finally(() => clearTimeout(timer));
      if (done || signal.aborted) return;
      buffer += decoder.decode(value, { stream: true });
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl).replace(/\r$/, '');
        buffer = buffer.slice(nl + 1);
        if (line.startsWith('data:')) yield line.slice(5).trim();
      }
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

export function openAiProvider(opts: OpenAiOptions): AssistantProvider {
  const firstByteMs = opts.firstByteMs ?? 15_000;
  const idleMs = opts.idleMs ?? 30_000;
  const retries = opts.retries ?? 2;
  const url = `${opts.baseUrl.replace(/\/$/, '')}/chat/completions`;

  async function connect(history: ChatTurn[], signal: AbortSignal): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      // bounds the wait for the response head only; the body has its own idle limit
      const timeout = new AbortController();
      const timer = setTimeout(() => timeout.abort(), firstByteMs);
      let res: Response | null = null;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${opts.apiKey}`,
            Accept: 'text/event-stream',
          },
          body: JSON.stringify({
            model: opts.model,
            stream: true,
            messages: [{ role: 'system', content: SYSTEM_PROMPT }, ...history],
          }),
          signal: AbortSignal.any([signal, timeout.signal]),
        });
      } catch (err) {
        if (signal.aborted) throw err;
        if (attempt >= retries)
          throw new AssistantError(
            timeout.signal.aborted ? '智能助手响应超时，请稍后重试' : '智能助手暂时连不上，请稍后重试',
            err,
          );
      } finally {
        clearTimeout(timer);
      }
      if (res) {
        if (res.ok && res.body) return res;
        const retryable = res.status === 429 || res.status >= 500;
        await res.body?.cancel().catch(() => undefined);
        if (!retryable || attempt >= retries)
          throw new AssistantError(
            res.status === 401 || res.status === 403
              ? '智能助手服务配置有误（密钥无效）'
              : `智能助手服务出错（HTTP ${res.status}），请稍后重试`,
          );
      }
      await sleep(500 * 2 ** attempt);
    }
  }

  return {
    name: 'openai',
    async *answer(history, signal) {
      const res = await connect(history, signal);
      let any = false;
      for await (const data of sseData(res.body!, idleMs, signal)) {
        if (data === '[DONE]') break;
        let delta: unknown;
        try {
          delta = (JSON.parse(data) as { choices?: Array<{ delta?: { content?: unknown } }> }).choices?.[0]?.delta
            ?.content;
        } catch {
          throw new AssistantError('智能助手返回了无法识别的内容');
        }
        if (typeof delta === 'string' && delta) {
          any = true;
          yield delta;
        }
      }
      if (!any && !signal.aborted) throw new AssistantError('智能助手没有返回内容，请重试');
    },
  };
}
