/**
 * 主播与直播间: every open room, on air first, with viewers and the gifts received this broadcast; a
 * room for a fan (who becomes its anchor); edit title, category and notice; a new stream key (shown
 * once); close a studio room.
 */
import { useState, type FormEvent } from 'react';
import {
  ROOM_NOTICE_MAX,
  ROOM_TITLE_MAX,
  type Envelope,
  type StaffRoom,
  type StreamKeyAnswer,
  type UploadedImage,
} from '@kickoff/shared/contracts';
import { ROOM_CATEGORIES, ROOM_STATUS_NAMES } from '@kickoff/shared/contracts/vlive';
import styles from '../../../components/console.module.css';
import { ResultLine } from '../../../components/result-line';
import { uploadImage } from '../../../lib/upload-image';
import { useAction, useList } from '../../../lib/use-action';
import { closeRoom, createRoom, fetchRooms, rotateStreamKey, updateRoom } from '../api';

/** unix ms ⇄ the value of an <input type="datetime-local"> (the browser's time zone); 0 = none */
const toLocal = (ms: number) =>
  ms ? new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16) : '';
const fromLocal = (v: string) => (v ? new Date(v).getTime() : 0);

/** a room's category: the list's tabs but 推荐, which lists every room */
const CATEGORIES = ROOM_CATEGORIES.filter((c) => c.id !== 0);
const categoryName = (id: number) => CATEGORIES.find((c) => c.id === id)?.name ?? '';

function CreateRoom({ onDone }: { onDone: () => void }) {
  const [form, setForm] = useState({ phone: '', title: '', category: 1, notice: '' });
  const { busy, result, run } = useAction();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await run(() => createRoom(form))) {
      setForm({ phone: '', title: '', category: 1, notice: '' });
      onDone();
    }
  };
  return (
    <form className={styles.card} onSubmit={(e) => void submit(e)} aria-label="开通直播间">
      <h2>开通直播间（球迷成为主播）</h2>
      <div className={styles.form}>
        <label>
          主播手机号
          <input
            value={form.phone}
            inputMode="numeric"
            maxLength={11}
            onChange={(e) => setForm({ ...form, phone: e.target.value })}
          />
        </label>
        <label>
          分类
          <select value={form.category} onChange={(e) => setForm({ ...form, category: Number(e.target.value) })}>
            {CATEGORIES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.wide}>
          直播间标题
          <input
            value={form.title}
            maxLength={ROOM_TITLE_MAX}
            onChange={(e) => setForm({ ...form, title: e.target.value })}
          />
        </label>
        <label className={styles.wide}>
          公告
          <textarea
            value={form.notice}
            maxLength={ROOM_NOTICE_MAX}
            rows={2}
            onChange={(e) => setForm({ ...form, notice: e.target.value })}
          />
        </label>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          开通
        </button>
      </div>
      <ResultLine result={result} />
    </form>
  );
}

