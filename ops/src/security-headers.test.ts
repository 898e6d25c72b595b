/**
 * The headers every origin of `npm start` sends: the host's CSP lists exactly the active manifest's
 * origins (stable and canary) and the page's socket; remotes have their own strict policy; a
 * manifest change shows in the next response without a restart.
 */
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemotesManifest } from './manifest';
import {
  baseHeaders,
  hostCsp,
  isServiceWorker,
  manifestOrigins,
  remoteCsp,
  serviceWorkerCsp,
} from './security-headers';
import { startStaticServer, type RunningServer } from './static-server';

const PORT = 39892;

const manifest: RemotesManifest = {
  env: 'local',
  remotes: {
    scores: { url: 'http://localhost:8081/mf-manifest.json', version: '0.1.0', prefixes: ['/live'] },
    news: {
      url: 'http://localhost:8083/mf-manifest.json',
      version: '0.1.0',
      prefixes: ['/news'],
      canary: { url: 'https://cdn.example/news/0.2.0/mf-manifest.json', version: '0.2.0', percent: 10 },
    },
  },
};

function directive(csp: string, name: string): string[] {
  const d = csp.split('; ').find((x) => x.startsWith(`${name} `));
  return d ? d.split(' ').slice(1) : [];
}

describe('hostCsp', () => {
  it('script-src and connect-src name exactly the manifest origins, the page and its socket', () => {
    const csp = hostCsp({ manifest, pageHost: 'localhost:8080', tls: false });
    expect(manifestOrigins(manifest)).toEqual([
      'http://localhost:8081',
      'http://localhost:8083',
      'https://cdn.example',
    ]);
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      'http://localhost:8081',
      'http://localhost:8083',
      'https://cdn.example',
    ]);
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'ws://localhost:8080',
      'http://localhost:8081',
      'http://localhost:8083',
      'https://cdn.example',
    ]);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'media-src')).toContain('blob:');
    expect(directive(csp, 'img-src')).toEqual(expect.arrayContaining(['data:', 'blob:']));
    expect(directive(csp, 'report-uri')).toEqual(['/api/csp-report']);
  });

  it('a separate API origin is allowed for calls and its socket; TLS pages use wss', () => {
    const csp = hostCsp({ manifest, pageHost: 'm.example', tls: true, apiBase: 'https://api.example' });
    expect(directive(csp, 'connect-src')).toEqual(
      expect.arrayContaining(['wss://m.example', 'https://api.example', 'wss://api.example']),
    );
    expect(directive(csp, 'report-uri')).toEqual(['https://api.example/api/csp-report']);
  });

  it('HSTS only over TLS', () => {
    expect(baseHeaders(false)['Strict-Transport-Security']).toBeUndefined();
    expect(baseHeaders(true)['Strict-Transport-Security']).toMatch(/max-age=\d+/);
  });
});

describe('static server headers', () => {
  let root: string;
  let server: RunningServer;
  let current: RemotesManifest = manifest;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'kickoff-headers-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(root, 'main.js'), 'console.log(1)');
    server = await startStaticServer({
      root,
      port: PORT,
      spa: true,
      headers: () => ({ ...baseHeaders(false), 'Content-Security-Policy': hostCsp({ manifest: current, tls: false }) }),
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (p: string) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: PORT, path: p }, (res) => (res.resume(), resolve(res))).on('error', reject);
    });

  it('every file and the SPA fallback carry the policy and the other headers', async () => {
    for (const p of ['/', '/main.js', '/live/hot', '/nope.js']) {
      const res = await get(p);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
    }
  });

  it('a manifest change is in the next response (no restart)', async () => {
    current = {
      env: 'local',
      remotes: { scores: { url: 'http://127.0.0.1:9999/mf-manifest.json', version: '1', prefixes: ['/live'] } },
    };
    const csp = (await get('/')).headers['content-security-policy'] as string;
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'http://127.0.0.1:9999']);
  });

  it('remotes get a policy of their own origin', () => {
    const csp = remoteCsp('http://localhost:3000/api/csp-report');
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'report-uri')).toEqual(['http://localhost:3000/api/csp-report']);
  });

  it('the service worker may pass on any http(s) fetch the page allowed, and runs only its own script', () => {
    expect(isServiceWorker({ url: '/sw.js' })).toBe(true);
    expect(isServiceWorker({ url: '/sw.js?v=2' })).toBe(true);
    expect(isServiceWorker({ url: '/live/sw.js' })).toBe(false);
    const csp = serviceWorkerCsp('/api/csp-report');
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'http:', 'https:']);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(csp).not.toContain('unsafe-inline');
    expect(directive(csp, 'report-uri')).toEqual(['/api/csp-report']);
  });
});
