/** The input row: text (≤ 2,000 characters), the emoji panel, a picture, the quoted message being replied to, send. */
import { useState, type FormEvent } from 'react';
import { EMOJI_SET, IM_TEXT_MAX, type ImMessage } from '@kickoff/shared/contracts';
import { EmojiPanel } from './emoji-panel';
import { EmojiImage, useEmojiBase } from '../../features/chat/components/emoji';
import styles from './chat-detail.module.css';

/** the panel's toggle shows the set's 微笑 (a picture: the same on every phone) */
const TOGGLE_FACE = EMOJI_SET.find((e) => e.char === '😊')!;

export interface ComposerProps {
  disabled: string;
  replyTo: ImMessage | null;
  onCancelReply: () => void;
  onSend: (text: string) => void;
  /** a picture was chosen; `uploading` while it goes up */
  onPickImage: (file: File) => void;
  uploading: boolean;
}

export function Composer({ disabled, replyTo, onCancelReply, onSend, onPickImage, uploading }: ComposerProps) {
  const [text, setText] = useState('');
  const [emoji, setEmoji] = useState(false);
  const emojiBase = useEmojiBase();
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
            回复 {replyTo.fromName}：{replyTo.kind === 'image' ? '[图片]' : replyTo.text}
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
          <EmojiImage emoji={TOGGLE_FACE} base={emojiBase} large />
        </button>
        <label
          className={`${styles.emojiToggle} ${styles.pick} ${disabled || uploading ? styles.pickOff : ''}`}
          aria-label={uploading ? '图片上传中' : '发送图片'}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <circle cx="9" cy="10" r="1.8" fill="currentColor" />
            <path d="M4 18l5-5 3 3 3-4 5 6" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            hidden
            disabled={Boolean(disabled) || uploading}
            data-testid="chat-image-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) onPickImage(file);
            }}
          />
        </label>
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
