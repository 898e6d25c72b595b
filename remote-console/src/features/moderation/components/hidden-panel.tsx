/** 已隐藏: the newest hidden posts, comments, room chat lines and messages; 恢复 shows one to fans again. */
import { type HiddenContent } from '@kickoff/shared/contracts';
import styles from '../../../components/console.module.css';
import { ResultLine } from '../../../components/result-line';
import { useList, useOutcome, useRowAction, type ActionResult } from '../../../lib/use-action';
import { ContentCell, when } from './content-cell';
import { fetchHidden, restoreContent } from '../api';

function HiddenRow({ item, onDone }: { item: HiddenContent; onDone: (result: ActionResult) => void }) {
  const { busy, refusal, act } = useRowAction(onDone);
  const restore = () => act(() => restoreContent({ target: item.target, id: item.id }));
  return (
    <tr data-testid="moderation-hidden">
      <td>
        <ContentCell item={item} />
      </td>
      <td>
        {item.authorName}
        <div className={styles.muted}>ID {item.authorId}</div>
      </td>
      <td>{when(item.time)}</td>
      <td>
        <button type="button" className={styles.button} disabled={busy} onClick={() => void restore()}>
          恢复
        </button>
        <ResultLine result={refusal} />
      </td>
    </tr>
  );
}

export function HiddenPanel() {
  const { rows, error, reload } = useList(['moderation-hidden'], fetchHidden);
  const { last, done } = useOutcome(reload);
  return (
    <section className={styles.card} aria-label="已隐藏">
      <h2>已隐藏的内容</h2>
      <ResultLine result={last} />
      {error && <p className={styles.error}>{error}</p>}
      {rows && rows.length === 0 && <p className={styles.muted}>没有被隐藏的内容</p>}
      {rows && rows.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>内容</th>
                <th>作者</th>
                <th>发布时间</th>
                <th>操作</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <HiddenRow key={`${r.target}-${r.id}`} item={r} onDone={done} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
