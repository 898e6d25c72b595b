/**
 * 昵称: fans' new nicknames waiting for review, oldest first, beside the name before; 通过 takes one
 * off the queue, 驳回 renames the fan 球迷<id> and tells them. A name changed again since is refused.
 */
import { type PendingNickname } from '@kickoff/shared/contracts';
import styles from '../../../components/console.module.css';
import { ResultLine } from '../../../components/result-line';
import { useList, useOutcome, useRowAction, type ActionResult } from '../../../lib/use-action';
import { when } from './content-cell';
import { fetchNicknames, reviewNickname } from '../api';

function NicknameRow({ item, onDone }: { item: PendingNickname; onDone: (result: ActionResult) => void }) {
  const { busy, refusal, act } = useRowAction(onDone);
  const decide = (approve: boolean) =>
    act(() => reviewNickname({ userId: item.userId, nickName: item.nickName, approve }));
  return (
    <tr data-testid="moderation-nickname">
      <td>
        <strong>{item.nickName}</strong>
        <div className={styles.muted}>原昵称：{item.previous || '（无）'}</div>
      </td>
      <td>ID {item.userId}</td>
      <td>{when(item.changedAt)}</td>
      <td>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} disabled={busy} onClick={() => void decide(true)}>
            通过
          </button>
          <button type="button" className={styles.danger} disabled={busy} onClick={() => void decide(false)}>
            驳回
          </button>
        </div>
        <ResultLine result={refusal} />
      </td>
    </tr>
  );
}

export function NicknamesPanel() {
  const { rows, error, reload } = useList(['moderation-nicknames'], fetchNicknames);
  const { last, done } = useOutcome(reload);
  return (
    <section className={styles.card} aria-label="昵称审核">
      <h2>待审核的昵称{rows ? `（${rows.length}）` : ''}</h2>
      <p className={styles.muted}>新昵称已对球迷显示；驳回后改为“球迷+ID”，并以通知告诉本人。</p>
      <ResultLine result={last} />
      {error && <p className={styles.error}>{error}</p>}
      {rows && rows.length === 0 && <p className={styles.muted}>没有待审核的昵称</p>}
      {rows && rows.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>新昵称</th>
                <th>用户</th>
                <th>修改时间</th>
                <th>操作</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((n) => (
                <NicknameRow key={`${n.userId}-${n.nickName}`} item={n} onDone={done} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
