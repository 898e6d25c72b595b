/**
 * /ChatGPT: questions answered by the server's assistant, streamed as they are written (first
 * piece shown at once), with stop, regenerate and copy; conversations kept per user. A visitor is
 * told it needs an account. Answers are markdown drawn as elements, never as HTML.
 */
import { useState, type FormEvent } from 'react';
import { AI_TEXT_MAX } from '@kickoff/shared/contracts';
import { useAuthStore } from '@kickoff/shared/stores';
import { ActionSheet, NavBar, showToast } from '@kickoff/shared/ui';
import { useAiHistory } from '../../features/assistant/hooks/use-ai-history';
import { Markdown } from '../../features/assistant/components/markdown';
import { useAssistant } from '../../features/assistant/hooks/use-assistant';
import { LoginRequired } from '../login-required';
import styles from './chat.module.css';

const SUGGESTIONS = ['现在有哪些比赛正在直播？', '今天有什么比赛？', '这个网站有什么功能？', '签到能领多少金币？'];

function copy(text: string) {
  void navigator.clipboard?.writeText(text).then(
    () => showToast('已复制'),
    () => showToast('复制失败'),
  );
}

function Assistant() {
  const a = useAssistant();
  const [text, setText] = useState('');
  const { history, open: openHistory, close: closeHistory } = useAiHistory();
  const streaming = a.live !== null && a.live.question !== '' && !a.live.error;
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const q = text.trim();
    if (!q || streaming) return;
    a.ask(q);
    setText('');
  };
  const lastAnswer = [...a.messages].reverse().find((m) => m.role === 'assistant');
  return (
    <>
      <div className={styles.toolbar}>
        <button type="button" className={styles.tool} onClick={() => void openHistory()}>
          历史对话
        </button>
        <button type="button" className={styles.tool} onClick={() => a.open(0)} disabled={streaming}>
          新对话
        </button>
      </div>
      <section className={styles.thread} aria-label="对话" aria-live="polite">
        {a.messages.length === 0 && !a.live && (
          <div className={styles.welcome}>
            <p>你好，我是开球直播的智能助手，可以问我比赛比分、赛程和本站功能。</p>
            <div className={styles.suggestions}>
              {SUGGESTIONS.map((s) => (
                <button key={s} type="button" className={styles.suggestion} onClick={() => a.ask(s)}>
                  {s}
                </button>
              ))}
            </div>
          </div>
        )}
        {a.messages.map((m) =>
          m.role === 'user' ? (
            <p key={m.id} className={styles.question}>
              {m.content}
            </p>
          ) : (
            <div key={m.id} className={styles.answer} data-testid="ai-answer">
              <Markdown text={m.content} />
              {m.status === 'stopped' && <span className={styles.note}>已停止</span>}
              {m.status === 'error' && <span className={styles.note}>回答出错</span>}
              <div className={styles.answerTools}>
                <button type="button" onClick={() => copy(m.content)}>
                  复制
                </button>
                {m === lastAnswer && !a.live && (
                  <button type="button" onClick={a.regenerate}>
                    重新生成
                  </button>
                )}
              </div>
            </div>
          ),
        )}
        {a.live && (
          <>
            {a.live.question && <p className={styles.question}>{a.live.question}</p>}
            <div className={styles.answer} data-testid="ai-streaming">
              {a.live.text ? (
                <Markdown text={a.live.text} />
              ) : (
                !a.live.error && <span className={styles.note}>思考中…</span>
              )}
              {a.live.error && <p className={styles.error}>{a.live.error}</p>}
            </div>
          </>
        )}
      </section>
      <form className={styles.composer} onSubmit={submit}>
        <input
          className={styles.input}
          aria-label="输入问题"
          placeholder="问问比分、赛程或本站功能"
          maxLength={AI_TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {streaming ? (
          <button type="button" className={styles.send} onClick={a.stop}>
            停止
          </button>
        ) : (
          <button type="submit" className={styles.send} disabled={!text.trim()}>
            发送
          </button>
        )}
      </form>
      <ActionSheet
        open={history !== null}
        title="历史对话"
        onClose={closeHistory}
        actions={(history ?? [])
          .slice(0, 20)
          .map((c) => ({ label: c.title || '未命名对话', onSelect: () => a.open(c.id) }))}
      />
    </>
  );
}

export default function ChatPage() {
  const loggedIn = useAuthStore((s) => s.token !== '');
  return (
    <main className={styles.page}>
      <NavBar title="ChatGPT" showBack={false} />
      {loggedIn ? (
        <Assistant />
      ) : (
        <>
          <section className={styles.thread} aria-label="对话">
            <LoginRequired text="ChatGPT 智能问答需要登录后使用" />
          </section>
          <form className={styles.composer} onSubmit={(e) => e.preventDefault()}>
            <input className={styles.input} aria-label="输入问题" placeholder="登录后可提问" disabled />
            <button type="submit" className={styles.send} disabled>
              发送
            </button>
          </form>
        </>
      )}
    </main>
  );
}
