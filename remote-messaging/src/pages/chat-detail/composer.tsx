/** The input row: text (≤ 2,000 characters), the emoji panel, the quoted message being replied to, send. */
import { useState, type FormEvent } from 'react';
import { IM_TEXT_MAX, type ImMessage } from '@kickoff/shared/contracts';
import { EmojiPanel } from './emoji-panel';
import styles from './chat-detail.module.css';

export interface ComposerProps {
  disabled: string;
  replyTo: ImMessage | null;
  onCancelReply: () => void;
  onSend: (text: string) => void;
}

export function Composer({ disabled, replyTo, onCancelReply, onSend }: ComposerProps) {
  const [text, setText] = useState('');
  const [emoji, setEmoji] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const t = text.trim();
    if (!t) return;
    onSend(t);
    setText('');
    setEmoji(false);
  };
  return (
    <div className={styles.composerWrap}>
      {replyTo && (
        <div className={styles.replyBar}>
          <span className={styles.replyText}>
            回复 {replyTo.fromName}：{replyTo.text}
          </span>
          <button type="button" className={styles.replyCancel} aria-label="取消回复" onClick={onCancelReply}>
            ×
          </button>
        </div>
      )}
      <form className={styles.composer} onSubmit={submit}>
        <button
          type="button"
          className={styles.emojiToggle}
          aria-label="表情"
          aria-expanded={emoji}
          disabled={Boolean(disabled)}
          onClick={() => setEmoji((v) => !v)}
        >
          😊
        </button>
        <textarea
          className={styles.input}
          aria-label="输入消息"
          rows={1}
          maxLength={IM_TEXT_MAX}
          value={text}
          disabled={Boolean(disabled)}
          placeholder={disabled || '说点什么…'}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
          }}
        />
        <button type="submit" className={styles.send} disabled={Boolean(disabled) || !text.trim()}>
          发送
        </button>
      </form>
      {emoji && <EmojiPanel onPick={(e) => setText((t) => (t + e).slice(0, IM_TEXT_MAX))} />}
    </div>
  );
}
