/** The remote layout rules of eslint.config.mjs fire on a bad import and stay quiet on a good one. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** The layout rules ESLint reports for `code` as if it were the file `file` (relative to the repository). */
function layoutErrors(file: string, code: string): string[] {
  const eslint = spawnSync('pnpm', ['exec', 'eslint', '--stdin', '--stdin-filename', file, '--format', 'json'], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  const results = JSON.parse(eslint.stdout) as { messages: { ruleId: string | null }[] }[];
  return results
    .flatMap((r) => r.messages)
    .map((m) => m.ruleId ?? 'parse error')
    .filter((id) => id.startsWith('layout/') || id === 'parse error');
}

const used = (names: string) => `\nexport const used = [${names}];\n`;

describe('remote layout lint', () => {
  it('refuses a feature importing another feature of its remote', () => {
    const code = `import { useMyInfo } from '../profile/hooks/use-my-info';${used('useMyInfo')}`;
    expect(layoutErrors('remote-account/src/features/author/api.ts', code)).toEqual(['layout/import-direction']);
    const deep = `import { login } from '../../../features/auth/api';${used('login')}`;
    expect(layoutErrors('remote-account/src/features/profile/hooks/use-x.ts', deep)).toEqual([
      'layout/import-direction',
    ]);
  });

  it('lets a feature import its own files, src/lib and @kickoff/shared', () => {
    const code =
      `import { post } from '@kickoff/shared/api';\nimport { useSubmit } from '../../../lib/use-submit';\n` +
      `import { login } from '../api';${used('post, useSubmit, login')}`;
    expect(layoutErrors('remote-account/src/features/auth/hooks/use-login.ts', code)).toEqual([]);
  });

  it('covers every remote', () => {
    const crossFeature = `import { userCard } from '../../people/people-api';${used('userCard')}`;
    expect(layoutErrors('remote-messaging/src/features/groups/hooks/use-groups.ts', crossFeature)).toEqual([
      'layout/import-direction',
    ]);
    const pageCall = `import { get } from '@kickoff/shared/api';${used('get')}`;
    expect(layoutErrors('remote-console/src/pages/audit/audit-page.tsx', pageCall)).toEqual(['layout/no-page-api']);
    const vliveApi = `import { getRooms } from '../../features/rooms/rooms-api';${used('getRooms')}`;
    expect(layoutErrors('remote-vlive/src/pages/room-list/room-list-page.tsx', vliveApi)).toEqual([
      'layout/no-page-api',
    ]);
    const newsCrossFeature = `import { searchAll } from '../search/search-api';${used('searchAll')}`;
    expect(layoutErrors('remote-news/src/features/feed/news-feed.tsx', newsCrossFeature)).toEqual([
      'layout/import-direction',
    ]);
    const pageFeatureApi = `import { footballList } from '../../features/match-list/api';${used('footballList')}`;
    expect(layoutErrors('remote-scores/src/pages/list/football-list-page.tsx', pageFeatureApi)).toEqual([
      'layout/no-page-api',
    ]);
  });

  it('refuses src/lib importing a feature', () => {
    const code = `import { login } from '../features/auth/api';${used('login')}`;
    expect(layoutErrors('remote-account/src/lib/x.ts', code)).toEqual(['layout/import-direction']);
  });

  it('refuses a page holding the shared api client or a feature api module', () => {
    const client = `import { api, type ApiClient } from '@kickoff/shared/api';${used('api')}\ntype C = ApiClient;`;
    expect(layoutErrors('remote-account/src/pages/settings/settings-page.tsx', client + used('0 as C'))).toEqual([
      'layout/no-page-api',
    ]);
    const unwrap = `import { unwrap } from '@kickoff/shared/api';${used('unwrap')}`;
    expect(layoutErrors('remote-account/src/pages/mine/mine-page.tsx', unwrap)).toEqual(['layout/no-page-api']);
    const featureApi = `import { fetchNotices } from '../../features/my-things/api';${used('fetchNotices')}`;
    expect(layoutErrors('remote-account/src/pages/my-things/message-page.tsx', featureApi)).toEqual([
      'layout/no-page-api',
    ]);
  });

  it("lets a page use a feature's hooks and components, and the client's types", () => {
    const code =
      `import { type ApiClient } from '@kickoff/shared/api';\n` +
      `import { useMyNotices } from '../../features/my-things/hooks/use-my-notices';${used('useMyNotices')}\n` +
      'export type C = ApiClient;';
    expect(layoutErrors('remote-account/src/pages/my-things/message-page.tsx', code)).toEqual([]);
  });
});
