import { DEFAULT_ORIGINS, loadConfig } from './config';

test('defaults: port 3000, the suite origins, the socket address on the same port', () => {
  const c = loadConfig({});
  expect(c.port).toBe(3000);
  expect(c.databaseUrl).toBeUndefined();
  expect(c.redisUrl).toBeUndefined();
  expect(c.dataDir).toMatch(/server\/\.data\/pglite$/);
  expect(c.allowedOrigins).toEqual(DEFAULT_ORIGINS);
  expect(c.allowedOrigins).toEqual(expect.arrayContaining(['http://localhost:8080', 'http://localhost:8085', 'http://localhost:8096']));
  expect(c.allowedOrigins).not.toContain('http://localhost:8086');
  expect([c.publicWsProtocol, c.publicWsHost, c.publicWsPort]).toEqual(['ws', 'localhost', 3000]);
  expect(c.idleDropMs).toBe(35_000);
});

test('environment overrides, and a non-numeric port is refused', () => {
  const c = loadConfig({ PORT: '4000', ALLOWED_ORIGINS: 'https://a.example, https://b.example', PUBLIC_WS_PROTOCOL: 'wss', PUBLIC_WS_HOST: 'live.example', DATABASE_URL: 'postgres://x', NODE_ENV: 'test' });
  expect(c.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
  expect([c.publicWsProtocol, c.publicWsHost, c.publicWsPort]).toEqual(['wss', 'live.example', 4000]);
  expect(c.databaseUrl).toBe('postgres://x');
  expect(c.logLevel).toBe('silent');
  expect(() => loadConfig({ PORT: 'abc' })).toThrow('not a number: abc');
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
