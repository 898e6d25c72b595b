import { DEFAULT_ORIGINS, loadConfig } from './config';

test('defaults: port 3000, the suite origins, the socket address taken from the request', () => {
  const c = loadConfig({});
  expect(c.port).toBe(3000);
  expect(c.databaseUrl).toBeUndefined();
  expect(c.redisUrl).toBeUndefined();
  expect(c.dataDir).toMatch(/server\/\.data\/pglite$/);
  expect(c.allowedOrigins).toEqual(DEFAULT_ORIGINS);
  expect(c.allowedOrigins).toEqual(expect.arrayContaining(['http://localhost:8080', 'http://localhost:8085', 'http://localhost:8096']));
  expect(c.allowedOrigins).not.toContain('http://localhost:8086');
  // no pinned socket address: /imapi/websocket answers with the host the request came to
  expect([c.publicWsProtocol, c.publicWsHost, c.publicWsPort]).toEqual(['ws', undefined, undefined]);
  expect(c.idleDropMs).toBe(35_000);
});

test('environment overrides, and a non-numeric port is refused', () => {
  const c = loadConfig({ PORT: '4000', ALLOWED_ORIGINS: 'https://a.example, https://b.example', PUBLIC_WS_PROTOCOL: 'wss', PUBLIC_WS_HOST: 'live.example', DATABASE_URL: 'postgres://x', NODE_ENV: 'test' });
  expect(c.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
  expect([c.publicWsProtocol, c.publicWsHost, c.publicWsPort]).toEqual(['wss', 'live.example', undefined]);
  expect(c.databaseUrl).toBe('postgres://x');
  expect(c.logLevel).toBe('silent');
  expect(() => loadConfig({ PORT: 'abc' })).toThrow('not a number: abc');
});
