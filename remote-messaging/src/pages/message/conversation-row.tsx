/** A conversation row: face, name, last line (emoji drawn), time (messageTime rule), unread badge; long press: menu. */
import type { ImConversationItem } from '@kickoff/shared/contracts';
import { useLongPress } from '@kickoff/shared/hooks';
import { Link } from '@kickoff/shared/navigation';
import { messageTime } from '@kickoff/shared/time';
import { badgeText } from '@kickoff/shared/ui';
import { UserFace } from '../../components/user-face';
import { EmojiText } from '../../features/chat/components/emoji';
import { groupTag } from '../../lib/group-tag';
import styles from './message-page.module.css';

export function ConversationRow({
  item,
  onMenu,
}: {
  item: ImConversationItem;
  onMenu: (item: ImConversationItem) => void;
}) {
  const press = useLongPress(() => onMenu(item));
  const badge = badgeText(item.count);
  const tag = item.kind === 'group' ? groupTag(item.name) : '';
  return (
    <li className={`${styles.row} ${item.pinned ? styles.pinned : ''}`} data-testid="conversation">
      <Link className={styles.link} to={`/message/chatDetail?id=${item.conversationId}`} {...press}>
        <span className={styles.face}>
          <UserFace name={item.name} portrait={item.avatar} size={0.9} />
          {badge &&
            (item.quiet ? (
              <span className={styles.dot} aria-label="有未读消息" />
            ) : (
              <span className={styles.badge} aria-label={`${badge}条未读`}>
                {badge}
              </span>
            ))}
        </span>
        <span className={styles.main}>
          <span className={styles.top}>
            <span className={styles.name}>
              {item.name}
              {tag && <span className={styles.tag}>{tag}</span>}
            </span>
            <time className={styles.time}>{messageTime(item.lastTime)}</time>
          </span>
          <span className={styles.last}>
            <EmojiText text={item.lastText} />
            {item.quiet && <span className={styles.quiet}>免打扰</span>}
          </span>
        </span>
      </Link>
    </li>
  );
}
