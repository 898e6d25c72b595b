/**
 * One line of a chat: a system line, a recalled notice, or a bubble (mine right) with its quote,
 * its text or picture (thumbnail, full size on tap) and read state.
 */
import type { ImMessage } from '@kickoff/shared/contracts';
import { useLongPress } from '@kickoff/shared/hooks';
import { messageTime } from '@kickoff/shared/time';
import { ChatImage } from '../../components/chat-image';
import { UserFace } from '../../components/user-face';
import styles from './chat-detail.module.css';

export interface BubbleProps {
  message: ImMessage;
  /** the sender as I call them (my remark, else their nickname) */
  name: string;
  mine: boolean;
  showName: boolean;
  /** private chats: whether the other person has read it (shown on my messages) */
  read?: boolean;
  onMenu: (m: ImMessage) => void;
}

export function MessageBubble({ message: m, name, mine, showName, read, onMenu }: BubbleProps) {
  const press = useLongPress(() => onMenu(m));
  if (m.kind === 'system')
    return (
      <li className={styles.system} data-seq={m.seq}>
        {m.text}
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
            <span className={styles.text}>{m.text}</span>
          )}
        </div>
        <span className={styles.meta}>
          {messageTime(m.time)}
          {mine && read !== undefined && (
            <span className={read ? styles.read : styles.unread}>{read ? '已读' : '未读'}</span>
          )}
        </span>
      </div>
    </li>
  );
}
