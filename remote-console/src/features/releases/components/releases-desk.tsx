/**
 * 发布: each environment's remotes manifest as `pnpm remotes list` and `history` show it (the
 * version of each remote, a canary and its share of visitors, the numbered changes). Read-only for
 * every staff role; an admin switches a remote's version or starts a canary, promotes or aborts a
 * canary, or rolls the environment back to the last change or a numbered one (each asked twice),
 * which the server does through `pnpm remotes` itself (a new build is validated first; a refusal
 * shows in place).
 */
import { useState } from 'react';
import { unwrap } from '@kickoff/shared/api';
import { type ReleaseHistoryEntry, type ReleaseRemote, type StaffReleases } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import styles from '../../../components/console.module.css';
import { ResultLine } from '../../../components/result-line';
import { useAction } from '../../../lib/use-action';
import { endCanary as sendEndCanary, fetchReleases, pinVersion, rollBack, startCanary } from '../api';

const when = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });
/** one history line, as `pnpm remotes history` words it */
function describe(h: ReleaseHistoryEntry): string {
  switch (h.action) {
    case 'set':
      return `切换 ${h.remote}：${h.from || '（无）'} → ${h.to}`;
    case 'canary':
      return `灰度 ${h.remote}：${h.to}（${h.percent}%，稳定 ${h.from}）`;
    case 'promote':
      return `灰度转全量 ${h.remote}：${h.from} → ${h.to}`;
    case 'abort':
      return `撤销灰度 ${h.remote}：撤销 ${h.from}，回到 ${h.to}`;
    case 'baseline':
      return '初始状态';
    default:
      return `回滚到第 ${h.restored} 条`;
  }
}

/** A button that asks once more (确认…？) before it acts. */
function ConfirmButton({ label, busy, onConfirm }: { label: string; busy: boolean; onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  return asking ? (
    <button
      type="button"
      className={styles.danger}
      disabled={busy}
      onClick={() => {
        setAsking(false);
        onConfirm();
      }}
    >
      确认{label}？
    </button>
  ) : (
    <button type="button" className={styles.button} disabled={busy} onClick={() => setAsking(true)}>
      {label}
    </button>
  );
}

function RemoteRow({
  env,
  remote,
  canChange,
  onDone,
}: {
  env: string;
  remote: ReleaseRemote;
  canChange: boolean;
  onDone: () => void;
}) {
  const [version, setVersion] = useState('');
  const [percent, setPercent] = useState('');
  const { busy, result, run } = useAction();
  const change = async (canary: boolean) => {
    const body = { env, remote: remote.name, version };
    const done = canary
      ? await run(() => startCanary({ ...body, percent: Number(percent) }))
      : await run(() => pinVersion(body));
    if (done) onDone();
  };
  const endCanary = async (promote: boolean) => {
    const body = { env, remote: remote.name };
    if (await run(() => sendEndCanary(promote, body))) onDone();
  };
  return (
    <tr data-testid="release-remote">
      <td>{remote.name}</td>
      <td>
        {remote.version}
        <div className={styles.url}>{remote.url}</div>
      </td>
      <td>
        {remote.canary ? (
          <>
            {remote.canary.version}（{remote.canary.percent}%）
            <div className={styles.url}>{remote.canary.url}</div>
          </>
        ) : (
          '—'
        )}
      </td>
      {canChange && (
        <td>
          <div className={styles.actions}>
            <input
              className={styles.short}
              aria-label={`${remote.name} 新版本`}
              placeholder="版本，如 1.4.0"
              value={version}
              onChange={(e) => setVersion(e.target.value)}
            />
            <input
              className={styles.short}
              aria-label={`${remote.name} 灰度比例`}
              placeholder="灰度 %（1–99）"
              inputMode="numeric"
              value={percent}
              onChange={(e) => setPercent(e.target.value.replace(/\D/g, ''))}
            />
            <button
              type="button"
              className={styles.primary}
              disabled={busy || !version}
              onClick={() => void change(false)}
            >
              切换版本
            </button>
            <button
              type="button"
              className={styles.button}
              disabled={busy || !version || !percent}
              onClick={() => void change(true)}
            >
              灰度发布
            </button>
            {remote.canary && (
              <>
                <ConfirmButton label="转全量" busy={busy} onConfirm={() => void endCanary(true)} />
                <ConfirmButton label="撤销灰度" busy={busy} onConfirm={() => void endCanary(false)} />
              </>
            )}
          </div>
          <ResultLine result={result} />
        </td>
      )}
    </tr>
  );
}

function History({ data, onDone }: { data: StaffReleases; onDone: () => void }) {
  const { busy, result, run } = useAction();
  const rollback = async (to: number) => {
    if (await run(() => rollBack({ env: data.env, to }))) onDone();
  };
  const latest = data.history[0]?.n;
  return (
    <section className={styles.card} aria-label="变更历史">
      <h2>变更历史（{data.env}，最新在前）</h2>
      {data.canChange && data.history.length > 1 && (
        <div className={styles.actions}>
          <ConfirmButton label="回滚上一次变更" busy={busy} onConfirm={() => void rollback(0)} />
        </div>
      )}
      <ResultLine result={result} />
      {data.history.length === 0 && <p className={styles.muted}>还没有变更</p>}
      {data.history.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>序号</th>
                <th>时间</th>
                <th>变更</th>
                {data.canChange && <th>操作</th>}
              </tr>
            </thead>
            <tbody>
              {data.history.map((h) => (
                <tr key={h.n} data-testid="release-history">
                  <td>#{h.n}</td>
                  <td>{when(h.at)}</td>
                  <td>{describe(h)}</td>
                  {data.canChange && (
                    <td>
                      {h.n !== latest && (
                        <ConfirmButton label={`回滚到 #${h.n}`} busy={busy} onConfirm={() => void rollback(h.n)} />
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function ReleasesDesk() {
  const [env, setEnv] = useState<string | null>(null);
  const { data, error, reload } = useData<StaffReleases>(['staff-releases', env], () =>
    unwrap(fetchReleases(env ? { env } : undefined)),
  );
  return (
    <>
      <section className={styles.card} aria-label="发布">
        <h2>发布{data && !data.canChange ? '（只读）' : ''}</h2>
        {error && <p className={styles.error}>{error.message}</p>}
        {data && (
          <div className={styles.actions} role="tablist" aria-label="环境">
            {data.envs.map((e) => (
              <button
                key={e}
                type="button"
                role="tab"
                aria-selected={e === data.env}
                className={e === data.env ? styles.primary : styles.button}
                onClick={() => setEnv(e)}
              >
                {e}
              </button>
            ))}
          </div>
        )}
        {data && data.envs.length === 0 && <p className={styles.muted}>没有找到发布清单</p>}
        {data && data.remotes.length > 0 && (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>remote</th>
                  <th>稳定版本</th>
                  <th>灰度</th>
                  {data.canChange && <th>操作（先校验构建）</th>}
                </tr>
              </thead>
              <tbody>
                {data.remotes.map((r) => (
                  <RemoteRow
                    key={`${data.env}-${r.name}`}
                    env={data.env}
                    remote={r}
                    canChange={data.canChange}
                    onDone={reload}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {data && <History data={data} onDone={reload} />}
    </>
  );
}
