/**
 * The gift catalogue and the noble tiers' prices as staff set them (migration 330): read from the
 * database on every use — a handful of rows — so a change made on one server node is what every
 * node sells at once. Staff edits (console 运营) are checked field by field with Chinese messages
 * and refused when the row changed since it was read; the caller audits in the same transaction.
 */
import {
  ErrorCodes,
  GIFT_EFFECTS,
  GIFT_ICON_MAX,
  GIFT_NAME_MAX,
  GIFT_PRICE_MAX,
  NOBLE_PRICE_MAX,
  type SaveGiftBody,
  type SaveNoblePriceBody,
  type StaffGift,
  type StaffNoblePrice,
} from '@kickoff/shared/contracts';
import { NOBLE_TIERS, type Gift, type NobleTier } from '@kickoff/shared/contracts/vlive';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { invalid, staleEdit, text } from '../staff/validate';
import type { Tx } from '../wallet/ledger';
import { vdb } from './tables';

type GiftRow = {
  id: number;
  name: string;
  price: number;
  effect: string;
  icon: string;
  enabled: boolean;
  version: number;
};

const toStaffGift = (r: GiftRow): StaffGift => ({
  id: r.id,
  name: r.name,
  price: r.price,
  effect: r.effect as StaffGift['effect'],
  icon: r.icon,
  enabled: r.enabled,
  version: r.version,
});

export async function allGifts(db: Db | Tx): Promise<StaffGift[]> {
  const rows = await vdb(db).selectFrom('vlive_gifts').selectAll().orderBy('id').execute();
  return rows.map(toStaffGift);
}

/** What fans are offered: the enabled gifts, in catalogue order. */
export async function giftsOnSale(db: Db): Promise<Gift[]> {
  return (await allGifts(db))
    .filter((g) => g.enabled)
    .map(({ id, name, price, effect, icon }) => ({ id, name, price, effect, icon }));
}

/** The gift `id` if fans may send it now. */
export async function giftOnSale(db: Db | Tx, id: number): Promise<Gift | undefined> {
  const row = await vdb(db)
    .selectFrom('vlive_gifts')
    .select(['id', 'name', 'price', 'effect', 'icon'])
    .where('id', '=', id)
    .where('enabled', '=', true)
    .executeTakeFirst();
  return row ? { ...row, effect: row.effect as Gift['effect'] } : undefined;
}

/** The tiers (name, discount, banner from the code) at the prices staff set. */
export async function nobleTiersPriced(db: Db | Tx): Promise<NobleTier[]> {
  const prices = await noblePrices(db);
  return NOBLE_TIERS.map((t) => ({ ...t, price: prices.find((p) => p.tier === t.tier)?.price ?? t.price }));
}

export async function noblePrices(db: Db | Tx): Promise<StaffNoblePrice[]> {
  const rows = await vdb(db).selectFrom('vlive_noble_prices').selectAll().orderBy('tier').execute();
  return rows.flatMap((r) => {
    const tier = NOBLE_TIERS.find((t) => t.tier === r.tier);
    return tier ? [{ tier: r.tier, name: tier.name, price: r.price, version: r.version }] : [];
  });
}

function checkPrice(value: number, label: string, max: number): number {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw invalid(`${label}需要 1 到 ${max} 的整数（金币）`);
  }
  return value;
}

/** Adds (id 0) or changes a gift; answers the row before (null when new) and after. */
export async function saveGift(trx: Tx, body: SaveGiftBody): Promise<{ before: StaffGift | null; after: StaffGift }> {
  const name = text(body.name, '礼物名称', GIFT_NAME_MAX);
  const price = checkPrice(body.price, '礼物价格', GIFT_PRICE_MAX);
  if (!(GIFT_EFFECTS as readonly string[]).includes(body.effect)) throw invalid('特效只能是飘屏、爆裂或火箭');
  const icon = text(body.icon, '礼物图标', GIFT_ICON_MAX);
  const values = { name, price, effect: body.effect, icon, enabled: body.enabled === true };
  const gifts = vdb(trx);
  const old =
    body.id === 0
      ? undefined
      : await gifts.selectFrom('vlive_gifts').selectAll().where('id', '=', body.id).executeTakeFirst();
  if (body.id !== 0 && !old) throw invalid('没有这个礼物');
  const sameName = await gifts
    .selectFrom('vlive_gifts')
    .select('id')
    .where('name', '=', name)
    .where('id', '!=', body.id)
    .executeTakeFirst();
  if (sameName) throw invalid(`已有名为“${name}”的礼物`);
  if (body.id === 0) {
    const last = await gifts
      .selectFrom('vlive_gifts')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const id = Number(last?.id ?? 0) + 1;
    // another operator adding a gift at the same moment takes the id (or the name) first: this
    // add is refused in Chinese, not failed
    const row = await gifts
      .insertInto('vlive_gifts')
      .values({ id, ...values })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(ErrorCodes.CONFLICT, '刚有人新增了礼物，请刷新后再试');
    return { before: null, after: toStaffGift(row) };
  }
  const row = await gifts
    .updateTable('vlive_gifts')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', body.id)
    .where('version', '=', body.version)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw staleEdit();
  return { before: toStaffGift(old!), after: toStaffGift(row) };
}

/** Sets a tier's price; answers the price before and after. */
export async function saveNoblePrice(
  trx: Tx,
  body: SaveNoblePriceBody,
): Promise<{ before: StaffNoblePrice; after: StaffNoblePrice }> {
  const before = (await noblePrices(trx)).find((p) => p.tier === body.tier);
  if (!before) throw invalid('没有这个贵族等级');
  const price = checkPrice(body.price, `${before.name}价格`, NOBLE_PRICE_MAX);
  const row = await vdb(trx)
    .updateTable('vlive_noble_prices')
    .set((eb) => ({ price, version: eb('version', '+', 1) }))
    .where('tier', '=', body.tier)
    .where('version', '=', body.version)
    .returning(['version'])
    .executeTakeFirst();
  if (!row) throw staleEdit();
  return { before, after: { ...before, price, version: row.version } };
}
