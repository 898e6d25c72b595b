/** `pnpm remotes` against real files in a temp dir and a real HTTP server serving mf-manifest.json files. */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sriOf } from './entry-integrity';
import { runRemotesCommand } from './remotes-commands';
import { startStaticServer, type RunningServer } from './static-server';
import type { RemotesManifest } from './manifest';

const PORT = 39410;
const CDN = `http://localhost:${PORT}/kickoff`;

function mfManifest(name: string, version: string, opts: { react?: string; routes?: boolean } = {}) {
  return {
    id: name,
    name,
    metaData: {
      buildInfo: { buildVersion: version, buildName: `@kickoff/remote-${name}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
    },
    exposes: opts.routes === false ? [] : [{ id: `${name}:routes`, name: 'routes', path: './routes' }],
    shared: [
      { name: 'react', version: opts.react ?? '19.3.1', requiredVersion: '^19.3.1', singleton: true },
      { name: 'react-dom/client', version: opts.react ?? '19.3.1', requiredVersion: '^19.3.1' },
      { name: '@kickoff/shared/ui', version: '0.1.0', requiredVersion: '^0.1.0' },
    ],
  };
}

let cdnRoot: string;
let deployDir: string;
let server: RunningServer;
let out: string[];
let err: string[];

const run = (...argv: string[]) =>
  runRemotesCommand(
    argv,
    { out: (l) => out.push(l), err: (l) => err.push(l) },
    { dir: deployDir, env: {}, hostManifestPath: path.join(cdnRoot, 'no-host-build.json') },
  );
const manifestOf = (env: string) =>
  JSON.parse(readFileSync(path.join(deployDir, `${env}.json`), 'utf8')) as RemotesManifest;

function publish(remote: string, version: string, manifest: object, { entry = true } = {}) {
  const dir = path.join(cdnRoot, 'kickoff', remote, version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  if (entry) writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${remote};`);
  return dir;
}

/** a build's preload.json naming an early draw for its landing page (shared/build/early-draw.cjs) */
function publishEarlyDraw(dir: string, script: string | null) {
  const page = {
    pattern: '^/news/[0-9]+/?$',
    files: [
      { href: 'page-feed.1a2b3c4d.css', as: 'style' },
      { href: 'page-feed.5e6f7a8b.js', as: 'script', integrity: 'sha256-x' },
    ],
    early: { href: 'early-draw-0.0c0ffee0.js', as: 'script', integrity: 'sha256-y' },
  };
  writeFileSync(path.join(dir, 'preload.json'), JSON.stringify({ expose: { files: [], shared: [] }, pages: [page] }));
  if (script !== null) writeFileSync(path.join(dir, 'early-draw-0.0c0ffee0.js'), script);
}

beforeAll(async () => {
  cdnRoot = mkdtempSync(path.join(tmpdir(), 'kickoff-cdn-'));
  publish('news', '1.0.0', mfManifest('news', '1.0.0'));
  publish('news', '2.0.0', mfManifest('news', '2.0.0'));
  publish('news', '3.0.0-noroutes', mfManifest('news', '3.0.0', { routes: false }));
  publish('news', '4.0.0-react18', mfManifest('news', '4.0.0', { react: '18.3.1' }));
  publish('news', '5.0.0-noentry', mfManifest('news', '5.0.0'), { entry: false });
  publishEarlyDraw(publish('news', '6.0.0-early', mfManifest('news', '6.0.0')), 'drawFeed();');
  publishEarlyDraw(publish('news', '7.0.0-early-missing', mfManifest('news', '7.0.0')), null);
  server = await startStaticServer({ root: cdnRoot, port: PORT, cors: true });
});
afterAll(async () => {
  await server.close();
  rmSync(cdnRoot, { recursive: true, force: true });
});
beforeEach(() => {
  out = [];
  err = [];
  deployDir = mkdtempSync(path.join(tmpdir(), 'kickoff-deploy-'));
  writeFileSync(
    path.join(deployDir, 'staging.policy.json'),
    JSON.stringify({ allow: [`${CDN}/`], template: `${CDN}/{remote}/{version}/mf-manifest.json` }),
  );
});
afterEach(() => rmSync(deployDir, { recursive: true, force: true }));

describe('pnpm remotes', () => {
  it('set resolves a version through the env template, validates and writes the manifest', async () => {
    expect(await run('set', 'news', '1.0.0', '--env', 'staging')).toBe(0);
    expect(manifestOf('staging').remotes.news).toEqual({
      url: `${CDN}/news/1.0.0/mf-manifest.json`,
      version: '1.0.0',
      prefixes: ['/news', '/community', '/database', '/proposal'],
      // the served bytes' Subresource Integrity, what the host's runtime plugin checks
      integrity: sriOf('var news;'),
      manifestIntegrity: sriOf(JSON.stringify(mfManifest('news', '1.0.0'))),
    });
    // atomic write leaves no temp file behind
    expect(readdirSync(deployDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    await run('list', '--env', 'staging');
    expect(out.at(-1)).toMatch(/news\s+1\.0\.0\s+http:\/\/localhost:39410\/kickoff\/news\/1\.0\.0\/mf-manifest\.json/);
  });

  it('set takes a full URL and reads the version from the build', async () => {
    expect(await run('set', 'news', `${CDN}/news/2.0.0/mf-manifest.json`, '--env', 'staging')).toBe(0);
    expect(manifestOf('staging').remotes.news?.version).toBe('2.0.0');
  });

  it('refuses a URL outside the allow-list and leaves the manifest alone', async () => {
    await run('set', 'news', '1.0.0', '--env', 'staging');
    await expect(
      run('set', 'news', 'https://evil.example.com/news/mf-manifest.json', '--env', 'staging'),
    ).rejects.toThrow('URL 不在允许列表中');
    expect(manifestOf('staging').remotes.news?.version).toBe('1.0.0');
  });

  it('refuses URLs that only look as if they were inside the allow-list', async () => {
    await run('set', 'news', '1.0.0', '--env', 'staging');
    await expect(
      run('set', 'news', `http://localhost:${PORT}@evil.example.com/kickoff/news/mf-manifest.json`, '--env', 'staging'),
    ).rejects.toThrow('URL 不能带用户名或密码');
    await expect(run('set', 'news', `${CDN}/../elsewhere/news/mf-manifest.json`, '--env', 'staging')).rejects.toThrow(
      'URL 不在允许列表中',
    );
    await expect(run('set', 'news', 'http://', '--env', 'staging')).rejects.toThrow('URL 不合法');
    expect(manifestOf('staging').remotes.news?.version).toBe('1.0.0');
  });

  it('refuses a build whose remote entry does not load', async () => {
    expect(await run('set', 'news', '5.0.0-noentry', '--env', 'staging')).toBe(1);
    expect(err.join('\n')).toContain(`入口 ${CDN}/news/5.0.0-noentry/remoteEntry.js 无法加载: HTTP 404`);
  });

  it('refuses a build that does not expose ./routes', async () => {
    expect(await run('set', 'news', '3.0.0-noroutes', '--env', 'staging')).toBe(1);
    expect(err.join('\n')).toContain('没有暴露 ./routes');
  });

  it('refuses a build whose React does not satisfy the host range', async () => {
    expect(await run('set', 'news', '4.0.0-react18', '--env', 'staging')).toBe(1);
    expect(err.join('\n')).toContain('共享依赖 react@18.3.1 不满足宿主要求的 ^19.3.1');
  });

  it('refuses a version that is not published', async () => {
    expect(await run('set', 'news', '9.9.9', '--env', 'staging')).toBe(1);
    expect(err.join('\n')).toContain('HTTP 404');
  });

  it('validate reports each entry and fails when one is broken', async () => {
    await run('set', 'news', '1.0.0', '--env', 'staging');
    expect(await run('validate', '--env', 'staging')).toBe(0);
    expect(out.at(-1)).toContain('✓ news 1.0.0');
    await run('set', 'news', '3.0.0-noroutes', '--env', 'staging', '--no-validate');
    expect(await run('validate', '--env', 'staging')).toBe(1);
  });

  it("set pins a build's early draws as served; validate flags a script that changed since", async () => {
    expect(await run('set', 'news', '6.0.0-early', '--env', 'staging')).toBe(0);
    expect(manifestOf('staging').remotes.news!.early).toEqual([
      {
        pattern: '^/news/[0-9]+/?$',
        script: 'early-draw-0.0c0ffee0.js',
        integrity: sriOf('drawFeed();'),
        styles: ['page-feed.1a2b3c4d.css'],
      },
    ]);
    expect(await run('validate', '--env', 'staging')).toBe(0);
    writeFileSync(path.join(cdnRoot, 'kickoff/news/6.0.0-early/early-draw-0.0c0ffee0.js'), 'stealCookies();');
    expect(await run('validate', '--env', 'staging')).toBe(1);
    expect(err.join('\n')).toContain('首屏脚本 early-draw-0.0c0ffee0.js 与记录的完整性不符');
    // a build without preload.json (1.0.0) pins none
    await run('set', 'news', '1.0.0', '--env', 'staging');
    expect(manifestOf('staging').remotes.news!.early).toBeUndefined();
  });

  it('refuses a build whose early draw preload.json names is not served', async () => {
    expect(await run('set', 'news', '7.0.0-early-missing', '--env', 'staging')).toBe(1);
    expect(err.join('\n')).toContain('首屏脚本 early-draw-0.0c0ffee0.js 无法加载');
  });

  it('history lists the changes; rollback restores the previous or the N-th state', async () => {
    await run('set', 'news', '1.0.0', '--env', 'staging');
    await run('set', 'news', '2.0.0', '--env', 'staging');
    await run('set', 'vlive', `${CDN}/news/1.0.0/mf-manifest.json`, '--env', 'staging', '--version', '1.0.0');
    out = [];
    await run('history', '--env', 'staging');
    expect(out).toHaveLength(3);
    expect(out[1]).toContain(
      `set news: 1.0.0 ${CDN}/news/1.0.0/mf-manifest.json → 2.0.0 ${CDN}/news/2.0.0/mf-manifest.json`,
    );

    expect(await run('rollback', '--env', 'staging')).toBe(0);
    expect(manifestOf('staging').remotes.vlive).toBeUndefined();
    expect(manifestOf('staging').remotes.news?.version).toBe('2.0.0');

    expect(await run('rollback', '--env', 'staging', '--to', '1')).toBe(0);
    expect(manifestOf('staging').remotes.news?.version).toBe('1.0.0');
    out = [];
    await run('history', '--env', 'staging');
    expect(out).toHaveLength(5);
    expect(out[4]).toContain('rollback → 第 1 条');
  });

  it('the first set on an existing manifest records it as the baseline, so that set can be rolled back', async () => {
    await run('set', 'news', '1.0.0', '--env', 'staging');
    rmSync(path.join(deployDir, 'staging.history.jsonl'));
    await run('set', 'news', '2.0.0', '--env', 'staging');
    out = [];
    await run('history', '--env', 'staging');
    expect(out).toHaveLength(2);
    expect(out[0]).toContain('初始状态');
    expect(await run('rollback', '--env', 'staging')).toBe(0);
    expect(manifestOf('staging').remotes.news?.version).toBe('1.0.0');
  });

  it('a hand-broken manifest is refused with the file and the problem named, and left as it is', async () => {
    const file = path.join(deployDir, 'staging.json');
    writeFileSync(file, '{"env": "staging", "remotes": {"news": {"url": "news/1.0.0", "version": "1.0.0"}}}');
    await expect(run('set', 'news', '1.0.0', '--env', 'staging')).rejects.toThrow(
      `${file} 格式不正确: news.url 不是绝对 URL`,
    );
    await expect(run('list', '--env', 'staging')).rejects.toThrow('格式不正确');
    expect(readFileSync(file, 'utf8')).toContain('"url": "news/1.0.0"');
  });

  it('rollback with no history is an error', async () => {
    await expect(run('rollback', '--env', 'staging')).rejects.toThrow('没有可回滚的历史');
  });

  it('rejects unknown remotes and environments without a policy', async () => {
    await expect(run('set', 'nope', '1.0.0', '--env', 'staging')).rejects.toThrow('未知的 remote: nope');
    await expect(run('set', 'news', '1.0.0', '--env', 'production')).rejects.toThrow('没有策略文件');
  });
});
