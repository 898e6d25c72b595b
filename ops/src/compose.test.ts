/** docker-compose.yml: no engine runs here, so check that everything it names exists and is wired. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { API_PREFIXES, SHARED_PREFIXES } from '@kickoff/shared/contracts';

const ROOT = path.resolve(__dirname, '../..');

interface Service {
  build?: { context: string; dockerfile?: string; args?: Record<string, string> };
  image?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, unknown> | string[];
}

const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = compose.services;
const built = Object.entries(services).filter(([, s]) => s.build !== undefined);

describe('docker-compose.yml', () => {
  it('has the CDN, two server replicas, PostgreSQL, Redis and the RTMP ingest', () => {
    expect(Object.keys(services).sort()).toEqual(['cdn', 'postgres', 'redis', 'rtmp', 'server-1', 'server-2']);
    expect(services.postgres?.image).toMatch(/^postgres:/);
    expect(services.redis?.image).toMatch(/^redis:/);
    expect(built.map(([name]) => name).sort()).toEqual(['cdn', 'rtmp', 'server-1', 'server-2']);
  });

  it.each(built)('%s builds from an existing context and Dockerfile', (_name, s) => {
    const context = path.join(ROOT, s.build!.context);
    expect(existsSync(context)).toBe(true);
    expect(existsSync(path.join(context, s.build!.dockerfile ?? 'Dockerfile'))).toBe(true);
  });

  it.each(['server-1', 'server-2'])('%s listens on PORT and reaches postgres and redis', (name) => {
    const env = services[name]!.environment!;
    expect(env.PORT).toBe('3000');
    expect(new URL(env.DATABASE_URL!).hostname).toBe('postgres');
    expect(new URL(env.REDIS_URL!).hostname).toBe('redis');
    expect(Object.keys(services[name]!.depends_on!)).toEqual(['postgres', 'redis']);
  });

  it('the servers trust X-Forwarded-For only from the CDN nginx, at its fixed address', () => {
    const networks = (services.cdn as Service & { networks?: { default?: { ipv4_address?: string } } }).networks;
    const nginx = networks?.default?.ipv4_address;
    expect(nginx).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    for (const name of ['server-1', 'server-2']) expect(services[name]!.environment!.TRUST_PROXY).toBe(nginx);
  });

  it('every location nginx proxies to the servers names the client in X-Forwarded-For, as TRUST_PROXY expects', () => {
    const conf = readFileSync(path.join(ROOT, 'deploy/nginx/default.conf'), 'utf8');
    const proxied = conf.split(/\n\s*location /).filter((l) => l.includes('proxy_pass http://kickoff_server'));
    // the API and socket paths, the account pages' API calls, the rooms' HLS (through its cache) and
    // nginx-rtmp's callbacks (kept out of the access log)
    expect(proxied.length).toBe(4);
    // nginx appends the address it saw; the servers trust nginx's one address, so that entry is the client
    for (const l of proxied) expect(l).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    for (const name of ['server-1', 'server-2']) {
      expect(services[name]!.environment!.TRUST_PROXY).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    }
  });

  it('the CDN mounts paths that exist, and nginx balances both replicas', () => {
    const volumes = services.cdn!.volumes!;
    expect(volumes.length).toBe(3);
    for (const v of volumes) expect([v, existsSync(path.join(ROOT, v.split(':')[0]!))]).toEqual([v, true]);
    const conf = readFileSync(path.join(ROOT, 'deploy/nginx/default.conf'), 'utf8');
    const upstream = services.cdn!.environment!.KICKOFF_UPSTREAM!;
    expect(upstream).toBe('server server-1:3000; server server-2:3000;');
    expect(conf).toContain('alias ${KICKOFF_REMOTES_DIR}/staging.json;');
    expect(services.cdn!.environment!.KICKOFF_REMOTES_DIR).toBe('/etc/kickoff/remotes');
    expect(existsSync(path.join(ROOT, 'deploy/remotes/staging.json'))).toBe(true);
  });

  it('nginx proxies exactly the API prefixes of shared contracts (the npm start proxy uses the same list)', () => {
    const conf = readFileSync(path.join(ROOT, 'deploy/nginx/default.conf'), 'utf8');
    const group = (re: RegExp) =>
      re
        .exec(conf)?.[1]
        ?.split('|')
        .map((p) => p.replace(/\\/g, ''))
        .sort();
    expect(group(/location ~ \^\/\(([^)]+)\)\(\/\|\$\) \{\n\s+proxy_pass/)).toEqual([...API_PREFIXES].sort());
    expect(group(/location ~ \^\/\(([^)]+)\)\/\.\+ \{/)).toEqual([...SHARED_PREFIXES].sort());
    expect(conf).toContain('proxy_set_header Host $http_host;');
    expect(conf).toContain('gzip_static on;');
  });

  it("nginx answers a newcomer's load of a tab's landing page with its first paint (host/src/first-paint)", () => {
    const conf = readFileSync(path.join(ROOT, 'deploy/nginx/default.conf'), 'utf8');
    const list = JSON.parse(readFileSync(path.join(ROOT, 'host/src/first-paint/first-paints.json'), 'utf8')) as {
      pages: Array<{ pattern: string; file: string }>;
      knownFanCookies: string[];
    };
    const map = /map "\$kickoff_known_fan\$uri" \$kickoff_page \{\n([^}]+)\}/.exec(conf)?.[1] ?? '';
    const entries = [...map.matchAll(/^\s+"~\^0([^"]+)"\s+(\S+);$/gm)].map(([, pattern, file]) => ({
      pattern: `^${pattern}`,
      file,
    }));
    expect(entries).toEqual(list.pages.map(({ pattern, file }) => ({ pattern, file })));
    expect(map).toMatch(/^\s+default\s+index\.html;$/m);
    const known = /map \$http_cookie \$kickoff_known_fan \{[^}]*"~\(\^\|;\)\\s\*\(([^)]+)\)="\s+1;/.exec(conf)?.[1];
    expect(known?.split('|')).toEqual(list.knownFanCookies);
    expect(conf).toContain('try_files $uri /kickoff/host/current$uri /kickoff/host/current/$kickoff_page;');
  });

  it('every file the Dockerfiles copy exists (built dist folders aside)', () => {
    for (const file of ['deploy/server.Dockerfile', 'deploy/static.Dockerfile', 'deploy/rtmp.Dockerfile']) {
      const copies = readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('COPY '))
        .flatMap((l) => l.split(/\s+/).slice(1, -1))
        .filter((src) => !src.endsWith('/dist'));
      expect(copies.length).toBeGreaterThan(0);
      for (const src of copies) expect([file, src, existsSync(path.join(ROOT, src))]).toEqual([file, src, true]);
    }
  });

  it('the server image starts with a loader the server package itself depends on', () => {
    const dockerfile = readFileSync(path.join(ROOT, 'deploy/server.Dockerfile'), 'utf8');
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
    const loader = cmd[cmd.indexOf('--import') + 1]!;
    const server = JSON.parse(readFileSync(path.join(ROOT, 'server/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(server.dependencies).toHaveProperty(loader);
    expect(dockerfile).toMatch(/pnpm install --frozen-lockfile --prod --filter @kickoff\/server\.\.\./);
  });

  it('the staging manifest points every remote at the CDN, inside its allow-list', () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'deploy/remotes/staging.json'), 'utf8')) as {
      remotes: Record<string, { url: string }>;
    };
    const policy = JSON.parse(readFileSync(path.join(ROOT, 'deploy/remotes/staging.policy.json'), 'utf8')) as {
      allow: string[];
    };
    expect(Object.keys(manifest.remotes).sort()).toEqual([
      'account',
      'console',
      'messaging',
      'news',
      'scores',
      'vlive',
    ]);
    for (const r of Object.values(manifest.remotes)) expect(policy.allow.some((p) => r.url.startsWith(p))).toBe(true);
  });

  it('nginx sends the security headers from every static location; its script-src covers staging', () => {
    const conf = readFileSync(path.join(ROOT, 'deploy/nginx/default.conf'), 'utf8');
    const headers = readFileSync(path.join(ROOT, 'deploy/nginx/security-headers.conf'), 'utf8');
    // every location that sets headers of its own must include the security headers again
    for (const own of conf.split(/\n\s*location /).slice(1)) {
      const name = own.split('\n')[0];
      if (own.includes('add_header')) expect([name, own.includes('security-headers.conf')]).toEqual([name, true]);
    }
    expect(conf).toMatch(/location \/ \{\s*include \$\{KICKOFF_NGINX_DIR\}\/security-headers\.conf;/);
    const csp = /Content-Security-Policy "([^"]+)"/.exec(headers)![1]!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).toContain('report-uri /api/csp-report');
    for (const h of ['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Strict-Transport-Security']) {
      expect(headers).toContain(`add_header ${h}`);
    }
    // script-src 'self' is exact only while every staging entry is on the CDN's own origin
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'deploy/remotes/staging.json'), 'utf8')) as {
      remotes: Record<string, { url: string; canary?: { url: string } }>;
    };
    const cdn = services.cdn!.ports![0]!.split(':')[0];
    for (const r of Object.values(manifest.remotes)) {
      for (const url of [r.url, r.canary?.url].filter((u): u is string => !!u)) {
        expect(new URL(url).origin).toBe(`http://localhost:${cdn}`);
      }
    }
    const mounts = services.cdn!.volumes!.map((v) => v.split(':')[1]);
    expect(mounts).toContain(`${services.cdn!.environment!.KICKOFF_NGINX_DIR}/security-headers.conf`);
    expect(mounts).toContain('/etc/nginx/templates/default.conf.template');
    expect(readFileSync(path.join(ROOT, 'deploy/static.Dockerfile'), 'utf8')).toContain(
      '/etc/nginx/kickoff/security-headers.conf',
    );
  });
});
