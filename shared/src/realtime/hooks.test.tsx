/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { WebSocket, WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import type { AddressInfo } from 'node:net';
import { MessageCodes } from '../contracts/realtime';
import { createRealtimeClient, type SocketConstructor, type TopicEvent } from './client';
import { useRealtime, useRealtimeStatus } from './hooks';

function Scores({ client }: { client: ReturnType<typeof createRealtimeClient> }) {
  const [last, setLast] = useState('无');
  const status = useRealtimeStatus();
  useRealtime<{ score: string }>(
    'match:9',
    (e: TopicEvent<{ score: string }>) => {
      if (e.type === 'message') setLast(e.message.data.score);
    },
    client,
  );
  return (
    <p>
      {status}:{last}
    </p>
  );
}

describe('realtime hooks', () => {
  let wss: WebSocketServer;
  const received: string[] = [];
  const sockets: ServerSocket[] = [];

  beforeAll(async () => {
    wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((r) => wss.once('listening', () => r()));
    wss.on('connection', (s) => {
      sockets.push(s);
      s.on('message', (d) => received.push(String(d)));
    });
  });
  afterAll(async () => {
    for (const s of wss.clients) s.terminate();
    await new Promise((r) => wss.close(r));
  });

  it('subscribe while mounted, render pushes, report status, unsubscribe on unmount', async () => {
    const client = createRealtimeClient({
      WebSocketImpl: WebSocket as unknown as SocketConstructor,
      getToken: () => 't',
    });
    client.connect(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
    const view = render(<Scores client={client} />);
    await waitFor(() => expect(screen.getByText('open:无')).toBeTruthy());
    await waitFor(() => expect(received.map((r) => JSON.parse(r))).toContainEqual({ t: 'sub', topic: 'match:9' }));
    act(() => {
      sockets[0]!.send(
        JSON.stringify({ code: MessageCodes.MATCH_UPDATE, topic: 'match:9', data: { score: '2-1' }, ts: 1 }),
      );
    });
    await waitFor(() => expect(screen.getByText('open:2-1')).toBeTruthy());
    view.unmount();
    await waitFor(() => expect(received.map((r) => JSON.parse(r))).toContainEqual({ t: 'unsub', topic: 'match:9' }));
    client.close();
  });
});
