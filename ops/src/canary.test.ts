/** Canary bucketing as the host's server serves remotes.json: sticky cookie, exact shares, resolved entries. */
import { CANARY_COOKIE, REMOTE_VERSIONS_HEADER } from '@kickoff/shared/contracts';
import { BUCKETS, bucketFromCookie, inCanary, manifestForVisitor, resolveForBucket } from './canary';
import type { RemotesManifest } from './manifest';

const manifest: RemotesManifest = {
  env: 'staging',
  remotes: {
    news: {
      url: 'https://cdn.example/kickoff/news/1.0.0/mf-manifest.json',
      version: '1.0.0',
      prefixes: ['/news'],
      canary: { url: 'https://cdn2.example/kickoff/news/1.1.0/mf-manifest.json', version: '1.1.0', percent: 10 },
    },
    scores: { url: 'https://cdn.example/kickoff/scores/1.0.0/mf-manifest.json', version: '1.0.0', prefixes: ['/live'] },
  },
};

describe('canary bucketing', () => {
  it('exactly P % of the buckets get the canary, and a larger share keeps those already on it', () => {
    let ten = 0;
    for (let b = 0; b < BUCKETS; b++) {
      if (inCanary(b, 10)) {
        ten++;
        expect(inCanary(b, 25)).toBe(true);
      }
    }
    expect(ten).toBe(BUCKETS / 10);
    expect(inCanary(0, 0.5)).toBe(true);
    expect(inCanary(50, 0.5)).toBe(false);
  });

  it('resolves each remote to the one build this visitor gets, with its channel', () => {
    const canary = resolveForBucket(manifest, 3);
    expect(canary.remotes.news).toEqual({
      url: 'https://cdn2.example/kickoff/news/1.1.0/mf-manifest.json',
      version: '1.1.0',
      prefixes: ['/news'],
      channel: 'canary',
    });
    // a remote without a canary is served as stored
    expect(canary.remotes.scores).toEqual(manifest.remotes.scores);
    const stable = resolveForBucket(manifest, 5000);
    expect(stable.remotes.news).toMatchObject({ version: '1.0.0', channel: 'stable' });
    expect(stable.remotes.news!.canary).toBeUndefined();
  });

  it('a new visitor gets a bucket cookie; the same cookie always gets the same versions', () => {
    const first = manifestForVisitor(manifest, undefined);
    const cookie = first.headers['Set-Cookie']!;
    expect(cookie).toMatch(new RegExp(`^${CANARY_COOKIE}=\\d+; Path=/; Max-Age=\\d+; SameSite=Lax; HttpOnly$`));
    const pair = cookie.split(';')[0]!;
    for (let i = 0; i < 5; i++) {
      const again = manifestForVisitor(manifest, `other=1; ${pair}`);
      expect(again.headers['Set-Cookie']).toBeUndefined();
      expect(again.body).toBe(first.body);
      expect(again.headers[REMOTE_VERSIONS_HEADER]).toBe(first.headers[REMOTE_VERSIONS_HEADER]);
    }
    expect(first.headers[REMOTE_VERSIONS_HEADER]).toMatch(/^news=1\.(0|1)\.0;(stable|canary), scores=1\.0\.0;stable$/);
  });

  it('ignores a cookie that is not a bucket', () => {
    expect(bucketFromCookie(`${CANARY_COOKIE}=12345`)).toBeNull();
    expect(bucketFromCookie(`${CANARY_COOKIE}=abc`)).toBeNull();
    expect(bucketFromCookie(`x${CANARY_COOKIE}=12`)).toBeNull();
    expect(bucketFromCookie(`a=1; ${CANARY_COOKIE}=42`)).toBe(42);
  });

  it('over 10,000 fresh visitors the share is within ±1 % of the target', () => {
    let got = 0;
    for (let i = 0; i < 10_000; i++) {
      if (JSON.parse(manifestForVisitor(manifest, undefined).body).remotes.news.channel === 'canary') got++;
    }
    expect(Math.abs(got / 100 - 10)).toBeLessThanOrEqual(1);
  });
});
