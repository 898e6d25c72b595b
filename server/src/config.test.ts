import { DEFAULT_ORIGINS, loadConfig } from './config';

test('defaults: port 3000, the suite origins, the socket address taken from the request', () => {
  const c = loadConfig({});
  expect(c.port).toBe(3000);
  expect(c.databaseUrl).toBeUndefined();
  expect(c.redisUrl).toBeUndefined();
  expect(c.dataDir).toMatch(/server\/\.data\/pglite$/);
  expect(c.allowedOrigins).toEqual(DEFAULT_ORIGINS);
  expect(c.allowedOrigins).toEqual(
    expect.arrayContaining(['http://localhost:8080', 'http://localhost:8085', 'http://localhost:8096']),
  );
  expect(c.allowedOrigins).toContain('http://localhost:8086');
  expect(c.allowedOrigins).not.toContain('http://localhost:8087');
  // no pinned socket address: /imapi/websocket answers with the host the request came to
  expect([c.publicWsProtocol, c.publicWsHost, c.publicWsPort]).toEqual(['ws', undefined, undefined]);
  expect(c.idleDropMs).toBe(35_000);
});

test('environment overrides, and a non-numeric port is refused', () => {
  const c = loadConfig({
    PORT: '4000',
    ALLOWED_ORIGINS: 'https://a.example, https://b.example',
    PUBLIC_WS_PROTOCOL: 'wss',
    PUBLIC_WS_HOST: 'live.example',
    DATABASE_URL: 'postgres://x',
    NODE_ENV: 'test',
  });
  expect(c.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
  expect([c.publicWsProtocol, c.publicWsHost, c.publicWsPort]).toEqual(['wss', 'live.example', undefined]);
  expect(c.databaseUrl).toBe('postgres://x');
  expect(c.logLevel).toBe('silent');
  expect(() => loadConfig({ PORT: 'abc' })).toThrow('not a number: abc');
});

describe('the dev-routes flag', () => {
  it('is off unless DEV_ROUTES=1, whatever NODE_ENV says', () => {
    expect(loadConfig({}).devRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DEV_ROUTES: '0' }).devRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DEV_ROUTES: '1' }).devRoutes).toBe(true);
  });

  it('listens on loopback only when on; anywhere else is refused', () => {
    expect(loadConfig({}).host).toBe('0.0.0.0');
    expect(loadConfig({ DEV_ROUTES: '1' }).host).toBe('localhost');
    expect(loadConfig({ DEV_ROUTES: '1', HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(() => loadConfig({ DEV_ROUTES: '1', HOST: '0.0.0.0' })).toThrow('DEV_ROUTES=1 needs a loopback HOST');
    expect(() => loadConfig({ DEV_ROUTES: '1', HOST: '192.168.1.5' })).toThrow('DEV_ROUTES=1 needs a loopback HOST');
  });

  it('is refused in production, and a value other than 1/0 is an error', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_ROUTES: '1' })).toThrow(
      'DEV_ROUTES=1 is refused with NODE_ENV=production',
    );
    expect(() => loadConfig({ DEV_ROUTES: 'yes' })).toThrow('DEV_ROUTES must be 1 or 0, not yes');
  });
});

test('TRUST_PROXY is a hop count or proxy addresses, never "trust everyone"', () => {
  expect(loadConfig({}).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  const list = loadConfig({ TRUST_PROXY: '10.0.0.5, 172.16.0.0/12,loopback' }).trustProxy;
  expect(list).toEqual(['10.0.0.5', '172.16.0.0/12', 'loopback']);
  expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/hop count or proxy addresses/);
  expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/nginx/);
});

test('socket and request budgets default to phone-friendly figures', () => {
  const c = loadConfig({});
  expect([c.rateLimitMax, c.rateLimitHotMax]).toEqual([600, 3000]);
  expect([c.wsMaxPerIp, c.wsMaxPerUser, c.wsMessagesPerSecond, c.wsMessageBurst]).toEqual([2000, 10, 10, 250]);
});
