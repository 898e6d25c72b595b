import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { sendFrame, textFrame } from './text-frame';

test('a prebuilt frame arrives as the same text message, at every length encoding', async () => {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((r) => wss.once('listening', () => r()));
  const accepted = new Promise<WebSocket>((r) => wss.once('connection', r));
  const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
  const got: string[] = [];
  client.on('message', (data, isBinary) => got.push(`${isBinary ? 'binary' : 'text'}:${data.toString()}`));
  const server = await accepted;
  const texts = ['{"code":10027}', `"${'比分'.repeat(60)}"`, 'x'.repeat(70_000)];
  for (const t of texts) {
    const payload = Buffer.from(t, 'utf8');
    sendFrame(server, textFrame(payload), payload);
  }
  for (let i = 0; i < 100 && got.length < texts.length; i++) await new Promise((r) => setTimeout(r, 20));
  expect(got).toEqual(texts.map((t) => `text:${t}`));
  client.close();
  await new Promise((r) => wss.close(r));
});

test('several frames written back to back in one write arrive as separate messages', async () => {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((r) => wss.once('listening', () => r()));
  const accepted = new Promise<WebSocket>((r) => wss.once('connection', r));
  const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
  const got: string[] = [];
  client.on('message', (data) => got.push(data.toString()));
  const server = await accepted;
  const payloads = ['{"code":10027}', '进球了', 'y'.repeat(300)].map((t) => Buffer.from(t, 'utf8'));
  sendFrame(server, Buffer.concat(payloads.map((p) => textFrame(p))), payloads);
  for (let i = 0; i < 100 && got.length < payloads.length; i++) await new Promise((r) => setTimeout(r, 20));
  expect(got).toEqual(payloads.map((p) => p.toString('utf8')));
  client.close();
  await new Promise((r) => wss.close(r));
});
