/**
 * Where a client should open its socket, and whether a socket's page is on this origin. Unless
 * PUBLIC_WS_HOST pins an address, the answer is the host the client reached the API at (through
 * the host's one-origin proxy that is the page's own origin), so any host name, IP or LAN phone works.
 */
import type { SocketAddress } from '@kickoff/shared/contracts';
import type { Config } from '../config';

type Address = SocketAddress['lotteryAddress'][number];

export interface RequestLike {
  /** behind a trusted proxy, an upgrade's X-Forwarded-Proto says ws/wss */
  protocol: 'http' | 'https' | 'ws' | 'wss';
  /** host[:port] as the client sent it (X-Forwarded-Host behind a trusted proxy) */
  host: string;
}

const isSecure = (protocol: RequestLike['protocol']): boolean => protocol === 'https' || protocol === 'wss';

function splitHost(host: string): { name: string; port: number | undefined } {
  const m = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host);
  if (!m) return { name: host, port: undefined };
  return { name: m[1]!, port: m[2] === undefined ? undefined : Number(m[2]) };
}

export function socketAddressFor(config: Config, request: RequestLike): Address {
  if (config.publicWsHost !== undefined) {
    return {
      protocol: config.publicWsProtocol,
      host: config.publicWsHost,
      port: config.publicWsPort ?? config.port,
      path: '/imserver',
    };
  }
  const secure = isSecure(request.protocol);
  const { name, port } = splitHost(request.host);
  return {
    protocol: secure ? 'wss' : 'ws',
    host: name,
    port: config.publicWsPort ?? port ?? (secure ? 443 : 80),
    path: '/imserver',
  };
}

/** A page served by the origin the socket request came to (Origin matches Host) is always allowed. */
export function isSameOrigin(origin: string | undefined, request: RequestLike): boolean {
  if (origin === undefined) return false;
  try {
    const u = new URL(origin);
    return u.host === request.host && u.protocol === (isSecure(request.protocol) ? 'https:' : 'http:');
  } catch {
    return false;
  }
}
