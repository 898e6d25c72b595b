import type { NamedMigration } from './types';
import { accounts001 } from './001-accounts';
import { portraitKeys002 } from './002-portrait-keys';
import { wallet020 } from './020-wallet';
import { notices021 } from './021-notices';
import { uploads022 } from './022-uploads';
import { checkins023 } from './023-checkins';
import { viewHistory024 } from './024-view-history';
import { liveMigrations } from './live-index';
import { vlive200 } from './200-vlive';
import { news210 } from './210-news';
import { community211 } from './211-community';
import { messaging220 } from './220-messaging';
import { assistant221 } from './221-assistant';
import { database230 } from './230-database';
import { accountDeletion025 } from './025-account-deletion';
import { teamFollows026 } from './026-team-follows';
import { portraitUploads027 } from './027-portrait-uploads';
import { captchas028 } from './028-captchas';
import { tips240 } from './240-tips';
import { activities250 } from './250-activities';
import { messagingExtras270 } from './270-messaging-extras';
import { messagingDelivered271 } from './271-messaging-delivered';
import { messagingGroupJoins273 } from './273-messaging-group-joins';
import { vliveBroadcasts280 } from './280-vlive-broadcasts';
import { databaseBasketball290 } from './290-database-basketball-history';
import { vliveSportChat295 } from './295-vlive-sport-chat';
import { vliveIngest300 } from './300-vlive-ingest';
import { staff310 } from './310-staff';
import { operateChannel312 } from './312-operate-channel';
import { staffDesk316 } from './316-staff-desk';
import { moderation325 } from './325-moderation';
import { reportChatMessages327 } from './327-report-chat-messages';
import { nicknameReviews328 } from './328-nickname-reviews';
import { giftCatalogue330 } from './330-gift-catalogue';
import { roomCoverSchedule331 } from './331-room-cover-schedule';
import { nicknameKeys031 } from './031-nickname-keys';
import { sessionDevices032 } from './032-session-devices';
import { legacySeedPasswords033 } from './033-legacy-seed-passwords';
import { webPush039 } from './039-web-push';
import { vliveRecordings334 } from './334-vlive-recordings';

/** Every migration, in order. A static list (not a folder scan) so it works the same under tsx and jest. */
export const migrations: NamedMigration[] = [
  accounts001,
  portraitKeys002,
  wallet020,
  notices021,
  uploads022,
  checkins023,
  viewHistory024,
  accountDeletion025,
  teamFollows026,
  portraitUploads027,
  captchas028,
  nicknameKeys031,
  sessionDevices032,
  legacySeedPasswords033,
  webPush039,
  ...liveMigrations,
  vlive200,
  news210,
  community211,
  messaging220,
  assistant221,
  database230,
  tips240,
  activities250,
  messagingExtras270,
  messagingDelivered271,
  messagingGroupJoins273,
  vliveBroadcasts280,
  databaseBasketball290,
  vliveSportChat295,
  vliveIngest300,
  staff310,
  operateChannel312,
  staffDesk316,
  moderation325,
  reportChatMessages327,
  nicknameReviews328,
  giftCatalogue330,
  roomCoverSchedule331,
  vliveRecordings334,
];
