/**
 * 系统通知 in 设置: subscribes this browser to Web Push with the server's VAPID key and hands the
 * subscription (and the alert kinds switched off) to the server; off unsubscribes both sides. The
 * browser's push service must be reachable, and iOS allows it only in the installed web app.
 */
import { api } from '@kickoff/shared/api';
import { SUCCESS, WEB_PUSH_PATHS, type FanAlertKind, type WebPushKey } from '@kickoff/shared/contracts';

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
  const key = await api.get<WebPushKey>(WEB_PUSH_PATHS.key);
  if (key.code !== SUCCESS) return key.msg || '开启失败，请稍后重试';
  let sub: PushSubscription;
  try {
    const reg = await registration();
    sub =
      (await reg.pushManager.getSubscription()) ??
      (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key.data.publicKey }));
  } catch {
    return '无法连接浏览器的推送服务，请稍后重试';
  }
  const keys = sub.toJSON().keys ?? {};
  const res = await api.post(WEB_PUSH_PATHS.subscribe, {
    endpoint: sub.endpoint,
    keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' },
    off,
  });
  return res.code === SUCCESS ? null : res.msg || '开启失败，请稍后重试';
}

export async function unsubscribePush(): Promise<string | null> {
  if (!pushSupported()) return null;
  const sub = await (await registration()).pushManager.getSubscription();
  if (!sub) return null;
  const res = await api.post(WEB_PUSH_PATHS.unsubscribe, { endpoint: sub.endpoint });
  await sub.unsubscribe().catch(() => false);
  return res.code === SUCCESS ? null : res.msg || '关闭失败，请稍后重试';
}
