/**
 * 运营: the banners and pop-ups `/tj/operate/config` serves (per platform and channel, with dates; new, edit,
 * take down in two steps) and the download packages per platform `/inform/apk/resource` serves (an
 * address, or an APK uploaded here); the gift catalogue and noble prices (gift-catalogue-panel.tsx).
 */
import { useState, type FormEvent } from 'react';
import {
  OPERATE_KIND_NAMES,
  OPERATE_KINDS,
  OPERATE_TITLE_MAX,
  PACKAGE_NOTES_MAX,
  PACKAGE_PLATFORM_NAMES,
  type OperateKind,
  type StaffOperateItem,
  type StaffPackage,
} from '@kickoff/shared/contracts';
import styles from '../../../components/console.module.css';
import { ResultLine } from '../../../components/result-line';
import { GiftCataloguePanel } from './gift-catalogue-panel';
import { useAction, useList } from '../../../lib/use-action';
import { deleteOperateItem, fetchOperateItems, fetchPackages, saveOperateItem, savePackage, uploadApk } from '../api';

/** unix seconds ⇄ the value of an <input type="datetime-local"> (the browser's time zone) */
const toLocal = (s: number) => {
  if (!s) return '';
  const d = new Date(s * 1000);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (v: string) => (v ? Math.floor(new Date(v).getTime() / 1000) : 0);
const PLATFORMS = [
  { id: 0, name: '全部平台' },
  { id: 1, name: '安卓' },
  { id: 2, name: 'iOS' },
  { id: 4, name: 'H5' },
];
const platformName = (id: number) => PLATFORMS.find((p) => p.id === id)?.name ?? `平台 ${id}`;

const blank = (): StaffOperateItem => ({
  id: 0,
  version: 0,
  kind: 'popup',
  title: '',
  image: '',
  link: '',
  platform: 0,
  channel: 0,
  startTime: Math.floor(Date.now() / 1000),
  endTime: 0,
});

function ItemForm({ item, onDone }: { item: StaffOperateItem; onDone: () => void }) {
  const [form, setForm] = useState(item);
  const { busy, result, run } = useAction();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await run(() => saveOperateItem(form))) {
      if (item.id === 0) setForm(blank());
      onDone();
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={item.id ? `编辑运营位 ${item.id}` : '新建运营位'}>
      <div className={styles.form}>
        <label>
          类型
          <select value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value as OperateKind })}>
            {OPERATE_KINDS.map((k) => (
              <option key={k} value={k}>
                {OPERATE_KIND_NAMES[k]}
              </option>
            ))}
          </select>
        </label>
        <label>
          平台
          <select value={form.platform} onChange={(e) => setForm({ ...form, platform: Number(e.target.value) })}>
            {PLATFORMS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          渠道（0 为全部渠道，H5 为 4）
          <input
            value={String(form.channel)}
            inputMode="numeric"
            maxLength={3}
            onChange={(e) => setForm({ ...form, channel: Number(e.target.value.replace(/\D/g, '')) })}
          />
        </label>
        <label>
          标题
          <input
            value={form.title}
            maxLength={OPERATE_TITLE_MAX}
            onChange={(e) => setForm({ ...form, title: e.target.value })}
          />
        </label>
        <label>
          跳转地址（/ 开头的站内路径或 https 地址）
          <input value={form.link} onChange={(e) => setForm({ ...form, link: e.target.value })} />
        </label>
        <label>
          图片地址（可不填）
          <input value={form.image} onChange={(e) => setForm({ ...form, image: e.target.value })} />
        </label>
        <label>
          开始时间
          <input
            type="datetime-local"
            value={toLocal(form.startTime)}
            onChange={(e) => setForm({ ...form, startTime: fromLocal(e.target.value) })}
          />
        </label>
        <label>
          结束时间（不填为长期）
          <input
            type="datetime-local"
            value={toLocal(form.endTime)}
            onChange={(e) => setForm({ ...form, endTime: fromLocal(e.target.value) })}
          />
        </label>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {item.id ? '保存' : '发布'}
        </button>
      </div>
      <ResultLine result={result} />
    </form>
  );
}

