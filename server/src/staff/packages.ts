/**
 * The download packages per platform (address, version, size, update notes) as staff set them,
 * feeding `/inform/apk/resource`; a platform staff never set falls back to the APK_* settings.
 */
import {
  APK_FILE_PATH,
  PACKAGE_NOTES_MAX,
  PACKAGE_PLATFORMS,
  type ApkInfo,
  type PackagePlatform,
  type SavePackageBody,
  type StaffPackage,
} from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import type { Tx } from '../wallet/ledger';
import { staffDb } from './tables';
import { invalid, link, staleEdit, text } from './validate';

const URL_MAX = 300;
const VERSION_RE = /^\d{1,4}(\.\d{1,4}){0,3}$/;
const NOTE_MAX = 60;
const UPLOADED_APK = new RegExp(`^${APK_FILE_PATH}/[0-9a-f]{64}\\.apk$`);
/** 2 GB: larger is a typing mistake */
const SIZE_MAX = 2 * 1024 ** 3;

type Row = {
  platform: string;
  url: string;
  app_version: string;
  size: number | string;
  notes: unknown;
  version: number;
};

const toPackage = (r: Row): StaffPackage => ({
  platform: r.platform as PackagePlatform,
  url: r.url,
  appVersion: r.app_version,
  size: Number(r.size),
  notes: Array.isArray(r.notes) ? r.notes.map(String) : [],
  version: r.version,
});

/** The package as the APK_* settings give it (version 0: staff never saved one). */
function fromEnv(platform: PackagePlatform, env: NodeJS.ProcessEnv): StaffPackage {
  const android = platform === 'android';
  return {
    platform,
    url: android ? (env.APK_URL?.trim() ?? '') : '',
    appVersion: android ? (env.APK_VERSION?.trim() ?? '') : '',
    size: android ? Number(env.APK_SIZE) || 0 : 0,
    notes: android
      ? (env.APK_NOTES ?? '')
          .split('|')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
    version: 0,
  };
}

export async function listPackages(db: Db | Tx, env: NodeJS.ProcessEnv = process.env): Promise<StaffPackage[]> {
  const rows = await staffDb(db).selectFrom('app_packages').selectAll().execute();
  return PACKAGE_PLATFORMS.map((p) => {
    const row = rows.find((r) => r.platform === p);
    return row ? toPackage(row) : fromEnv(p, env);
  });
}

/** `/inform/apk/resource`: both packages, with the Android package's notes (the iOS ones when Android has none). */
export async function apkResource(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<ApkInfo> {
  const [android, ios] = await listPackages(db, env);
  return {
    android: { url: android!.url, version: android!.appVersion, size: android!.size },
    ios: { url: ios!.url, version: ios!.appVersion },
    notes: android!.notes.length > 0 ? android!.notes : ios!.notes,
  };
}

function checkPackage(body: SavePackageBody): Omit<StaffPackage, 'version'> {
  if (!(PACKAGE_PLATFORMS as readonly string[]).includes(body.platform)) throw invalid('平台只能是安卓或 iOS');
  const url = link(body.url, '下载地址', URL_MAX, false);
  // a path only for an APK uploaded here (the console's 上传安装包)
  const uploaded = body.platform === 'android' && UPLOADED_APK.test(url);
  if (url.startsWith('/') && !uploaded) throw invalid('下载地址需要 http(s):// 开头的完整地址');
  const appVersion = body.appVersion.trim();
  if (!VERSION_RE.test(appVersion)) throw invalid('版本号格式如 1.2.3');
  if (!Number.isInteger(body.size) || body.size < 0 || body.size > SIZE_MAX)
    throw invalid('安装包大小需要 0 到 2GB 之间的字节数');
  if (body.notes.length > PACKAGE_NOTES_MAX) throw invalid(`更新说明最多 ${PACKAGE_NOTES_MAX} 条`);
  const notes = body.notes.map((n) => text(n, '每条更新说明', NOTE_MAX, true)).filter(Boolean);
  return { platform: body.platform, url, appVersion, size: body.size, notes };
}

/** Saves a platform's package; names the version it read (0: never saved), else → CONFLICT. */
export async function savePackage(
  trx: Tx,
  body: SavePackageBody,
): Promise<{ before: StaffPackage | null; after: StaffPackage }> {
  const v = checkPackage(body);
  const values = { url: v.url, app_version: v.appVersion, size: v.size, notes: JSON.stringify(v.notes) };
  const current = await staffDb(trx)
    .selectFrom('app_packages')
    .selectAll()
    .where('platform', '=', v.platform)
    .executeTakeFirst();
  if ((current?.version ?? 0) !== body.version) throw staleEdit();
  if (!current) {
    const row = await staffDb(trx)
      .insertInto('app_packages')
      .values({ platform: v.platform, ...values })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw staleEdit();
    return { before: null, after: toPackage(row) };
  }
  const row = await staffDb(trx)
    .updateTable('app_packages')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('platform', '=', v.platform)
    .where('version', '=', body.version)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw staleEdit();
  return { before: toPackage(current), after: toPackage(row) };
}
