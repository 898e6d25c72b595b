/**
 * The console's 发布 page: the remotes manifest of each environment as `pnpm remotes list` and
 * `history` show it (read by every staff role); an admin sets a remote's version or canary, promotes
 * or aborts a canary, or rolls the environment back, which the server does by running `pnpm remotes
 * set|canary|promote|abort|rollback` itself (server/src/staff/releases.ts).
 */
export const STAFF_RELEASE_PATHS = {
  /** `GET ?env=`: the environments, the chosen one's remotes and its history (newest first) */
  releases: '/api/admin/releases',
  set: '/api/admin/releases/set',
  canary: '/api/admin/releases/canary',
  /** `pnpm remotes promote`: the canary becomes the build everyone gets */
  promote: '/api/admin/releases/promote',
  /** `pnpm remotes abort`: the canary is dropped, everyone gets the stable build */
  abort: '/api/admin/releases/abort',
  /** `pnpm remotes rollback [--to N]`: the whole manifest as a history entry recorded it */
  rollback: '/api/admin/releases/rollback',
} as const;

/** a version as `pnpm remotes set` takes it (no URL from the console) */
export const RELEASE_VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

interface ReleaseBuild {
  version: string;
  url: string;
}

export interface ReleaseRemote extends ReleaseBuild {
  name: string;
  /** a build served to `percent` % of visitors beside the stable one */
  canary: (ReleaseBuild & { percent: number }) | null;
}

/** One change of `<env>.history.jsonl` (what `pnpm remotes history` prints), without the manifest it produced. */
export interface ReleaseHistoryEntry {
  /** 1-based position in the history file */
  n: number;
  /** ISO time */
  at: string;
  /** 'baseline': the manifest as found before the first recorded change, so that change can be rolled back */
  action: 'set' | 'canary' | 'promote' | 'abort' | 'rollback' | 'baseline';
  remote?: string;
  from?: string;
  to?: string;
  /** for a canary: its share of visitors */
  percent?: number;
  /** for a rollback: the entry restored */
  restored?: number;
}

export interface StaffReleases {
  envs: string[];
  env: string;
  remotes: ReleaseRemote[];
  history: ReleaseHistoryEntry[];
  /** false when this server has no release tool (RELEASES_TOOL): read-only for everyone */
  canChange: boolean;
}

export interface ReleaseSetBody {
  env: string;
  remote: string;
  version: string;
}

export interface ReleaseCanaryBody extends ReleaseSetBody {
  /** 1–99 */
  percent: number;
}

/** `POST promote|abort`: the remote whose canary is promoted or dropped. */
export interface ReleaseCanaryEndBody {
  env: string;
  remote: string;
}

/** `POST rollback`: `to` is a history entry's n; 0 = the manifest before the latest change. */
export interface ReleaseRollbackBody {
  env: string;
  to: number;
}
