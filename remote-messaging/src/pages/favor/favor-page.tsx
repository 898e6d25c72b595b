/**
 * /message/favor (我的收藏): the messages I saved from a chat's long-press menu, newest saved first —
 * the conversation and sender, the text or picture (a message recalled since shows as recalled),
 * opening the conversation at a tap, and removing one.
 */
import type { ImFavor } from '@kickoff/shared/contracts';
import { DataState } from '@kickoff/shared/data';
import { Link } from '@kickoff/shared/navigation';
import { messageTime } from '@kickoff/shared/time';
import { Empty, NavBar } from '@kickoff/shared/ui';
import { ChatImage } from '../../components/chat-image';
import { useFavors } from '../../features/chat/hooks/use-favors';
import styles from './favor-page.module.css';

function FavorItem({ favor: f, onRemove }: { favor: ImFavor; onRemove: () => void }) {
  const m = f.message;
  return (
    <li className={styles.item} data-testid="favor-item">
      <div className={styles.head}>
        <span className={styles.from}>{m.fromName}</span>
        <span className={styles.time}>{messageTime(m.time)}</span>
      </div>
      <div className={styles.content}>
        {m.recalled ? (
          <span className={styles.gone}>该消息已撤回</span>
        ) : m.image ? (
          <ChatImage image={m.image} alt={`${m.fromName}发送的图片`} />
        ) : (
          <p className={styles.text}>{m.text}</p>
        )}
      </div>
      <div className={styles.foot}>
        <Link to={`/message/chatDetail?id=${f.conversationId}`} className={styles.open}>
          来自：{f.conversationName || '聊天'} ›
        </Link>
        <button type="button" className={styles.remove} onClick={onRemove}>
          取消收藏
        </button>
      </div>
    </li>
  );
}

export default function FavorPage() {
  const { data, error, reload, remove } = useFavors();
  return (
    <main className={styles.page}>
      <NavBar title="我的收藏" />
      <DataState state={{ data, error, reload }}>
        {(list) =>
          list.length === 0 ? (
            <Empty text="暂无收藏，长按聊天中的消息即可收藏" />
          ) : (
            <ul className={styles.list} aria-label="收藏列表">
              {list.map((f) => (
                <FavorItem key={f.messageId} favor={f} onRemove={() => void remove(f.messageId)} />
              ))}
            </ul>
          )
        }
      </DataState>
    </main>
  );
}
