/**
 * Web Push (issue 32): the server's VAPID keys — generated on the first start and kept in the
 * database, so every node and every restart signs with the same pair — the fans' subscriptions, and
 * sending a fan alert to each subscription of the fan as an encrypted push message (RFC 8291
 * aes128gcm, RFC 8292 VAPID, both by the `web-push` library). A subscription the push service says
 * is gone (404, 410) is removed; kinds the fan switched off in 设置 are not sent.
 */
import { sql } from 'kysely';
import webpush from 'web-push';
import {
  FAN_ALERT_KINDS,
  fanAlertScoreLine,
  fanAlertTitle,
  matchPath,
  type FanAlert,
  type FanAlertKind,
} from '@kickoff/shared/contracts';
import type { Db } from '../db/index';

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The stored key pair; on the first start a new one, written once even when nodes start together. */
export async function vapidKeys(db: Db): Promise<VapidKeys> {
  const read = async () =>
    (
      await sql<{ public_key: string; private_key: string }>`
        SELECT public_key, private_key FROM push_vapid WHERE id = 1`.execute(db)
    ).rows[0];
  let row = await read();
  if (!row) {
    const fresh = webpush.generateVAPIDKeys();
    await sql`INSERT INTO push_vapid (id, public_key, private_key)
      VALUES (1, ${fresh.publicKey}, ${fresh.privateKey}) ON CONFLICT (id) DO NOTHING`.execute(db);
    row = await read();
  }
  if (!row) throw new Error('push_vapid: the key pair could not be stored');
  return { publicKey: row.public_key, privateKey: row.private_key };
}

interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const KIND_SET: ReadonlySet<string> = new Set(FAN_ALERT_KINDS);

/** Stores (or moves to this fan, with new keys and kinds) a browser's subscription. */
export async function saveSubscription(db: Db, userId: number, sub: Subscription, off: string[]): Promise<void> {
  const kinds = off.filter((k) => KIND_SET.has(k)).join(',');
  await sql`
    INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, off)
    VALUES (${sub.endpoint}, ${userId}, ${sub.keys.p256dh}, ${sub.keys.auth}, ${kinds})
    ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh,
      auth = EXCLUDED.auth, off = EXCLUDED.off`.execute(db);
}

/** Removes the fan's subscription of that endpoint; true when there was one. */
export async function removeSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const res = await sql`
    DELETE FROM push_subscriptions WHERE user_id = ${userId} AND endpoint = ${endpoint}`.execute(db);
  return Number(res.numAffectedRows ?? 0) > 0;
}

/** What the service worker gets (host/public/sw.js shows it; a tap opens `url`). */
interface PushPayload {
  title: string;
  body: string;
  /** the alert id: a repeated push replaces the notification instead of adding one */
  tag: string;
  url: string;
}

function pushPayloadOf(a: FanAlert): PushPayload {
  return { title: fanAlertTitle(a), body: fanAlertScoreLine(a), tag: a.id, url: matchPath(a.sport, a.matchId) };
}

/** Posts one prepared request; answers the push service's status. Tests may pass their own. */
export type PushTransport = (req: {
  endpoint: string;
  headers: Record<string, string>;
  body: Buffer;
}) => Promise<number>;

const fetchTransport: PushTransport = async ({ endpoint, headers, body }) => {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers,
    body: new Uint8Array(body),
    signal: AbortSignal.timeout(10_000),
  });
  await res.arrayBuffer().catch(() => undefined);
  return res.status;
};

interface PushSenderOptions {
  /** VAPID `sub` claim: a contact for the push services (mailto: or https:) */
  subject: string;
  transport?: PushTransport;
  onError?: (err: unknown) => void;
}

/**
 * Sends an alert to every subscription of the fan (except those with its kind off); a 404 or 410
 * answer removes the subscription. Resolves with how many pushes were accepted (2xx).
 */
export function pushSender(db: Db, keys: VapidKeys, opts: PushSenderOptions) {
  const transport = opts.transport ?? fetchTransport;
  return async function send(userId: number, alert: FanAlert): Promise<number> {
    const { rows } = await sql<{ endpoint: string; p256dh: string; auth: string; off: string }>`
      SELECT endpoint, p256dh, auth, off FROM push_subscriptions WHERE user_id = ${userId}`.execute(db);
    const payload = JSON.stringify(pushPayloadOf(alert));
    let accepted = 0;
    for (const row of rows) {
      if (row.off.split(',').includes(alert.kind satisfies FanAlertKind)) continue;
      try {
        const req = webpush.generateRequestDetails(
          { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
          payload,
          {
            vapidDetails: { subject: opts.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: 600,
            urgency: 'high',
            contentEncoding: 'aes128gcm',
          },
        );
        const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
        const status = await transport({ endpoint: req.endpoint, headers, body: req.body });
        if (status === 404 || status === 410) {
          await sql`DELETE FROM push_subscriptions WHERE endpoint = ${row.endpoint}`.execute(db);
        } else if (status >= 200 && status < 300) accepted += 1;
        else opts.onError?.(new Error(`push service answered ${status}`));
      } catch (err) {
        opts.onError?.(err);
      }
    }
    return accepted;
  };
}
