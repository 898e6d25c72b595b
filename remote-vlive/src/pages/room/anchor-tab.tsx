/** 主播: who hosts the room, the room's state and its notice; for the anchor, their stream key for OBS. */
import { ROOM_AWAY_TEXT, ROOM_STATUS_NAMES, type RoomDetail } from '@kickoff/shared/contracts/vlive';
import { Avatar } from '@kickoff/shared/ui';
import { useStreamKey } from '../../features/rooms/hooks/use-stream-key';
import styles from './room-page.module.css';

const clock = (ms: number) =>
  new Date(ms).toLocaleString('zh-CN', { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The anchor makes a new key (the old one stops working); it is shown only until they leave the page. */
function StreamKeyPanel({ roomId }: { roomId: number }) {
  const { issued, busy, make } = useStreamKey(roomId);
  return (
    <div className={styles.streamKey} aria-label="推流设置">
      {issued ? (
        <>
          <p>推流地址</p>
          <code>{issued.server}</code>
          <p>推流密钥（只显示这一次，请勿泄露；重新生成后旧密钥失效）</p>
          <code>{issued.key}</code>
        </>
      ) : (
        <p className={styles.muted}>用 OBS 推流开播：生成推流密钥，填入推流地址和密钥（关键帧间隔 1 秒）</p>
      )}
      <button type="button" className={styles.streamKeyButton} onClick={make} disabled={busy}>
        {issued ? '重新生成推流密钥' : '生成推流密钥'}
      </button>
    </div>
  );
}

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
        <dd>{room.away ? ROOM_AWAY_TEXT : ROOM_STATUS_NAMES[room.status]}</dd>
        {room.startedAt !== null && (
          <>
            <dt>开播时间</dt>
            <dd>{clock(room.startedAt)}</dd>
          </>
        )}
        <dt>公告</dt>
        <dd>{room.notice || '主播很懒，还没有写公告'}</dd>
      </dl>
      {room.isAdmin && <StreamKeyPanel roomId={room.id} />}
    </section>
  );
}
