import type { Config } from '../config';
import type { Db } from '../db/index';

/** Where SMS texts go. A production vendor implements this; development writes to the outbox. */
export interface SmsProvider {
  /** resolves once the text is accepted; throws when it was not */
  send(phone: string, text: string): Promise<void>;
}

/** The development provider: texts land in the `sms_outbox` table, readable at GET /dev/sms/outbox. */
export function outboxProvider(db: Db): SmsProvider {
  return {
    async send(phone, text) {
      await db.insertInto('sms_outbox').values({ phone, text }).execute();
    },
  };
}

/**
 * The production provider: POSTs `{ phone, text }` as JSON to an SMS gateway (`SMS_WEBHOOK_URL`) —
 * a vendor's HTTP API or a small adapter in front of one. Any answer but 2xx, or none within the
 * timeout, is a failed send.
 */
export function webhookProvider(url: string, timeoutMs = 5000): SmsProvider {
  return {
    async send(phone, text) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone, text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}`);
    },
  };
}

/**
 * The gateway when one is configured; else the outbox, outside production only. Production without
 * a gateway has no provider: sending a code is refused rather than written where nobody reads it.
 */
export function smsProviderFor(config: Pick<Config, 'nodeEnv' | 'smsWebhookUrl'>, db: Db): SmsProvider | null {
  if (config.smsWebhookUrl) return webhookProvider(config.smsWebhookUrl);
  return config.nodeEnv === 'production' ? null : outboxProvider(db);
}
