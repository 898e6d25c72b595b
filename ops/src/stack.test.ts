/** docker-compose.yml and `pnpm stack up` are one topology: the same nginx template, the same server environment. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import {
  fillTemplate,
  hasRtmpModule,
  NGINX_TEMPLATE,
  RTMP_TEMPLATE,
  STACK_ONLY_SERVER_ENV,
  STACK_ORIGIN,
  STACK_PORTS,
  stackNginxVars,
  stackRtmpVars,
  stackServerEnv,
  templateVariables,
  writeNginxConfig,
} from './stack';
import { ROOT } from './suite';

interface Service {
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
}
const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const cdn = compose.services.cdn!;
const composeRtmp = compose.services.rtmp!;
const composeServer = compose.services['server-1']!.environment!;
const template = readFileSync(NGINX_TEMPLATE, 'utf8');
const stackServer = stackServerEnv({
  port: 38091,
  databaseUrl: 'postgres://x@127.0.0.1/y',
  redisUrl: 'redis://r',
  smsUrl: 'http://127.0.0.1:38097/sms',
  ingest: { dir: '/srv/ingest', secret: 's3cret' },
});
const stackRtmp = stackRtmpVars({ dir: '/srv/ingest', secret: 's3cret' });
const rtmpTemplate = readFileSync(RTMP_TEMPLATE, 'utf8');
const stackVars = stackNginxVars({
  root: '/srv/cdn',
  deployDir: '/srv/remotes',
  serverPorts: [38091, 38092],
  cacheDir: '/srv/cache',
});

describe('the stack and docker-compose.yml', () => {
  it('nginx runs the same file: docker mounts deploy/nginx/default.conf as the template the stack fills', () => {
    expect(cdn.volumes).toContain('./deploy/nginx/default.conf:/etc/nginx/templates/default.conf.template:ro');
    expect(NGINX_TEMPLATE).toBe(path.join(ROOT, 'deploy/nginx/default.conf'));
  });

  it('the template, compose and the stack name the same variables', () => {
    const vars = templateVariables(template);
    expect(vars).toEqual([
      'KICKOFF_CACHE_DIR',
      'KICKOFF_LISTEN',
      'KICKOFF_NGINX_DIR',
      'KICKOFF_REMOTES_DIR',
      'KICKOFF_ROOT',
      'KICKOFF_UPSTREAM',
    ]);
    expect(Object.keys(cdn.environment!).sort()).toEqual(vars);
    expect(Object.keys(stackVars).sort()).toEqual(vars);
  });

  it('filled in, both differ from the template only where a variable was', () => {
    for (const vars of [cdn.environment!, stackVars]) {
      const filled = fillTemplate(template, vars);
      expect(templateVariables(filled)).toEqual([]);
      // nginx's own variables are left alone
      expect(filled).toContain('proxy_set_header Host $http_host;');
      const lines = template.split('\n');
      const out = filled.split('\n');
      expect(out.length).toBe(lines.length);
      lines.forEach((l, i) => {
        if (!l.includes('${')) expect(out[i]).toBe(l);
      });
    }
    expect(() => fillTemplate(template, { KICKOFF_LISTEN: '1' })).toThrow(
      /no value for KICKOFF_CACHE_DIR, KICKOFF_NGINX_DIR/,
    );
  });

  it("the stack's filled template passes nginx -t", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kickoff-stack-test-'));
    try {
      const vars = { ...stackVars, KICKOFF_ROOT: dir, KICKOFF_REMOTES_DIR: path.join(ROOT, 'deploy/remotes') };
      expect(() => writeNginxConfig(dir, dir, vars)).not.toThrow();
      expect(() => writeNginxConfig(dir, dir, { ...vars, KICKOFF_UPSTREAM: 'server;' })).toThrow(/nginx -t refused/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('nginx runs the same RTMP block: docker mounts deploy/nginx/rtmp.conf as the template the stack fills', () => {
    expect(composeRtmp.volumes).toContain('./deploy/nginx/rtmp.conf:/etc/nginx/templates/rtmp.conf.template:ro');
    const vars = templateVariables(rtmpTemplate);
    expect(vars).toEqual([
      'KICKOFF_INGEST_CALLBACK',
      'KICKOFF_INGEST_DIR',
      'KICKOFF_INGEST_SECRET',
      'KICKOFF_RTMP_LISTEN',
    ]);
    expect(Object.keys(composeRtmp.environment!).sort()).toEqual(vars);
    expect(Object.keys(stackRtmp).sort()).toEqual(vars);
  });

  it('nginx-rtmp and the servers agree: HLS folder, secret, relay to the RTMP port, callback at the front door', () => {
    const port = (listen: string) => Number(listen.split(':').at(-1));
    for (const [rtmp, server, nginxPort] of [
      [composeRtmp.environment!, composeServer, 38090],
      [stackRtmp, stackServer, STACK_PORTS.nginx],
    ] as const) {
      expect(server.VLIVE_INGEST_DIR).toBe(rtmp.KICKOFF_INGEST_DIR);
      expect(server.VLIVE_INGEST_SECRET).toBe(rtmp.KICKOFF_INGEST_SECRET);
      const relay = new URL(server.VLIVE_INGEST_RELAY_URL!);
      expect([relay.protocol, relay.hostname, relay.pathname]).toEqual(['rtmp:', '127.0.0.1', '/hls']);
      expect(Number(relay.port)).toBe(port(rtmp.KICKOFF_RTMP_LISTEN!));
      expect(new URL(server.VLIVE_RTMP_PUBLIC_URL!).pathname).toBe('/live');
      expect(Number(new URL(server.VLIVE_RTMP_PUBLIC_URL!).port)).toBe(port(rtmp.KICKOFF_RTMP_LISTEN!));
      expect(Number(new URL(rtmp.KICKOFF_INGEST_CALLBACK!).port)).toBe(nginxPort);
    }
    // the stack's own RTMP port: neither the usual 1935 nor the e2e suite's
    expect(STACK_PORTS.rtmp).not.toBe(1935);
    expect(composeRtmp.ports).toEqual(['1935:1935']);
    expect(composeRtmp.volumes).toContain(`ingest:${composeServer.VLIVE_INGEST_DIR}`);
    expect(compose.services['server-1']!.volumes).toContain(`ingest:${composeServer.VLIVE_INGEST_DIR}`);
  });

  (hasRtmpModule() ? it : it.skip)("the stack's filled rtmp.conf passes nginx -t with Debian's module loaded", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kickoff-stack-test-'));
    try {
      const vars = { ...stackVars, KICKOFF_ROOT: dir, KICKOFF_REMOTES_DIR: path.join(ROOT, 'deploy/remotes') };
      const rtmp = { ...stackRtmp, KICKOFF_INGEST_DIR: dir };
      expect(() => writeNginxConfig(dir, dir, vars, rtmp)).not.toThrow();
      expect(readFileSync(path.join(dir, 'nginx.conf'), 'utf8')).toMatch(/^load_module \/usr\/lib\/nginx\/modules\//);
      expect(() => writeNginxConfig(dir, dir, vars, { ...rtmp, KICKOFF_RTMP_LISTEN: 'x:y' })).toThrow(
        /nginx -t refused/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the servers get the same environment keys, and the stack only adds its named ones', () => {
    expect(Object.keys(stackServer).sort()).toEqual([...Object.keys(composeServer), ...STACK_ONLY_SERVER_ENV].sort());
    expect(stackServer.NODE_ENV).toBe(composeServer.NODE_ENV);
    expect(composeServer.NODE_ENV).toBe('production');
  });

  it('one origin each: the allowed origin is the CDN that staging.json names, on the port nginx listens on', () => {
    const staging = JSON.parse(readFileSync(path.join(ROOT, 'deploy/remotes/staging.json'), 'utf8')) as {
      remotes: Record<string, { url: string }>;
    };
    const origins = new Set(Object.values(staging.remotes).map((r) => new URL(r.url).origin));
    expect([...origins]).toEqual([STACK_ORIGIN]);
    expect(composeServer.ALLOWED_ORIGINS).toBe(STACK_ORIGIN);
    expect(stackServer.ALLOWED_ORIGINS).toBe(STACK_ORIGIN);
    expect(cdn.environment!.KICKOFF_LISTEN).toBe(String(STACK_PORTS.nginx));
    expect(cdn.ports).toEqual([`${STACK_PORTS.nginx}:${STACK_PORTS.nginx}`]);
    expect(stackVars.KICKOFF_LISTEN).toBe(`127.0.0.1:${STACK_PORTS.nginx}`);
  });

  it('each trusts X-Forwarded-For from its nginx alone', () => {
    expect(stackServer.TRUST_PROXY).toBe('127.0.0.1');
    expect(stackVars.KICKOFF_UPSTREAM).toBe('server 127.0.0.1:38091; server 127.0.0.1:38092;');
    expect(composeServer.TRUST_PROXY).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
  });

  it('the stack stays off the ports of npm start and the e2e suite', () => {
    for (const port of Object.values(STACK_PORTS)) {
      expect(port).toBeGreaterThanOrEqual(38000);
      expect(port).toBeLessThan(39000);
    }
  });
});
