/**
 * The ChatGPT thread: the stored questions and answers of one conversation, a question streamed
 * into a growing answer, stop (closes the request; the server keeps what was written), regenerate.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AiMessage, AiMessageStatus } from '@kickoff/shared/contracts';
import { aiMessages } from '../ai-api';
import { askStream } from '../ask-stream';

export interface Live {
  question: string;
  text: string;
  error: string;
}

export function useAssistant() {
  const [conversationId, setConversationId] = useState(0);
  const [messages, setMessages] = useState<AiMessage[]>([]);
  const [live, setLive] = useState<Live | null>(null);
  const stopper = useRef<AbortController | null>(null);

  useEffect(() => () => stopper.current?.abort(), []);

  const open = useCallback((id: number) => {
    stopper.current?.abort();
    setLive(null);
    setConversationId(id);
    if (id === 0) setMessages([]);
    else
      aiMessages(id)
        .then(setMessages)
        .catch(() => setMessages([]));
  }, []);

  const run = useCallback(
    async (question: string, regenerate: boolean) => {
      const ctl = new AbortController();
      stopper.current = ctl;
      let cid = conversationId;
      let status: AiMessageStatus = 'done';
      setLive({ question, text: '', error: '' });
      try {
        await askStream(
          regenerate ? { conversationId: cid, regenerate: true } : { conversationId: cid || undefined, text: question },
          (e) => {
            if (e.event === 'meta') cid = e.data.conversationId;
            else if (e.event === 'delta') setLive((l) => l && { ...l, text: l.text + e.data.text });
            else if (e.event === 'error') {
              status = 'error';
              setLive((l) => l && { ...l, error: e.data.msg });
            } else status = e.data.status;
          },
          ctl.signal,
        );
      } catch {
        status = ctl.signal.aborted ? 'stopped' : 'error';
        if (status === 'error') setLive((l) => l && { ...l, error: '网络异常，请重试' });
      }
      stopper.current = null;
      if (cid) {
        setConversationId(cid);
        // the stored thread is the truth (the answer as the server kept it, stopped or not)
        const stored = await aiMessages(cid).catch(() => null);
        if (stored) setMessages(stored);
        if (stored && status !== 'error') setLive(null);
        else setLive((l) => l && { ...l, question: '' });
      }
    },
    [conversationId],
  );

  const ask = useCallback((q: string) => void run(q, false), [run]);
  const regenerate = useCallback(() => {
    const last = [...messages].reverse().find((m) => m.role === 'user');
    if (!last) return;
    setMessages((ms) => ms.slice(0, ms.lastIndexOf(ms.filter((m) => m.role === 'assistant').at(-1)!)));
    void run('', true);
  }, [messages, run]);
  const stop = useCallback(() => stopper.current?.abort(), []);

  return {
    conversationId,
    messages,
    live,
    open,
    ask,
    regenerate,
    stop,
  };
}
