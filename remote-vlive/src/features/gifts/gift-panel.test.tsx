/** @jest-environment jsdom */
import '@kickoff/shared/testing';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import { configureApi } from '@kickoff/shared/api';
import type { Gift } from '@kickoff/shared/contracts/vlive';
import { DataScope } from '@kickoff/shared/data';
import { createMemoryRouter, RouterProvider } from '@kickoff/shared/navigation';
import { GiftPanel } from './gift-panel';

// the catalogue as staff left it: 足球 dearer, 火箭 off sale, a new 啤酒
let catalogue: Gift[] = [
  { id: 2, name: '足球', price: 8, effect: 'float', icon: '⚽' },
  { id: 6, name: '啤酒', price: 3, effect: 'float', icon: '🍺' },
];
const sends: unknown[] = [];
let server: Server;
beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
    });
    if (req.method === 'OPTIONS') return res.end();
    const url = new URL(req.url ?? '/', 'http://x');
    let body: unknown = { code: 40004, data: null, msg: '内容不存在' };
    if (url.pathname === '/api/vlive/gifts') body = { code: 200, data: catalogue, msg: '成功' };
    else if (url.pathname === '/user/wallet') body = { code: 200, data: { coin: 100, point: 0 }, msg: '成功' };
    else if (url.pathname === '/api/vlive/gift/send') {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += String(c)));
      req.on('end', () => {
        sends.push(JSON.parse(raw));
        res.end(JSON.stringify({ code: 40001, data: null, msg: '测试' }));
      });
      return;
    }
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApi({ liveBase: base, mainBase: base });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function mount() {
  const router = createMemoryRouter(
    [{ path: '/', element: <GiftPanel roomId={9} open onClose={() => undefined} onSent={() => undefined} /> }],
    { initialEntries: ['/'] },
  );
  render(
    <DataScope>
      <RouterProvider router={router} />
    </DataScope>,
  );
}

it("offers the server's catalogue at its prices, and sends the gift chosen", async () => {
  mount();
  expect(await screen.findByRole('button', { name: /啤酒\s*3金币/ })).toBeTruthy();
  expect(screen.getByRole('button', { name: /足球\s*8金币/ }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.queryByRole('button', { name: /火箭/ })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: /啤酒/ }));
  fireEvent.click(screen.getByRole('button', { name: '赠送' }));
  await waitFor(() => expect(sends).toEqual([expect.objectContaining({ roomId: 9, giftId: 6, count: 1 })]));
});

it('says so when nothing is on sale, and 赠送 does nothing', async () => {
  catalogue = [];
  mount();
  expect(await screen.findByText('暂无可赠送的礼物')).toBeTruthy();
  expect((screen.getByRole('button', { name: '赠送' }) as HTMLButtonElement).disabled).toBe(true);
});
