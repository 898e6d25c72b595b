import type { Db } from '../db/index';

/** Where SMS texts go. A production vendor implements this; development writes to the outbox. */
export interface SmsProvider {
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
