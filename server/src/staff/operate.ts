/**
 * The banners and pop-ups `/tj/operate/config` serves, as staff schedule them (per platform and
 * channel, 0 = every one, with start and end times), and the console's edits of them (version-checked).
 */
import {
  OPERATE_KINDS,
  OPERATE_TITLE_MAX,
  OPERATE_URL_MAX,
  type OperateItem,
  type OperateKind,
  type SaveOperateItemBody,
  type StaffOperateItem,
} from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import type { Tx } from '../wallet/ledger';
import { staffDb } from './tables';
import { invalid, link, staleEdit, text } from './validate';

/** platform numbers the clients send (docs/product.md: 4 = H5); 0 = all */
const PLATFORM_MAX = 9;
/** channel numbers the clients send (4 = H5); 0 = all */
const CHANNEL_MAX = 999;
/** 2100-01-01: times past this are typing mistakes */
const LATEST = 4_102_444_800;

type Row = {
  id: number;
  kind: string;
  title: string;
  image: string;
  link: string;
  platform: number;
  channel: number;
  start_time: number | string;
  end_time: number | string;
  version: number;
};

const toItem = (r: Row): StaffOperateItem => ({
  id: r.id,
  kind: r.kind as OperateKind,
  title: r.title,
  image: r.image,
  link: r.link,
  platform: r.platform,
  channel: r.channel,
  startTime: Number(r.start_time),
  endTime: Number(r.end_time),
  version: r.version,
});

export async function listOperateItems(db: Db | Tx): Promise<StaffOperateItem[]> {
  const rows = await staffDb(db).selectFrom('operate_items').selectAll().orderBy('id').execute();
  return rows.map(toItem);
}

async function findOperateItem(db: Db | Tx, id: number): Promise<StaffOperateItem | undefined> {
  const row = await staffDb(db).selectFrom('operate_items').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toItem(row) : undefined;
}

/** What a client on `platform` and `channel` is shown now: running banners and pop-ups, in the order they were made. */
export async function runningOperateItems(
  db: Db,
  platform: number | undefined,
  nowS: number,
  channel?: number,
): Promise<{ banners: OperateItem[]; popups: OperateItem[] }> {
  const running = (await listOperateItems(db)).filter(
    (i) =>
      (i.platform === 0 || platform === undefined || i.platform === platform) &&
      (i.channel === 0 || channel === undefined || i.channel === channel) &&
      i.startTime <= nowS &&
      (i.endTime === 0 || i.endTime > nowS),
  );
  const shown = (kind: OperateKind) =>
    running
      .filter((i) => i.kind === kind)
      .map(({ id, title, image, link: to, startTime, endTime }) => ({
        id,
        title,
        image,
        link: to,
        startTime,
        endTime,
      }));
  return { banners: shown('banner'), popups: shown('popup') };
}

/** The body checked field by field (Chinese messages), ready to store. */
function checkOperateItem(body: SaveOperateItemBody): Omit<StaffOperateItem, 'id' | 'version'> {
  if (!(OPERATE_KINDS as readonly string[]).includes(body.kind)) throw invalid('类型只能是横幅或弹窗');
  const title = text(body.title, '标题', OPERATE_TITLE_MAX);
  const image = link(body.image, '图片地址', OPERATE_URL_MAX);
  const to = link(body.link, '跳转地址', OPERATE_URL_MAX);
  if (!Number.isInteger(body.platform) || body.platform < 0 || body.platform > PLATFORM_MAX) {
    throw invalid(`平台需要 0（全部）到 ${PLATFORM_MAX} 的整数`);
  }
  if (!Number.isInteger(body.channel) || body.channel < 0 || body.channel > CHANNEL_MAX) {
    throw invalid(`渠道需要 0（全部）到 ${CHANNEL_MAX} 的整数`);
  }
  const { startTime, endTime } = body;
  if (!Number.isInteger(startTime) || startTime <= 0 || startTime > LATEST) throw invalid('请填写开始时间');
  if (!Number.isInteger(endTime) || endTime < 0 || endTime > LATEST) throw invalid('结束时间不正确');
  if (endTime !== 0 && endTime <= startTime) throw invalid('结束时间需要晚于开始时间');
  return {
    kind: body.kind,
    title,
    image,
    link: to,
    platform: body.platform,
    channel: body.channel,
    startTime,
    endTime,
  };
}

/** Makes (id 0) or changes an item; a change names the version it read, else → CONFLICT. Answers before and after. */
export async function saveOperateItem(
  trx: Tx,
  body: SaveOperateItemBody,
): Promise<{ before: StaffOperateItem | null; after: StaffOperateItem }> {
  const v = checkOperateItem(body);
  const values = {
    kind: v.kind,
    title: v.title,
    image: v.image,
    link: v.link,
    platform: v.platform,
    channel: v.channel,
    start_time: v.startTime,
    end_time: v.endTime,
  };
  if (body.id === 0) {
    const row = await staffDb(trx).insertInto('operate_items').values(values).returningAll().executeTakeFirstOrThrow();
    return { before: null, after: toItem(row) };
  }
  const before = await findOperateItem(trx, body.id);
  if (!before) throw invalid('该运营位不存在或已删除');
  const row = await staffDb(trx)
    .updateTable('operate_items')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', body.id)
    .where('version', '=', body.version)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw staleEdit();
  return { before, after: toItem(row) };
}

/** Takes an item down (version-checked); answers what it was. */
export async function deleteOperateItem(trx: Tx, id: number, version: number): Promise<StaffOperateItem> {
  const before = await findOperateItem(trx, id);
  if (!before) throw invalid('该运营位不存在或已删除');
  const gone = await staffDb(trx)
    .deleteFrom('operate_items')
    .where('id', '=', id)
    .where('version', '=', version)
    .returning('id')
    .executeTakeFirst();
  if (!gone) throw staleEdit();
  return before;
}
