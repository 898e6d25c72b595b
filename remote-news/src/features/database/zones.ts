/** Table zones: their Chinese names and the theme colour each is marked with. */
import type { DbZone } from '@kickoff/shared/contracts';

export const ZONE_LABELS: Record<DbZone, string> = {
  ucl: '欧冠',
  uel: '欧联',
  uecl: '欧协联',
  acl: '亚冠',
  advance: '晋级',
  playoff: '附加赛',
  rel: '降级',
};

/** CSS variables of @kickoff/shared's theme (never own hex values) */
export const ZONE_COLORS: Record<DbZone, string> = {
  ucl: 'var(--kk-avatar-1)',
  uel: 'var(--kk-avatar-5)',
  uecl: 'var(--kk-avatar-7)',
  acl: 'var(--kk-avatar-1)',
  advance: 'var(--kk-avatar-2)',
  playoff: 'var(--kk-avatar-3)',
  rel: 'var(--kk-avatar-0)',
};
