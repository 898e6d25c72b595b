/**
 * 专家: fans' applications to become an expert (approve: a 初级专家 at once; refuse: with a reason the
 * fan reads in a notice), and every tip, hidden ones too, found by title or expert — hide one in two steps
 * (off every fan list and page; its buyers keep it) or show it again. Moderators and admins.
 */
import { useState } from 'react';
import { unwrap } from '@kickoff/shared/api';
import {
  EXPERT_APPLICATION_STATUS_NAMES,
  EXPERT_REFUSE_REASON_MAX,
  type DeskTip,
  type DeskTipPage,
  type ExpertApplication,
} from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import styles from '../../../components/console.module.css';
import own from '../../../components/desk.module.css';
import { ResultLine } from '../../../components/result-line';
import { useAction, useList } from '../../../lib/use-action';
import { decideApplication, fetchApplications, fetchTips, hideTip } from '../api';

const when = (ms: number) =>
  ms ? new Date(ms).toLocaleString('zh-CN', { hour12: false, dateStyle: 'short', timeStyle: 'short' }) : '—';

function ApplicationRow({ app, onChanged }: { app: ExpertApplication; onChanged: () => void }) {
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const { busy, result, run } = useAction();
  const decide = async (approve: boolean) => {
    const body = { userId: app.userId, version: app.version, approve, reason: approve ? '' : reason };
    if (await run(() => decideApplication(body))) onChanged();
  };
  const pending = app.status === 'pending';
  return (
    <tr data-testid="expert-application">
      <td>
        {app.nickName}
        <div className={styles.muted}>{app.phone}</div>
      </td>
      <td>{app.description || <span className={styles.muted}>（未填写简介）</span>}</td>
      <td>
        {EXPERT_APPLICATION_STATUS_NAMES[app.status]}
        {app.reason && <div className={styles.muted}>{app.reason}</div>}
      </td>
      <td>{when(app.appliedAt)}</td>
      <td>
        {pending && (
          <div className={styles.actions}>
            <button type="button" className={styles.primary} disabled={busy} onClick={() => void decide(true)}>
              通过
            </button>
            {refusing ? (
              <>
                <input
                  aria-label="拒绝理由"
                  placeholder="拒绝理由（申请人会收到）"
                  value={reason}
                  maxLength={EXPERT_REFUSE_REASON_MAX}
                  onChange={(e) => setReason(e.target.value)}
                  className={own.reason}
                />
                <button type="button" className={styles.danger} disabled={busy} onClick={() => void decide(false)}>
                  确认拒绝
                </button>
              </>
            ) : (
              <button type="button" className={styles.button} onClick={() => setRefusing(true)}>
                拒绝
              </button>
            )}
          </div>
        )}
        <ResultLine result={result} />
      </td>
    </tr>
  );
}

function TipRow({ tip, onChanged }: { tip: DeskTip; onChanged: () => void }) {
  const { busy, result, run } = useAction();
  const [confirm, setConfirm] = useState(false);
  const toggle = async () => {
    setConfirm(false);
    if (await run(() => hideTip({ id: tip.id, version: tip.version, hidden: !tip.hidden }))) onChanged();
  };
  return (
    <tr data-testid="desk-tip">
      <td>{tip.id}</td>
      <td>
        <span className={own.title}>{tip.title}</span>
        <div className={styles.muted}>{tip.match || '—'}</div>
      </td>
      <td>{tip.expertName}</td>
      <td className={own.state}>
        {tip.price ? `${tip.price}金币` : '免费'}
        <div className={styles.muted}>已购 {tip.buyers}</div>
      </td>
      <td className={`${own.state} ${tip.hidden ? styles.muted : ''}`}>{tip.hidden ? '已隐藏' : '展示中'}</td>
      <td>
        {tip.hidden || confirm ? (
          <button
            type="button"
            className={tip.hidden ? styles.button : styles.danger}
            disabled={busy}
            onClick={() => void toggle()}
          >
            {tip.hidden ? '恢复展示' : '确认隐藏？'}
          </button>
        ) : (
          <button type="button" className={styles.button} onClick={() => setConfirm(true)}>
            隐藏
          </button>
        )}
        <ResultLine result={result} />
      </td>
    </tr>
  );
}

function Applications() {
  const [all, setAll] = useState(false);
  const { rows, error, reload } = useList(['staff-expert-applications', all], () =>
    fetchApplications(all ? { status: 'all' } : {}),
  );
  return (
    <section className={styles.card} aria-label="专家申请">
      <h2>专家申请{rows && !all ? `（待审核 ${rows.length}）` : ''}</h2>
      <div className={own.filters}>
        <select aria-label="范围" value={all ? 'all' : 'pending'} onChange={(e) => setAll(e.target.value === 'all')}>
          <option value="pending">待审核</option>
          <option value="all">全部（最近 100 条）</option>
        </select>
        <button type="button" className={styles.button} onClick={reload}>
          刷新
        </button>
      </div>
      {error && <p className={styles.error}>{error}</p>}
      {rows && rows.length === 0 && <p className={styles.muted}>{all ? '还没有申请' : '没有待审核的申请'}</p>}
      {rows && rows.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>申请人</th>
                <th>简介</th>
                <th>状态</th>
                <th>申请时间</th>
                <th>操作</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <ApplicationRow key={`${a.userId}-${a.version}`} app={a} onChanged={reload} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Tips() {
  const [query, setQuery] = useState({ q: '', page: 1 });
  const [typed, setTyped] = useState('');
  const list = useData<DeskTipPage>(['staff-tips', query.q, query.page], () => unwrap(fetchTips(query)));
  const rows = list.data?.list;
  return (
    <section className={styles.card} aria-label="方案">
      <h2>方案</h2>
      <form
        className={own.filters}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery({ q: typed.trim(), page: 1 });
        }}
      >
        <input
          aria-label="按标题或专家搜索"
          placeholder="按标题或专家昵称搜索"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className={styles.button}>
          搜索
        </button>
      </form>
      <p className={styles.muted}>隐藏的方案从所有列表和详情页消失；已购买的球迷仍可在“已购”中查看，不退款。</p>
      {list.error && <p className={styles.error}>{list.error.message}</p>}
      {rows && rows.length === 0 && <p className={styles.muted}>没有符合条件的方案</p>}
      {rows && rows.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>编号</th>
                <th>方案</th>
                <th>专家</th>
                <th>价格</th>
                <th>状态</th>
                <th>操作</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((t) => (
                <TipRow key={`${t.id}-${t.version}`} tip={t} onChanged={() => list.reload()} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className={own.pager}>
        {query.page > 1 && (
          <button type="button" className={styles.button} onClick={() => setQuery({ ...query, page: query.page - 1 })}>
            上一页
          </button>
        )}
        {list.data && list.data.next > 0 && (
          <button type="button" className={styles.button} onClick={() => setQuery({ ...query, page: list.data!.next })}>
            下一页
          </button>
        )}
      </div>
    </section>
  );
}

export function ExpertsDesk() {
  return (
    <>
      <Applications />
      <Tips />
    </>
  );
}
