import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseManifest, type RemotesManifest } from './manifest';
import { forPageHost, manifestFromFile } from './served-manifest';

const manifest = (version: string): RemotesManifest => ({
  env: 'local',
  remotes: { scores: { url: 'http://localhost:8081/mf-manifest.json', version, prefixes: ['/live'] } },
});

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kickoff-served-'));
  file = path.join(dir, 'local.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('manifestFromFile', () => {
  it('reads the file again on every call, so a `remotes set` shows on the next page load', () => {
    writeFileSync(file, JSON.stringify(manifest('1.0.0')));
    const served = manifestFromFile(file);
    expect(served.current().remotes.scores?.version).toBe('1.0.0');
    writeFileSync(file, JSON.stringify(manifest('1.1.0')));
    expect(served.current().remotes.scores?.version).toBe('1.1.0');
  });

  it('never serves a malformed file: the last good one stays, with one warning per problem', () => {
    const warnings: string[] = [];
    writeFileSync(file, JSON.stringify(manifest('1.0.0')));
    const served = manifestFromFile(file, (l) => warnings.push(l));
    served.current();
    writeFileSync(file, '{"env": "local", "remotes": {"scores": {"url": "localhost:8081"');
    expect(served.current().remotes.scores?.version).toBe('1.0.0');
    expect(served.current().remotes.scores?.version).toBe('1.0.0');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/不是 JSON.*still serving the last good manifest/);
    writeFileSync(file, JSON.stringify(manifest('1.2.0')));
    expect(served.current().remotes.scores?.version).toBe('1.2.0');
  });

  it('throws when no good manifest was ever read (the host then shows its error page)', () => {
    writeFileSync(file, '[]');
    expect(() => manifestFromFile(file).current()).toThrow('应是一个对象');
  });
});

describe('parseManifest', () => {
  it.each([
    ['{"remotes": {}}', '缺少 env'],
    ['{"env": "local", "remotes": []}', '缺少 remotes 对象'],
    ['{"env": "x", "remotes": {"a": {"url": "/rel", "version": "1", "prefixes": ["/a"]}}}', 'a.url 不是绝对 URL'],
    ['{"env": "x", "remotes": {"a": {"url": "ftp://h/m", "version": "1", "prefixes": ["/a"]}}}', 'a.url 应是 http(s)'],
    ['{"env": "x", "remotes": {"a": {"url": "http://h/m", "prefixes": ["/a"]}}}', 'a.version 缺失'],
    ['{"env": "x", "remotes": {"a": {"url": "http://h/m", "version": "1", "prefixes": ["a"]}}}', 'a.prefixes'],
  ])('refuses %s', (text, message) => {
    expect(() => parseManifest(text, 'local.json')).toThrow(`local.json 格式不正确: ${message}`);
  });

  // an early draw runs in the page before main.js: only a script of the remote's own origin, pinned
  const sri = `sha384-${'A'.repeat(64)}`;
  const withEarly = (early: unknown) =>
    JSON.stringify({ env: 'x', remotes: { a: { url: 'http://h/m', version: '1', prefixes: ['/a'], early } } });
  const draw = { pattern: '^/a$', script: 'early-draw-0.12345678.js', integrity: sri, styles: ['page.css'] };

  it('takes pinned early draws', () => {
    expect(parseManifest(withEarly([draw])).remotes.a!.early).toEqual([draw]);
  });

  it.each([
    [{ ...draw, script: 'https://elsewhere.test/x.js' }, 'a.early[0].script 应是相对路径'],
    [{ ...draw, script: '../other/x.js' }, 'a.early[0].script 应是相对路径'],
    [{ ...draw, integrity: 'sha256-abc' }, 'a.early[0].integrity 应是 sha384-…'],
    [{ ...draw, pattern: '^/a(' }, 'a.early[0].pattern 不是正则'],
    [{ ...draw, styles: ['/abs.css'] }, 'a.early[0].styles 应是相对路径的数组'],
  ])('refuses the early draw %j', (early, message) => {
    expect(() => parseManifest(withEarly([early]), 'local.json')).toThrow(`local.json 格式不正确: ${message}`);
  });
});

describe('forPageHost', () => {
  it('points loopback entries at the host name the page was opened with (a phone on the LAN)', () => {
    const seen = forPageHost(manifest('1.0.0'), '10.77.0.2:8080');
    expect(seen.remotes.scores?.url).toBe('http://10.77.0.2:8081/mf-manifest.json');
  });

  it('leaves CDN URLs, and everything for a page opened on localhost, as they are', () => {
    const cdn: RemotesManifest = {
      env: 'staging',
      remotes: {
        scores: {
          url: 'https://cdn.example.com/kickoff/scores/1.0.0/mf-manifest.json',
          version: '1',
          prefixes: ['/live'],
        },
      },
    };
    expect(forPageHost(cdn, '10.77.0.2:8080')).toEqual(cdn);
    expect(forPageHost(manifest('1.0.0'), 'localhost:8080')).toEqual(manifest('1.0.0'));
    expect(forPageHost(manifest('1.0.0'), '127.0.0.1:8080')).toEqual(manifest('1.0.0'));
  });
});
