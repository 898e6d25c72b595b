/** 主播: who hosts the room, the room's state and its notice. */
import { ROOM_STATUS_NAMES, type RoomDetail } from '@kickoff/shared/contracts/vlive';
import { Avatar } from '@kickoff/shared/ui';
import styles from './room-page.module.css';

const clock = (ms: number) =>
  new Date(ms).toLocaleString('zh-CN', { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });

export function AnchorTab({ room }: { room: RoomDetail }) {
  return (
    <section className={styles.anchorTab} aria-label="主播">
      <div className={styles.anchorHead}>
        <Avatar name={room.anchor.nickName} size={1} />
        <div>
          <p className={styles.anchorName}>{room.anchor.nickName}</p>
          <p className={styles.muted}>粉丝 {room.anchor.followers}</p>
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>房间号</dt>
        <dd>{room.id}</dd>
        <dt>状态</dt>
        <dd>{ROOM_STATUS_NAMES[room.status]}</dd>
        {room.startedAt !== null && (
          <>
            <dt>开播时间</dt>
            <dd>{clock(room.startedAt)}</dd>
          </>
        )}
        <dt>公告</dt>
        <dd>{room.notice || '主播很懒，还没有写公告'}</dd>
      </dl>
    </section>
  );
}