function ItemRow({ item, now, onChanged }: { item: StaffOperateItem; now: number; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const { busy, result, run } = useAction();
  const remove = async () => {
    setConfirm(false);
    if ((await run(() => deleteOperateItem({ id: item.id, version: item.version }))) !== undefined) {
      onChanged();
    }
  };
  const running = item.startTime <= now && (item.endTime === 0 || item.endTime > now);
  return (
    <tr data-testid="operate-item">
      <td>{OPERATE_KIND_NAMES[item.kind]}</td>
      <td>
        {editing ? (
          <ItemForm item={item} onDone={onChanged} />
        ) : (
          <>
            {item.title}
            <div className={styles.muted}>{item.link}</div>
          </>
        )}
      </td>
      <td>
        {platformName(item.platform)}
        <div className={styles.muted}>{item.channel ? `渠道 ${item.channel}` : '全部渠道'}</div>
      </td>
      <td className={running ? styles.live : styles.muted}>
        {running ? '展示中' : item.startTime > now ? '未开始' : '已结束'}
        <div className={styles.muted}>
          {toLocal(item.startTime).replace('T', ' ')} 至{' '}
          {item.endTime ? toLocal(item.endTime).replace('T', ' ') : '长期'}
        </div>
      </td>
      <td>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => setEditing(!editing)}>
            {editing ? '取消' : '编辑'}
          </button>
          {confirm ? (
            <button type="button" className={styles.danger} disabled={busy} onClick={() => void remove()}>
              确认下线？
            </button>
          ) : (
            <button type="button" className={styles.button} onClick={() => setConfirm(true)}>
              下线
            </button>
          )}
        </div>
        <ResultLine result={result} />
      </td>
    </tr>
  );
}

function PackageForm({ pkg, onDone }: { pkg: StaffPackage; onDone: () => void }) {
  const [form, setForm] = useState({ ...pkg, notesText: pkg.notes.join('\n') });
  const { busy, result, run } = useAction();
  const uploading = useAction();
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const done = await uploading.run(() => uploadApk(file));
    if (done) setForm((f) => ({ ...f, url: done.url, size: done.size }));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { notesText, ...rest } = form;
    const body = { ...rest, notes: notesText.split('\n').filter((n) => n.trim()) };
    if (await run(() => savePackage(body))) onDone();
  };
  return (
    <form
      className={styles.card}
      onSubmit={(e) => void submit(e)}
      aria-label={`${PACKAGE_PLATFORM_NAMES[pkg.platform]}安装包`}
    >
      <h2>{PACKAGE_PLATFORM_NAMES[pkg.platform]}安装包</h2>
      <div className={styles.form}>
        <label className={styles.wide}>
          下载地址（{pkg.platform === 'ios' ? 'App Store 地址' : 'APK 地址'}）
          <input value={form.url} onChange={(e) => setForm({ ...form, url: e.target.value })} />
        </label>
        {pkg.platform === 'android' && (
          <div className={styles.wide}>
            <label>
              或上传 APK（上传后点保存才生效）
              <input
                type="file"
                accept=".apk,application/vnd.android.package-archive"
                disabled={uploading.busy}
                onChange={(e) => void upload(e.target.files?.[0])}
              />
            </label>
            <ResultLine result={uploading.result} />
          </div>
        )}
        <label>
          版本号
          <input value={form.appVersion} onChange={(e) => setForm({ ...form, appVersion: e.target.value })} />
        </label>
        <label>
          大小（字节，可为 0）
          <input
            inputMode="numeric"
            value={String(form.size)}
            onChange={(e) => setForm({ ...form, size: Number(e.target.value.replace(/\D/g, '')) || 0 })}
          />
        </label>
        <label className={styles.wide}>
          更新说明（每行一条，最多 {PACKAGE_NOTES_MAX} 条）
          <textarea rows={3} value={form.notesText} onChange={(e) => setForm({ ...form, notesText: e.target.value })} />
        </label>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          保存
        </button>
      </div>
      <ResultLine result={result} />
    </form>
  );
}

export function OperateDesk() {
  const items = useList(['staff-operate-items'], fetchOperateItems);
  const packages = useList(['staff-packages'], fetchPackages);
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  return (
    <>
      <section className={styles.card} aria-label="新建弹窗或横幅">
        <h2>新建弹窗或横幅</h2>
        <ItemForm item={blank()} onDone={items.reload} />
      </section>
      <section className={styles.card} aria-label="弹窗与横幅">
        <h2>弹窗与横幅</h2>
        {items.error && <p className={styles.error}>{items.error}</p>}
        {items.rows && items.rows.length === 0 && <p className={styles.muted}>暂无</p>}
        {items.rows && items.rows.length > 0 && (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>类型</th>
                  <th>标题</th>
                  <th>平台</th>
                  <th>时间</th>
                  <th>操作</th>
                </tr>
              </thead>
              <tbody>
                {items.rows.map((i) => (
                  <ItemRow key={`${i.id}-${i.version}`} item={i} now={now} onChanged={items.reload} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {packages.error && <p className={styles.error}>{packages.error}</p>}
      {packages.rows?.map((p) => (
        <PackageForm key={`${p.platform}-${p.version}`} pkg={p} onDone={packages.reload} />
      ))}
      <GiftCataloguePanel />
    </>
  );
}
