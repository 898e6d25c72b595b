/**
 * `pnpm remotes canary|promote|abort`, integrity and rollback over canaries, against real files in
 * a temp dir and a real HTTP server publishing builds.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sriOf } from './entry-integrity';
import type { RemotesManifest } from './manifest';
import { runRemotesCommand } from './remotes-commands';
import { startStaticServer, type RunningServer } from './static-server';

const PORT = 39891;
const CDN = `http://localhost:${PORT}/kickoff`;

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
const manifest = () => JSON.parse(readFileSync(path.join(deployDir, 'staging.json'), 'utf8')) as RemotesManifest;
const entryFile = (version: string) => path.join(cdnRoot, 'kickoff', 'news', version, 'remoteEntry.js');

function publish(version: string) {
  const dir = path.join(cdnRoot, 'kickoff', 'news', version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'news',
      metaData: {
        buildInfo: { buildVersion: version },
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        publicPath: 'auto',
      },
      exposes: [{ path: './routes' }],
      shared: [],
    }),
  );
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var news = ${JSON.stringify(version)};`);
}

beforeAll(async () => {
  cdnRoot = mkdtempSync(path.join(tmpdir(), 'kickoff-canary-cdn-'));
  for (const v of ['1.0.0', '1.1.0', '1.2.0']) publish(v);
  server = await startStaticServer({ root: cdnRoot, port: PORT, cors: true });
});
afterAll(async () => {
  await server.close();
  rmSync(cdnRoot, { recursive: true, force: true });
});
beforeEach(async () => {
  out = [];
  err = [];
  deployDir = mkdtempSync(path.join(tmpdir(), 'kickoff-canary-deploy-'));
  writeFileSync(
    path.join(deployDir, 'staging.policy.json'),
    JSON.stringify({ allow: [`${CDN}/`], template: `${CDN}/{remote}/{version}/mf-manifest.json` }),
  );
  expect(await run('set', 'news', '1.0.0', '--env', 'staging')).toBe(0);
});
afterEach(() => rmSync(deployDir, { recursive: true, force: true }));

describe('pnpm remotes canary / promote / abort', () => {
  it('canary records the second build with its share and integrity; the stable entry stays', async () => {
    expect(await run('canary', 'news', '1.1.0', '10', '--env', 'staging')).toBe(0);
    const news = manifest().remotes.news!;
    expect(news.version).toBe('1.0.0');
    expect(news.canary).toEqual({
      url: `${CDN}/news/1.1.0/mf-manifest.json`,
      version: '1.1.0',
      percent: 10,
      integrity: sriOf(readFileSync(entryFile('1.1.0'))),
      manifestIntegrity: expect.stringMatching(/^sha384-/),
    });
    out = [];
    await run('list', '--env', 'staging');
    expect(out.join('\n')).toContain('1.1.0');
    expect(out.join('\n')).toContain('灰度 10%');
  });

  it('promote makes the canary the build for everyone; abort drops it', async () => {
    await run('canary', 'news', '1.1.0', '25', '--env', 'staging');
    expect(await run('promote', 'news', '--env', 'staging')).toBe(0);
    expect(manifest().remotes.news).toMatchObject({ version: '1.1.0', url: `${CDN}/news/1.1.0/mf-manifest.json` });
    expect(manifest().remotes.news!.canary).toBeUndefined();

    await run('canary', 'news', '1.2.0', '5', '--env', 'staging');
    expect(await run('abort', 'news', '--env', 'staging')).toBe(0);
    expect(manifest().remotes.news).toMatchObject({ version: '1.1.0' });
    expect(manifest().remotes.news!.canary).toBeUndefined();
    await expect(run('abort', 'news', '--env', 'staging')).rejects.toThrow('没有进行中的灰度');
    await expect(run('promote', 'news', '--env', 'staging')).rejects.toThrow('没有进行中的灰度');
  });

  it('refuses a share outside 0–100 and a canary for a remote without a stable build', async () => {
    expect(await run('canary', 'news', '1.1.0', '0', '--env', 'staging')).toBe(2);
    expect(await run('canary', 'news', '1.1.0', '100', '--env', 'staging')).toBe(2);
    await expect(
      run('canary', 'vlive', `${CDN}/news/1.1.0/mf-manifest.json`, '10', '--env', 'staging'),
    ).rejects.toThrow('还没有稳定版本');
    expect(manifest().remotes.news!.canary).toBeUndefined();
  });

  it('history names canary, promote and abort; rollback restores a canary in flight', async () => {
    await run('canary', 'news', '1.1.0', '10', '--env', 'staging');
    await run('promote', 'news', '--env', 'staging');
    await run('canary', 'news', '1.2.0', '20', '--env', 'staging');
    await run('abort', 'news', '--env', 'staging');
    out = [];
    await run('history', '--env', 'staging');
    expect(out).toHaveLength(5);
    expect(out[1]).toContain('canary news: 1.1.0');
    expect(out[1]).toContain('10%');
    expect(out[2]).toContain('promote news');
    expect(out[4]).toContain('abort news');

    // undo the abort: the 20 % canary of 1.2.0 is back
    expect(await run('rollback', '--env', 'staging')).toBe(0);
    expect(manifest().remotes.news).toMatchObject({ version: '1.1.0', canary: { version: '1.2.0', percent: 20 } });
    // back to before any canary
    expect(await run('rollback', '--env', 'staging', '--to', '1')).toBe(0);
    expect(manifest().remotes.news!.version).toBe('1.0.0');
    expect(manifest().remotes.news!.canary).toBeUndefined();
  });
});

describe('integrity', () => {
  it('set records sha384 of entry and manifest; validate fails once the served entry is tampered with', async () => {
    const recorded = manifest().remotes.news!;
    expect(recorded.integrity).toBe(sriOf(readFileSync(entryFile('1.0.0'))));
    expect(await run('validate', '--env', 'staging')).toBe(0);

    const original = readFileSync(entryFile('1.0.0'));
    writeFileSync(entryFile('1.0.0'), 'var news = "tampered";');
    try {
      expect(await run('validate', '--env', 'staging')).toBe(1);
      expect(err.join('\n')).toContain('remoteEntry.js 与记录的完整性不符');
    } finally {
      writeFileSync(entryFile('1.0.0'), original);
    }
  });

  it('--no-validate records no integrity and says so; a malformed integrity in the file is refused', async () => {
    expect(await run('set', 'news', '1.1.0', '--env', 'staging', '--no-validate')).toBe(0);
    expect(manifest().remotes.news!.integrity).toBeUndefined();
    expect(out.join('\n')).toContain('没有记录完整性');

    const file = path.join(deployDir, 'staging.json');
    const m = manifest();
    m.remotes.news!.integrity = 'sha256-abc';
    writeFileSync(file, JSON.stringify(m));
    await expect(run('list', '--env', 'staging')).rejects.toThrow('news.integrity 应是 sha384-…');
  });
});
