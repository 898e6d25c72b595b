/** Turns the `POST /imapi/websocket` answer (docs/product.md §3 "Socket address response") into a URL. */
import type { SocketAddress } from '../contracts/realtime';

/** The first lotteryAddress entry wins (spec: lotteryAddress[0]); null when the server sent none. */
export function socketUrlFrom(address: SocketAddress): string | null {
  const first = address.lotteryAddress[0];
  if (!first) return null;
  const path = first.path.startsWith('/') ? first.path : `/${first.path}`;
  return `${first.protocol}://${first.host}:${first.port}${path}`;
}