function RoomRow({ room, onChanged }: { room: StaffRoom; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState({
    title: room.title,
    category: room.category,
    notice: room.notice,
    cover: room.cover,
    scheduledAt: room.scheduledAt,
  });
  const uploading = useAction();
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const done = await uploading.run(() =>
      uploadImage(file).then(
        (data): Envelope<UploadedImage | null> => ({ code: 200, data, msg: '封面已上传，保存后生效' }),
        (e: Error): Envelope<UploadedImage | null> => ({ code: 40001, data: null, msg: e.message || '上传失败' }),
      ),
    );
    if (done) setForm((f) => ({ ...f, cover: done.url }));
  };
  const [confirmClose, setConfirmClose] = useState(false);
  const [key, setKey] = useState<StreamKeyAnswer | null>(null);
  const { busy, result, run } = useAction();
  const ref = { id: room.id, version: room.version };

  const save = async () => {
    if (await run(() => updateRoom({ ...ref, ...form }))) {
      setEditing(false);
      onChanged();
    }
  };
  const rotate = async () => {
    const issued = await run(() => rotateStreamKey(ref));
    setKey(issued ?? null);
    if (issued) onChanged();
  };
  const close = async () => {
    setConfirmClose(false);
    if ((await run(() => closeRoom(ref))) !== undefined) onChanged();
  };

  return (
    <tr data-testid="console-room">
      <td>{room.id}</td>
      <td>
        {editing ? (
          <div className={styles.form}>
            <input
              aria-label="直播间标题"
              value={form.title}
              maxLength={ROOM_TITLE_MAX}
              onChange={(e) => setForm({ ...form, title: e.target.value })}
            />
            <select
              aria-label="分类"
              value={form.category}
              onChange={(e) => setForm({ ...form, category: Number(e.target.value) })}
            >
              {CATEGORIES.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            <textarea
              aria-label="公告"
              className={styles.wide}
              value={form.notice}
              maxLength={ROOM_NOTICE_MAX}
              onChange={(e) => setForm({ ...form, notice: e.target.value })}
            />
            <label>
              封面（上传图片，保存后生效）
              <input
                type="file"
                accept="image/*"
                disabled={uploading.busy}
                onChange={(e) => void upload(e.target.files?.[0])}
              />
            </label>
            {form.cover && (
              <button type="button" className={styles.button} onClick={() => setForm({ ...form, cover: '' })}>
                改用默认封面
              </button>
            )}
            <ResultLine result={uploading.result} />
            <label>
              预定开播时间（不填为未预定）
              <input
                type="datetime-local"
                value={toLocal(form.scheduledAt)}
                onChange={(e) => setForm({ ...form, scheduledAt: fromLocal(e.target.value) })}
              />
            </label>
          </div>
        ) : (
          <>
            {room.title}
            <div className={styles.muted}>
              {categoryName(room.category)}
              {room.matchId !== null ? ' · 比赛直播间' : ''}
              {room.notice ? ` · ${room.notice}` : ''}
              {room.scheduledAt ? ` · 预定 ${toLocal(room.scheduledAt).replace('T', ' ')} 开播` : ''}
            </div>
            {room.cover && <img className={styles.thumb} src={room.cover} alt={`${room.title} 封面`} />}
          </>
        )}
      </td>
      <td>
        {room.anchorName}
        <div className={styles.muted}>{room.anchorPhone}</div>
      </td>
      <td className={room.status === 'live' ? styles.live : undefined}>{ROOM_STATUS_NAMES[room.status]}</td>
      <td>
        {room.viewers}
        {room.status === 'live' && (
          <div className={styles.muted}>
            本场礼物 {room.giftCount} 个 · {room.giftCoins} 金币
          </div>
        )}
      </td>
      <td>
        <div className={styles.actions}>
          {editing ? (
            <>
              <button type="button" className={styles.primary} disabled={busy} onClick={() => void save()}>
                保存
              </button>
              <button type="button" className={styles.button} onClick={() => setEditing(false)}>
                取消
              </button>
            </>
          ) : (
            <button type="button" className={styles.button} onClick={() => setEditing(true)}>
              编辑
            </button>
          )}
          <button type="button" className={styles.button} disabled={busy} onClick={() => void rotate()}>
            {room.hasStreamKey ? '重置推流密钥' : '生成推流密钥'}
          </button>
          {room.matchId === null &&
            (confirmClose ? (
              <button type="button" className={styles.danger} disabled={busy} onClick={() => void close()}>
                确认关闭？
              </button>
            ) : (
              <button type="button" className={styles.button} onClick={() => setConfirmClose(true)}>
                关闭
              </button>
            ))}
        </div>
        {key && (
          <div className={styles.result}>
            推流密钥只显示这一次，请立即交给主播：
            <div className={styles.secret} data-testid="stream-key">
              {key.streamKey}
            </div>
            推流地址：{key.rtmpUrl || '推流服务未开启（开启后使用此密钥推流）'}
          </div>
        )}
        <ResultLine result={result} />
      </td>
    </tr>
  );
}

export function RoomsDesk() {
  const { rows, error, reload } = useList(['staff-rooms'], fetchRooms);
  const live = rows?.filter((r) => r.status === 'live') ?? [];
  return (
    <>
      <CreateRoom onDone={reload} />
      <section className={styles.card} aria-label="直播间">
        <h2>
          直播间{' '}
          {rows ? `（${rows.length}，直播中 ${live.length}，在看 ${live.reduce((n, r) => n + r.viewers, 0)} 人）` : ''}
        </h2>
        {error && <p className={styles.error}>{error}</p>}
        {rows && rows.length === 0 && <p className={styles.muted}>还没有直播间</p>}
        {rows && rows.length > 0 && (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>编号</th>
                  <th>标题</th>
                  <th>主播</th>
                  <th>状态</th>
                  <th>在看 / 礼物</th>
                  <th>操作</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <RoomRow key={`${r.id}-${r.version}`} room={r} onChanged={reload} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
