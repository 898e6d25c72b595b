/**
 * One line of a chat: a system line, a recalled notice, a hidden one (a moderator hid it after a
 * report), or a bubble (mine right) with its quote, its text (the emoji set drawn as pictures) or
 * picture (thumbnail, full size on tap) and, on my messages in a private chat, 已读 / 已送达 / 已发送.
 */
import type { ImMessage } from '@kickoff/shared/contracts';
import { useLongPress } from '@kickoff/shared/hooks';
import { messageTime } from '@kickoff/shared/time';
import { ChatImage } from '../../components/chat-image';
import { EmojiText } from '../../features/chat/components/emoji';
import { UserFace } from '../../components/user-face';
import styles from './chat-detail.module.css';

type Receipt = 'read' | 'delivered' | 'sent';
const RECEIPT_TEXT: Record<Receipt, string> = { read: '已读', delivered: '已送达', sent: '已发送' };

export interface BubbleProps {
  message: ImMessage;
  /** the sender as I call them (my remark, else their nickname) */
  name: string;
  mine: boolean;
  showName: boolean;
  /** private chats, my messages: 已读, else 已送达 (their client has it), else 已发送 */
  receipt?: Receipt;
  onMenu: (m: ImMessage) => void;
}

export function MessageBubble({ message: m, name, mine, showName, receipt, onMenu }: BubbleProps) {
  const press = useLongPress(() => onMenu(m));
  if (m.kind === 'system')
    return (
      <li className={styles.system} data-seq={m.seq}>
        {m.text}
      </li>
    );
  if (m.hidden)
    return (
      <li className={styles.system} data-seq={m.seq}>
        该消息因违规已被隐藏
      </li>
    );
  if (m.recalled)
    return (
      <li className={styles.system} data-seq={m.seq}>
        {mine ? '你' : name}撤回了一条消息
      </li>
    );
  return (
    <li className={`${styles.item} ${mine ? styles.mine : ''}`} data-seq={m.seq} data-testid="chat-message">
      {!mine && <UserFace name={name} size={0.72} />}
      <div className={styles.body}>
        {showName && !mine && <span className={styles.from}>{name}</span>}
        <div
          className={`${styles.bubble} ${m.image ? styles.picture : ''}`}
          {...press}
          aria-label={`${name} ${messageTime(m.time)}`}
        >
          {m.replyTo && (
            <blockquote className={styles.quote}>
              {m.replyTo.fromName}：{m.replyTo.text || '原消息已撤回'}
            </blockquote>
          )}
          {m.image ? (
            <ChatImage image={m.image} alt={`${name}发送的图片`} />
          ) : (
            <span className={styles.text}>
              <EmojiText text={m.text} />
            </span>
          )}
        </div>
        <span className={styles.meta}>
          {messageTime(m.time)}
          {mine && receipt !== undefined && (
            <span className={receipt === 'read' ? styles.read : styles.unread} data-receipt={receipt}>
              {RECEIPT_TEXT[receipt]}
            </span>
          )}
        </span>
      </div>
    </li>
  );
}
