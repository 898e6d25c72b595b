/**
 * 禁言与封禁: mute a fan in one room or site-wide for a while (site-wide: no chat, posts, comments
 * or messages), or ban them (signed out, no sign-in); the mutes and bans in force, each liftable.
 */
import { useState, type FormEvent } from 'react';
import { SANCTION_REASON_MAX, type Sanction } from '@kickoff/shared/contracts';
import styles from '../../../components/console.module.css';
import { ResultLine } from '../../../components/result-line';
import { useAction, useList } from '../../../lib/use-action';
import { when } from './content-cell';
import { banUser, fetchSanctions, muteUser, unbanUser } from '../api';

const DURATIONS = [
  { minutes: 10, name: '10 分钟' },
  { minutes: 60, name: '1 小时' },
  { minutes: 1440, name: '1 天' },
  { minutes: 10_080, name: '7 天' },
  { minutes: 43_200, name: '30 天' },
];
const KIND_NAMES: Record<Sanction['kind'], string> = { site: '全站禁言', room: '直播间禁言', ban: '封禁' };

function SanctionRow({ s, onChanged }: { s: Sanction; onChanged: () => void }) {
  const { busy, result, run } = useAction();
  const lift = async () => {
    const call =
      s.kind === 'ban'
        ? () => unbanUser({ userId: s.userId })
        : () => muteUser({ userId: s.userId, roomId: s.roomId, minutes: 0, reason: '' });
    if ((await run(call)) !== undefined) onChanged();
  };
  return (
    <tr data-testid="moderation-sanction">
      <td>
        {s.nickName}
        <div className={styles.muted}>ID {s.userId}</div>
      </td>
      <td>
        {KIND_NAMES[s.kind]}
        {s.kind === 'room' && <div className={styles.muted}>{`${s.roomTitle}（${s.roomId}）`}</div>}
      </td>
      <td>{s.until ? `至 ${when(s.until)}` : '长期'}</td>
      <td>{s.reason || '—'}</td>
      <td>
        <button type="button" className={styles.button} disabled={busy} onClick={() => void lift()}>
          {s.kind === 'ban' ? '解封' : '解除禁言'}
        </button>
        <ResultLine result={result} />
      </td>
    </tr>
  );
}

export function SanctionsPanel({ userId }: { userId: number | null }) {
  const { rows, error, reload } = useList(['moderation-sanctions'], fetchSanctions);
  const [form, setForm] = useState({ userId: userId ? String(userId) : '', scope: 'site', roomId: '', minutes: 60 });
  const [reason, setReason] = useState('');
  const [confirmBan, setConfirmBan] = useState(false);
  const { busy, result, run } = useAction();
  const id = Number(form.userId) || 0;

  const mute = async (e: FormEvent) => {
    e.preventDefault();
    const roomId = form.scope === 'site' ? 0 : Number(form.roomId) || 0;
    const body = { userId: id, roomId, minutes: form.minutes, reason };
    if ((await run(() => muteUser(body))) !== undefined) reload();
  };
  const ban = async () => {
    setConfirmBan(false);
    if ((await run(() => banUser({ userId: id, reason }))) !== undefined) reload();
  };

  return (
    <>
      <form className={styles.card} onSubmit={(e) => void mute(e)} aria-label="处罚用户">
        <h2>禁言或封禁</h2>
        <div className={styles.form}>
          <label>
            用户 ID
            <input
              value={form.userId}
              inputMode="numeric"
              onChange={(e) => setForm({ ...form, userId: e.target.value.replace(/\D/g, '') })}
            />
          </label>
          <label>
            范围
            <select value={form.scope} onChange={(e) => setForm({ ...form, scope: e.target.value })}>
              <option value="site">全站（聊天、发帖、评论、私信）</option>
              <option value="room">某个直播间</option>
            </select>
          </label>
          {form.scope === 'room' && (
            <label>
              直播间编号
              <input
                value={form.roomId}
                inputMode="numeric"
                onChange={(e) => setForm({ ...form, roomId: e.target.value.replace(/\D/g, '') })}
              />
            </label>
          )}
          <label>
            禁言时长
            <select value={form.minutes} onChange={(e) => setForm({ ...form, minutes: Number(e.target.value) })}>
              {DURATIONS.map((d) => (
                <option key={d.minutes} value={d.minutes}>
                  {d.name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.wide}>
            原因
            <input value={reason} maxLength={SANCTION_REASON_MAX} onChange={(e) => setReason(e.target.value)} />
          </label>
        </div>
        <div className={styles.actions}>
          <button
            type="submit"
            className={styles.primary}
            disabled={busy || (form.scope === 'room' && !Number(form.roomId))}
          >
            禁言
          </button>
          {confirmBan ? (
            <button type="button" className={styles.danger} disabled={busy} onClick={() => void ban()}>
              确认封禁？（立即下线，不能登录）
            </button>
          ) : (
            <button type="button" className={styles.button} onClick={() => setConfirmBan(true)}>
              封禁
            </button>
          )}
        </div>
        <ResultLine result={result} />
      </form>
      <section className={styles.card} aria-label="处罚中">
        <h2>正在禁言或封禁{rows ? `（${rows.length}）` : ''}</h2>
        {error && <p className={styles.error}>{error}</p>}
        {rows && rows.length === 0 && <p className={styles.muted}>没有正在禁言或封禁的用户</p>}
        {rows && rows.length > 0 && (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>用户</th>
                  <th>处罚</th>
                  <th>期限</th>
                  <th>原因</th>
                  <th>操作</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((s) => (
                  <SanctionRow key={`${s.kind}-${s.userId}-${s.roomId}`} s={s} onChanged={reload} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
