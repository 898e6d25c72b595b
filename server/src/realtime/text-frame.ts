/**
 * A push as one ready WebSocket frame: header and payload built once per push, then written as
 * is to every subscriber's connection (one write each, no per-socket framing or copying). Only
 * for sockets without permessage-deflate (the hub's server never negotiates it); any other socket
 * gets an ordinary `send`.
 */
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/** A final, unmasked text frame (RFC 6455 §5.2) around `payload`. */
export function textFrame(payload: Buffer): Buffer {
  const n = payload.length;
  const head = n < 126 ? 2 : n < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + n);
  frame[0] = 0x81; // FIN + opcode 1 (text)
  if (n < 126) {
    frame[1] = n;
  } else if (n < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(n, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(n), 2);
  }
  payload.copy(frame, head);
  return frame;
}

/**
 * Writes `frame` (one or several frames made by `textFrame`, back to back) in one write; a socket
 * that compresses gets each of `payloads` (the same messages, unframed) through an ordinary `send`.
 */
export function sendFrame(socket: WebSocket, frame: Buffer, payloads: Buffer | readonly Buffer[]): void {
  const raw = (socket as unknown as { _socket?: Duplex })._socket;
  if (raw && socket.extensions === '') raw.write(frame);
  else for (const payload of Buffer.isBuffer(payloads) ? [payloads] : payloads) socket.send(payload, { binary: false });
}
