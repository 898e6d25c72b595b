/**
 * 举报: one row per reported post, comment, room chat line or message, most reported first; hide
 * or keep it (the reporters are told), or punish its author.
 */
import { MODERATION_REPORT_NAMES, type ModerationReport } from '@kickoff/shared/contracts';
import styles from '../../../components/console.module.css';
import { ResultLine } from '../../../components/result-line';
import { useList, useOutcome, useRowAction, type ActionResult } from '../../../lib/use-action';
import { ContentCell, when } from './content-cell';
import { fetchReports, resolveReport } from '../api';

function ReportRow(props: {
  report: ModerationReport;
  onResolved: (result: ActionResult) => void;
  onPunish: (userId: number) => void;
}) {
  const { report: r, onResolved, onPunish } = props;
  const { busy, refusal, act } = useRowAction(onResolved);
  const resolve = (hide: boolean) => act(() => resolveReport({ target: r.target, id: r.id, hide }));
  return (
    <tr data-testid="moderation-report">
      <td>
        <ContentCell item={r} />
      </td>
      <td>
        {r.authorName}
        <div className={styles.muted}>ID {r.authorId}</div>
      </td>
      <td>
        <strong>{r.count} 人举报</strong>
        <div className={styles.muted}>
          {r.reporter}：{r.reason}
        </div>
        <div className={styles.muted}>{when(r.time)}</div>
      </td>
      <td>
        <div className={styles.actions}>
          <button type="button" className={styles.danger} disabled={busy} onClick={() => void resolve(true)}>
            隐藏
          </button>
          <button type="button" className={styles.button} disabled={busy} onClick={() => void resolve(false)}>
            保留
          </button>
          <button type="button" className={styles.button} onClick={() => onPunish(r.authorId)}>
            处罚作者
          </button>
        </div>
        <ResultLine result={refusal} />
      </td>
    </tr>
  );
}

export function ReportsPanel({ onPunish }: { onPunish: (userId: number) => void }) {
  const { rows, error, reload } = useList(['moderation-reports'], fetchReports);
  const { last, done } = useOutcome(reload);
  return (
    <section className={styles.card} aria-label="举报">
      <h2>待处理的举报{rows ? `（${rows.length}）` : ''}</h2>
      <p className={styles.muted}>
        隐藏后{MODERATION_REPORT_NAMES.post}、{MODERATION_REPORT_NAMES.comment}、{MODERATION_REPORT_NAMES.chat}或
        {MODERATION_REPORT_NAMES.message}对球迷不可见；处理结果会以通知告诉每位举报人。
      </p>
      <ResultLine result={last} />
      {error && <p className={styles.error}>{error}</p>}
      {rows && rows.length === 0 && <p className={styles.muted}>暂无待处理的举报</p>}
      {rows && rows.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>内容</th>
                <th>作者</th>
                <th>举报</th>
                <th>操作</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <ReportRow key={`${r.target}-${r.id}`} report={r} onResolved={done} onPunish={onPunish} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
