import { loadConfig } from '../config';
import { isSameOrigin, socketAddressFor } from './public-address';

describe('socketAddressFor', () => {
  const config = loadConfig({ NODE_ENV: 'test', PORT: '3000' });

  it('answers with the host and port the client reached, so a LAN phone connects to its own origin', () => {
    expect(socketAddressFor(config, { protocol: 'http', host: '10.77.0.2:8080' })).toEqual({
      protocol: 'ws',
      host: '10.77.0.2',
      port: 8080,
      path: '/imserver',
    });
    expect(socketAddressFor(config, { protocol: 'https', host: 'kickoff.example' })).toEqual({
      protocol: 'wss',
      host: 'kickoff.example',
      port: 443,
      path: '/imserver',
    });
    expect(socketAddressFor(config, { protocol: 'http', host: '[::1]:8080' }).host).toBe('[::1]');
  });

  it('uses the pinned PUBLIC_WS_* address when configured', () => {
    const pinned = loadConfig({ PORT: '3000', PUBLIC_WS_HOST: 'ws.example', PUBLIC_WS_PROTOCOL: 'wss' });
    expect(socketAddressFor(pinned, { protocol: 'http', host: '10.0.0.1:8080' })).toEqual({
      protocol: 'wss',
      host: 'ws.example',
      port: 3000,
      path: '/imserver',
    });
  });
});

describe('isSameOrigin', () => {
  it('accepts a page on the origin the request came to, and nothing else', () => {
    expect(isSameOrigin('http://10.77.0.2:8080', { protocol: 'http', host: '10.77.0.2:8080' })).toBe(true);
    expect(isSameOrigin('http://evil.example:8080', { protocol: 'http', host: '10.77.0.2:8080' })).toBe(false);
    expect(isSameOrigin('https://10.77.0.2:8080', { protocol: 'http', host: '10.77.0.2:8080' })).toBe(false);
    expect(isSameOrigin(undefined, { protocol: 'http', host: '10.77.0.2:8080' })).toBe(false);
    expect(isSameOrigin('null', { protocol: 'http', host: 'null' })).toBe(false);
  });

  it('reads an upgrade forwarded by a trusted proxy (X-Forwarded-Proto ws/wss) as http/https', () => {
    expect(isSameOrigin('http://10.77.0.2:8080', { protocol: 'ws', host: '10.77.0.2:8080' })).toBe(true);
    expect(isSameOrigin('https://kickoff.example', { protocol: 'wss', host: 'kickoff.example' })).toBe(true);
    expect(isSameOrigin('http://kickoff.example', { protocol: 'wss', host: 'kickoff.example' })).toBe(false);
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(socketAddressFor(config, { protocol: 'wss', host: 'kickoff.example' }).protocol).toBe('wss');
  });
});
