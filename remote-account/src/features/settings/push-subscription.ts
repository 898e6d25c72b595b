/**
 * 系统通知 in 设置: subscribes this browser to Web Push with the server's VAPID key and hands the
 * subscription (and the alert kinds switched off) to the server; off unsubscribes both sides. The
 * browser's push service must be reachable, and iOS allows it only in the installed web app.
 */
import type { FanAlertKind } from '@kickoff/shared/contracts';
import { refusalOf } from '../../lib/refusal';
import { fetchPushKey, subscribe, unsubscribe } from './api';

/** Shown beside the switch: what iOS needs before it asks. */
export const IOS_PUSH_NOTE = 'iPhone/iPad 需先在 Safari 中点“分享 → 添加到主屏幕”，从主屏幕打开后才能开启系统通知';

function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

/** Whether this browser is subscribed now. */
export async function pushSubscribed(): Promise<boolean> {
  if (!pushSupported()) return false;
  return (await (await registration()).pushManager.getSubscription()) !== null;
}

/** Subscribes (or re-sends the subscription with new kinds off); answers a Chinese reason on failure. */
export async function subscribePush(off: FanAlertKind[]): Promise<string | null> {
  if (!pushSupported()) return `当前浏览器不支持系统通知。${IOS_PUSH_NOTE}`;
  if ((await Notification.requestPermission()) !== 'granted') return '未允许通知：请在浏览器设置中允许本站发送通知';
  let publicKey = '';
  const refused = await refusalOf(fetchPushKey().then((key) => (publicKey = key.publicKey)));
  if (refused) return refused;
  let sub: PushSubscription;
  try {
    const reg = await registration();
    sub =
      (await reg.pushManager.getSubscription()) ??
      (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  } catch {
    return '无法连接浏览器的推送服务，请稍后重试';
  }
  const keys = sub.toJSON().keys ?? {};
  return refusalOf(
    subscribe({ endpoint: sub.endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' }, off }),
  );
}

export async function unsubscribePush(): Promise<string | null> {
  if (!pushSupported()) return null;
  const sub = await (await registration()).pushManager.getSubscription();
  if (!sub) return null;
  const refused = await refusalOf(unsubscribe(sub.endpoint));
  await sub.unsubscribe().catch(() => false);
  return refused;
}
