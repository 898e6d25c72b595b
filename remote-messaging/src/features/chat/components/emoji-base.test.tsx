/** @jest-environment jsdom */
/** useEmojiBase over real HTTP: many faces on a screen ask the operate config once, then draw from its base. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, waitFor } from '@testing-library/react';
import { configureApi } from '@kickoff/shared/api';
import { DataScope } from '@kickoff/shared/data';
import { OPERATE_PATHS } from '@kickoff/shared/contracts';
import { useAppStore } from '@kickoff/shared/stores';
import { EmojiText } from './emoji';

let server: Server;
const asked: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    asked.push(path);
    res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ code: 200, data: { emojiBase: 'https://cdn.example.com/faces/' }, msg: '成功' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApi({ mainBase: base, liveBase: base, imBase: base });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test('five messages with faces ask the config once and draw from the base it answers', async () => {
  useAppStore.getState().setEmojiBase('');
  const el = render(
    <DataScope>
      {[1, 2, 3, 4, 5].map((n) => (
        <p key={n}>
          <EmojiText text={`第${n}条⚽`} />
        </p>
      ))}
    </DataScope>,
  ).container;
  await waitFor(() =>
    expect([...el.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(
      Array(5).fill('https://cdn.example.com/faces/26bd.svg'),
    ),
  );
  expect(asked).toEqual([OPERATE_PATHS.config]);
  expect(useAppStore.getState().emojiBase).toBe('https://cdn.example.com/faces/');
});
