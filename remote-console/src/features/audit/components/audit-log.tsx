/** 审计日志 (admins): every staff action, newest first, with before and after; read only; 更早的记录 pages back. */
import { useState } from 'react';
import { unwrap } from '@kickoff/shared/api';
import { useData } from '@kickoff/shared/data';
import { AUDIT_PAGE, type AuditEntry } from '@kickoff/shared/contracts';
import styles from '../../../components/console.module.css';
import { fetchAudit } from '../api';

const ACTION_NAMES: Record<string, string> = {
  'role.grant': '授予角色',
  'role.revoke': '撤销角色',
  'room.create': '开通直播间',
  'room.update': '修改直播间',
  'room.close': '关闭直播间',
  'room.stream-key': '重置推流密钥',
  'operate.create': '新建运营位',
  'operate.update': '修改运营位',
  'operate.delete': '下线运营位',
  'package.save': '设置安装包',
  'wallet.grant': '发放金币',
  'wallet.reverse': '扣回金币',
  'release.set': '切换版本',
  'release.canary': '灰度发布',
};
const when = (ms: number) => new Date(ms).toLocaleString('zh-CN', { hour12: false });
const show = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v, null, 1));

export function AuditLog() {
  const [before, setBefore] = useState<number | null>(null);
  const [filter, setFilter] = useState('');
  const { data, error } = useData<AuditEntry[]>(['staff-audit', before], () =>
    unwrap(fetchAudit(before ? { before } : undefined)),
  );
  const rows = data ?? [];
  const q = filter.trim();
  const shown = q
    ? rows.filter((r) => [r.actorName, r.target, ACTION_NAMES[r.action] ?? r.action].some((s) => s.includes(q)))
    : rows;
  return (
    <section className={styles.card} aria-label="审计日志">
      <h2>审计日志（只读）</h2>
      <div className={styles.form}>
        <label>
          搜索（操作人、对象、操作）
          <input value={filter} onChange={(e) => setFilter(e.target.value)} />
        </label>
      </div>
      {error && <p className={styles.error}>{error.message}</p>}
      {data && shown.length === 0 && <p className={styles.muted}>暂无记录</p>}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>时间</th>
              <th>操作人</th>
              <th>操作</th>
              <th>对象</th>
              <th>之前</th>
              <th>之后</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.id} data-testid="audit-entry">
                <td>{when(r.at)}</td>
                <td>{r.actorName}</td>
                <td>{ACTION_NAMES[r.action] ?? r.action}</td>
                <td>{r.target}</td>
                <td>
                  <pre className={styles.json}>{show(r.before)}</pre>
                </td>
                <td>
                  <pre className={styles.json}>{show(r.after)}</pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.actions}>
        {before !== null && (
          <button type="button" className={styles.button} onClick={() => setBefore(null)}>
            最新的记录
          </button>
        )}
        {rows.length === AUDIT_PAGE && (
          <button type="button" className={styles.button} onClick={() => setBefore(rows[rows.length - 1]!.id)}>
            更早的记录
          </button>
        )}
      </div>
    </section>
  );
}
