import type { NamedMigration } from './types';
import { accounts001 } from './001-accounts';
import { portraitKeys002 } from './002-portrait-keys';
import { wallet020 } from './020-wallet';
import { notices021 } from './021-notices';
import { uploads022 } from './022-uploads';
import { checkins023 } from './023-checkins';
import { liveMigrations } from './live-index';
import { messaging220 } from './220-messaging';
import { assistant221 } from './221-assistant';

/** Every migration, in order. A static list (not a folder scan) so it works the same under tsx and jest. */
export const migrations: NamedMigration[] = [
  accounts001,
  portraitKeys002,
  wallet020,
  notices021,
  uploads022,
  checkins023,
  ...liveMigrations,
  messaging220,
  assistant221,
];
