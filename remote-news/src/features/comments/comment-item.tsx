/** One comment (and, for a top-level one, its replies): always rendered as text. */
import type { ReactNode } from 'react';
import type { NewsComment } from '@kickoff/shared/contracts';
import { relativeTimeZh } from '@kickoff/shared/relative-time';
import { Avatar } from '@kickoff/shared/ui';
import styles from './comments.module.css';

interface Props {
  comment: NewsComment;
  onLike: (c: NewsComment) => void;
  onReply?: (c: NewsComment) => void;
  /** shown after the name: an accepted-answer mark, an accept button */
  extra?: ReactNode;
}

export function CommentItem({ comment, onLike, onReply, extra }: Props) {
  return (
    <li className={styles.item} data-testid="comment">
      <Avatar name={comment.nickName} size={0.64} />
      <div className={styles.body}>
        <p className={styles.head}>
          <span className={styles.nick}>{comment.nickName}</span>
          <span>{relativeTimeZh(comment.time)}</span>
          {extra}
        </p>
        <p className={styles.content}>{comment.content}</p>
        <p className={styles.actions}>
          <button
            type="button"
            className={comment.liked ? styles.liked : styles.linkButton}
            aria-pressed={comment.liked}
            onClick={() => onLike(comment)}
          >
            赞 {comment.likes || ''}
          </button>
          {onReply && (
            <button type="button" className={styles.linkButton} onClick={() => onReply(comment)}>
              回复
            </button>
          )}
        </p>
        {comment.replies.length > 0 && (
          <ul className={styles.replies}>
            {comment.replies.map((r) => (
              <CommentItem key={r.id} comment={r} onLike={onLike} />
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
