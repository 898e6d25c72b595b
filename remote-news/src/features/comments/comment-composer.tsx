/** The comment box: plain text up to the limit; replying names the comment it answers. */
import { useState, type FormEvent } from 'react';
import { MAX_COMMENT_CHARS } from '@kickoff/shared/contracts';
import { showToast } from '@kickoff/shared/ui';
import styles from './comments.module.css';

interface Props {
  replyTo: { id: number; nickName: string } | null;
  onCancelReply: () => void;
  /** sends the text; rejects with the server's message */
  onSend: (text: string) => Promise<void>;
  /** asks a visitor to sign in instead of typing */
  gate: (action: () => void) => void;
}

export function CommentComposer({ replyTo, onCancelReply, onSend, gate }: Props) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    gate(() => {
      if (!text.trim()) return showToast('评论内容不能为空');
      setBusy(true);
      onSend(text.trim())
        .then(() => {
          setText('');
          showToast('评论成功');
        })
        .catch((err: unknown) => showToast(err instanceof Error ? err.message : '评论失败'))
        .finally(() => setBusy(false));
    });
  };
  return (
    <form className={styles.composer} onSubmit={submit}>
      {replyTo && (
        <p className={styles.replying}>
          回复 {replyTo.nickName}
          <button type="button" className={styles.linkButton} onClick={onCancelReply}>
            取消
          </button>
        </p>
      )}
      <textarea
        className={styles.input}
        aria-label="写评论"
        placeholder={replyTo ? `回复 ${replyTo.nickName}` : '说说你的看法…'}
        maxLength={MAX_COMMENT_CHARS}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onFocus={() => gate(() => undefined)}
        rows={2}
      />
      <button type="submit" className={styles.send} disabled={busy}>
        发表
      </button>
    </form>
  );
}
