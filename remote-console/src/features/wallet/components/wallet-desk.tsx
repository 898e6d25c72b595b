/**
 * 钱包 (admins only: a moderator, editor or operator cannot grant coins): a fan by phone, their
 * balances and ledger (paged), and coins granted or taken back with a reason. The form's request id
 * is made once per intended change, so a double click or a retry moves coins once.
 */
import { useState, type FormEvent } from 'react';
import { unwrap } from '@kickoff/shared/api';
import { WALLET_GRANT_MAX, WALLET_REASON_MAX, type LedgerReason, type StaffWallet } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import styles from '../../../components/console.module.css';
import { ResultLine } from '../../../components/result-line';
import { useAction } from '../../../lib/use-action';
import { adjustWallet, fetchWallet } from '../api';

const REASON_NAMES: Record<LedgerReason, string> = {
  signup: '注册赠送',
  checkin: '签到',
  gift_send: '送礼',
  gift_receive: '收礼',
  noble: '开通贵族',
  tip_buy: '购买方案',
  tip_sale: '方案收入',
  draw: '抽奖',
  prize: '奖品',
  guess: '竞猜',
  grant: '官方发放',
  revoke: '官方扣回',
};
const when = (ms: number) => new Date(ms).toLocaleString('zh-CN', { hour12: false });
const newRequestId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

function Adjust({ wallet, onDone }: { wallet: StaffWallet; onDone: () => void }) {
  const [form, setForm] = useState({ direction: 'grant' as 'grant' | 'reverse', amount: '', reason: '' });
  const [requestId, setRequestId] = useState(newRequestId);
  const { busy, result, run } = useAction();
  const edit = (change: Partial<typeof form>) => {
    setForm({ ...form, ...change });
    // another change is another request; the same one retried keeps its id
    setRequestId(newRequestId());
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { phone: wallet.phone, amount: Number(form.amount), reason: form.reason, requestId };
    if (await run(() => adjustWallet(form.direction, body))) {
      setForm({ ...form, amount: '', reason: '' });
      setRequestId(newRequestId());
      onDone();
    }
  };
  return (
    <form className={styles.card} onSubmit={(e) => void submit(e)} aria-label="发放或扣回金币">
      <h2>发放或扣回金币</h2>
      <div className={styles.form}>
        <label>
          操作
          <select
            value={form.direction}
            onChange={(e) => edit({ direction: e.target.value === 'reverse' ? 'reverse' : 'grant' })}
          >
            <option value="grant">发放</option>
            <option value="reverse">扣回</option>
          </select>
        </label>
        <label>
          金币数量
          <input
            value={form.amount}
            inputMode="numeric"
            placeholder={`1 – ${WALLET_GRANT_MAX}`}
            onChange={(e) => edit({ amount: e.target.value.replace(/\D/g, '') })}
          />
        </label>
        <label className={styles.wide}>
          原因（球迷会在钱包明细和通知里看到）
          <input value={form.reason} maxLength={WALLET_REASON_MAX} onChange={(e) => edit({ reason: e.target.value })} />
        </label>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={form.direction === 'grant' ? styles.primary : styles.danger} disabled={busy}>
          {form.direction === 'grant' ? '发放' : '扣回'}
        </button>
      </div>
      <ResultLine result={result} />
    </form>
  );
}

function Ledger({ wallet, page, setPage }: { wallet: StaffWallet; page: number; setPage: (p: number) => void }) {
  const { list, next, total } = wallet.ledger;
  return (
    <section className={styles.card} aria-label="钱包明细">
      <h2>钱包明细（共 {total} 条）</h2>
      {list.length === 0 && <p className={styles.muted}>还没有明细</p>}
      {list.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>时间</th>
                <th>类型</th>
                <th>变动</th>
                <th>余额</th>
                <th>说明</th>
              </tr>
            </thead>
            <tbody>
              {list.map((e) => (
                <tr key={e.id} data-testid="wallet-entry">
                  <td>{when(e.time)}</td>
                  <td>{REASON_NAMES[e.reason] ?? e.reason}</td>
                  <td className={e.amount > 0 ? styles.live : undefined}>
                    {e.amount > 0 ? '+' : ''}
                    {e.amount} {e.currency === 'coin' ? '金币' : '积分'}
                  </td>
                  <td>
                    <span className={styles.muted}>余额 </span>
                    {e.balanceAfter}
                  </td>
                  <td>{e.ref || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className={styles.actions}>
        {page > 1 && (
          <button type="button" className={styles.button} onClick={() => setPage(page - 1)}>
            上一页
          </button>
        )}
        {next > 0 && (
          <button type="button" className={styles.button} onClick={() => setPage(next)}>
            下一页
          </button>
        )}
      </div>
    </section>
  );
}

export function WalletDesk() {
  const [input, setInput] = useState('');
  const [phone, setPhone] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, reload } = useData<StaffWallet>(phone ? ['staff-wallet', phone, page] : null, () =>
    unwrap(fetchWallet({ phone, page })),
  );
  const search = (e: FormEvent) => {
    e.preventDefault();
    setPhone(input.trim());
    setPage(1);
  };
  return (
    <>
      <form className={styles.card} onSubmit={search} aria-label="查找球迷">
        <h2>钱包（仅管理员）</h2>
        <div className={styles.form}>
          <label>
            球迷手机号
            <input value={input} inputMode="numeric" maxLength={11} onChange={(e) => setInput(e.target.value)} />
          </label>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.button}>
            查询
          </button>
        </div>
        {error && <p className={styles.error}>{error.message}</p>}
      </form>
      {data && phone && (
        <>
          <section className={styles.card} aria-label="球迷余额" data-testid="wallet-fan">
            <h2>
              {data.nickName} <span className={styles.muted}>{data.phone}</span>
            </h2>
            <p>
              金币 <strong data-testid="wallet-coin">{data.coin}</strong> · 积分 {data.point}
            </p>
          </section>
          <Adjust wallet={data} onDone={reload} />
          <Ledger wallet={data} page={page} setPage={setPage} />
        </>
      )}
    </>
  );
}
