/** Asks the assistant over real HTTP and reads its server-sent events (`POST /imapi/ai/ask`). */
import { AI_PATHS } from '@kickoff/shared/contracts';

export interface Streamed {
  status: number;
  events: Array<{ event: string; data: Record<string, unknown> }>;
  text: string;
  firstDeltaMs: number;
}

export async function askAt(port: number, body: object, tk: string): Promise<Streamed> {
  const started = Date.now();
  const res = await fetch(`http://127.0.0.1:${port}${AI_PATHS.ask}`, {
    method: 'POST',
    headers: { accessToken: tk, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const events: Streamed['events'] = [];
  let firstDeltaMs = -1;
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    return {
      status: res.status,
      events: [{ event: 'json', data: (await res.json()) as Record<string, unknown> }],
      text: '',
      firstDeltaMs,
    };
  }
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? '';
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}') as Record<string, unknown>;
      if (event === 'delta' && firstDeltaMs < 0) firstDeltaMs = Date.now() - started;
      events.push({ event, data });
    }
  }
  const text = events
    .filter((e) => e.event === 'delta')
    .map((e) => String(e.data.text))
    .join('');
  return { status: res.status, events, text, firstDeltaMs };
}
