/**
 * 运营's gift catalogue and noble prices: every gift (on sale or not) with its price, edited in
 * place (name, price, icon, effect, 上架/下架), a new gift, and each noble tier's price. The server
 * checks each field and refuses an edit of something changed since it was read; a price change
 * applies to the next send only (gifts already sent keep what they were paid).
 */
import { useState, type FormEvent } from 'react';
import { unwrap } from '@kickoff/shared/api';
import {
  GIFT_EFFECTS,
  GIFT_ICON_MAX,
  GIFT_NAME_MAX,
  type StaffGift,
  type StaffGiftCatalogue,
  type StaffNoblePrice,
} from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import styles from '../../../components/console.module.css';
import { ResultLine } from '../../../components/result-line';
import { useAction } from '../../../lib/use-action';
import { fetchCatalogue, saveGift, saveNoblePrice } from '../api';

const EFFECT_NAMES: Record<StaffGift['effect'], string> = { float: '飘屏', burst: '爆裂', rocket: '火箭' };
const blankGift = (): StaffGift => ({
  id: 0,
  version: 0,
  name: '',
  price: 1,
  effect: 'float',
  icon: '',
  enabled: true,
});
const digits = (v: string) => Number(v.replace(/\D/g, '')) || 0;

function GiftForm({ gift, onDone }: { gift: StaffGift; onDone: () => void }) {
  const [form, setForm] = useState(gift);
  const { busy, result, run } = useAction();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await run(() => saveGift(form))) {
      if (gift.id === 0) setForm(blankGift());
      onDone();
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={gift.id ? `编辑礼物 ${gift.name}` : '新增礼物'}>
      <div className={styles.form}>
        <label>
          名称
          <input
            value={form.name}
            maxLength={GIFT_NAME_MAX}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
          />
        </label>
        <label>
          价格（金币）
          <input
            inputMode="numeric"
            value={String(form.price)}
            onChange={(e) => setForm({ ...form, price: digits(e.target.value) })}
          />
        </label>
        <label>
          图标（emoji）
          <input
            value={form.icon}
            maxLength={GIFT_ICON_MAX}
            onChange={(e) => setForm({ ...form, icon: e.target.value })}
          />
        </label>
        <label>
          特效
          <select
            value={form.effect}
            onChange={(e) => setForm({ ...form, effect: e.target.value as StaffGift['effect'] })}
          >
            {GIFT_EFFECTS.map((k) => (
              <option key={k} value={k}>
                {EFFECT_NAMES[k]}
              </option>
            ))}
          </select>
        </label>
        <label>
          状态
          <select
            value={form.enabled ? 'on' : 'off'}
            onChange={(e) => setForm({ ...form, enabled: e.target.value === 'on' })}
          >
            <option value="on">上架</option>
            <option value="off">下架</option>
          </select>
        </label>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {gift.id ? '保存' : '新增'}
        </button>
      </div>
      <ResultLine result={result} />
    </form>
  );
}

function GiftRow({ gift, onChanged }: { gift: StaffGift; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  return (
    <tr data-testid="console-gift">
      <td>
        {editing ? (
          <GiftForm gift={gift} onDone={onChanged} />
        ) : (
          <>
            <span aria-hidden="true">{gift.icon}</span> {gift.name}
            <div className={styles.muted}>{EFFECT_NAMES[gift.effect]}</div>
          </>
        )}
      </td>
      <td>{gift.price} 金币</td>
      <td className={gift.enabled ? styles.live : styles.muted}>{gift.enabled ? '上架' : '已下架'}</td>
      <td>
        <button type="button" className={styles.button} onClick={() => setEditing(!editing)}>
          {editing ? '取消' : '编辑'}
        </button>
      </td>
    </tr>
  );
}

function NobleRow({ noble, onChanged }: { noble: StaffNoblePrice; onChanged: () => void }) {
  // the price being typed, for the version it was typed on: once a reload brings a newer version
  // (this save's), the tier's price as read shows again — never the old one in between
  const [draft, setDraft] = useState<{ version: number; price: number } | null>(null);
  const price = draft && draft.version === noble.version ? draft.price : noble.price;
  const { busy, result, run } = useAction();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { tier: noble.tier, price, version: noble.version };
    if (await run(() => saveNoblePrice(body))) onChanged();
  };
  return (
    <tr data-testid="console-noble">
      <td>{noble.name}</td>
      <td>
        <form onSubmit={(e) => void submit(e)} aria-label={`${noble.name}价格`} className={styles.actions}>
          <input
            aria-label={`${noble.name}价格（金币/30天）`}
            className={styles.short}
            inputMode="numeric"
            value={String(price)}
            onChange={(e) => setDraft({ version: noble.version, price: digits(e.target.value) })}
          />
          <button type="submit" className={styles.button} disabled={busy || price === noble.price}>
            保存
          </button>
        </form>
        <ResultLine result={result} />
      </td>
    </tr>
  );
}

export function GiftCataloguePanel() {
  const { data, error, reload } = useData<StaffGiftCatalogue>(['staff-gift-catalogue'], () => unwrap(fetchCatalogue()));
  return (
    <>
      <section className={styles.card} aria-label="礼物">
        <h2>礼物（改价只影响之后的赠送）</h2>
        {error && <p className={styles.error}>{error.message}</p>}
        {data && (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>礼物</th>
                  <th>价格</th>
                  <th>状态</th>
                  <th>操作</th>
                </tr>
              </thead>
              <tbody>
                {data.gifts.map((g) => (
                  <GiftRow key={`${g.id}-${g.version}`} gift={g} onChanged={reload} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <h2>新增礼物</h2>
        <GiftForm gift={blankGift()} onDone={reload} />
      </section>
      <section className={styles.card} aria-label="贵族价格">
        <h2>贵族价格（金币 / 30 天）</h2>
        {data && (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <tbody>
                {data.nobles.map((n) => (
                  <NobleRow key={n.tier} noble={n} onChanged={reload} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
