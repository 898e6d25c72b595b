/** @jest-environment jsdom */
/**
 * 运营's gift catalogue over a stub of the staff API (really over HTTP, through the shared client):
 * the gifts and tiers as the server lists them, an edit posted with the version it was read at,
 * the server's refusal shown in place, a new gift, a tier's price.
 */
import '@kickoff/shared/testing';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { configureApi } from '@kickoff/shared/api';
import { STAFF_GIFT_PATHS, type StaffGiftCatalogue } from '@kickoff/shared/contracts';
import { DataScope } from '@kickoff/shared/data';
import { GiftCataloguePanel } from './gift-catalogue-panel';

let catalogue: StaffGiftCatalogue = {
  gifts: [
    { id: 1, name: '点赞', price: 1, effect: 'float', icon: '👍', enabled: true, version: 1 },
    { id: 5, name: '火箭', price: 500, effect: 'rocket', icon: '🚀', enabled: false, version: 3 },
  ],
  nobles: [{ tier: 1, name: '骑士', price: 30, version: 1 }],
};
const posted: Array<{ path: string; body: unknown }> = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += String(c)));
    req.on('end', () => {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
      });
      if (req.method === 'OPTIONS') return res.end();
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const ok = (data: unknown, msg = '成功') => res.end(JSON.stringify({ code: 200, data, msg }));
      const refuse = (msg: string) => res.end(JSON.stringify({ code: 40001, data: null, msg }));
      if (path === STAFF_GIFT_PATHS.catalogue) return ok(catalogue);
      const body = JSON.parse(raw || 'null') as Record<string, unknown>;
      posted.push({ path, body });
      if (path === STAFF_GIFT_PATHS.saveGift) {
        if (body.price === 0) return refuse('礼物价格需要 1 到 100000 的整数（金币）');
        const saved = { ...body, id: body.id || 6, version: Number(body.version) + 1 };
        catalogue = {
          ...catalogue,
          gifts: [...catalogue.gifts.filter((g) => g.id !== saved.id), saved as never].sort((a, b) => a.id - b.id),
        };
        return ok(saved, '已保存');
      }
      if (path === STAFF_GIFT_PATHS.saveNoblePrice) {
        catalogue = { ...catalogue, nobles: [{ ...catalogue.nobles[0]!, price: Number(body.price), version: 2 }] };
        return ok(catalogue.nobles[0], '已保存');
      }
      res.end(JSON.stringify({ code: 40004, data: null, msg: '内容不存在' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApi({ liveBase: base, mainBase: base });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test('lists the gifts, edits one at the version read, shows a refusal, adds a gift and sets a tier price', async () => {
  render(
    <DataScope>
      <GiftCataloguePanel />
    </DataScope>,
  );
  const list = await screen.findByRole('region', { name: '礼物' });
  await waitFor(() => expect(within(list).getAllByTestId('console-gift')).toHaveLength(2));
  const [like, rocket] = within(list).getAllByTestId('console-gift');
  expect(like!.textContent).toContain('1 金币');
  expect(rocket!.textContent).toContain('已下架');

  fireEvent.click(within(like!).getByRole('button', { name: '编辑' }));
  const edit = within(like!).getByRole('form', { name: '编辑礼物 点赞' });
  fireEvent.change(within(edit).getByLabelText('价格（金币）'), { target: { value: '0' } });
  fireEvent.click(within(edit).getByRole('button', { name: '保存' }));
  expect((await within(edit).findByRole('status')).textContent).toBe('礼物价格需要 1 到 100000 的整数（金币）');
  fireEvent.change(within(edit).getByLabelText('价格（金币）'), { target: { value: '2' } });
  fireEvent.click(within(edit).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(within(list).getAllByTestId('console-gift')[0]!.textContent).toContain('2 金币'));
  expect(posted.at(-1)).toEqual({
    path: STAFF_GIFT_PATHS.saveGift,
    body: { id: 1, name: '点赞', price: 2, effect: 'float', icon: '👍', enabled: true, version: 1 },
  });

  const add = screen.getByRole('form', { name: '新增礼物' });
  fireEvent.change(within(add).getByLabelText('名称'), { target: { value: '啤酒' } });
  fireEvent.change(within(add).getByLabelText('价格（金币）'), { target: { value: '3' } });
  fireEvent.change(within(add).getByLabelText('图标（emoji）'), { target: { value: '🍺' } });
  fireEvent.click(within(add).getByRole('button', { name: '新增' }));
  await waitFor(() => expect(within(list).getAllByTestId('console-gift')).toHaveLength(3));
  expect(posted.at(-1)?.body).toMatchObject({ id: 0, version: 0, name: '啤酒', price: 3, icon: '🍺' });

  const nobles = screen.getByRole('region', { name: '贵族价格' });
  fireEvent.change(within(nobles).getByLabelText('骑士价格（金币/30天）'), { target: { value: '45' } });
  fireEvent.click(within(nobles).getByRole('button', { name: '保存' }));
  expect((await within(nobles).findByRole('status')).textContent).toBe('已保存');
  expect(posted.at(-1)).toEqual({ path: STAFF_GIFT_PATHS.saveNoblePrice, body: { tier: 1, price: 45, version: 1 } });
  // the reloaded tier keeps its row, its new price and the result
  await waitFor(() => expect(within(nobles).getByRole('button', { name: '保存' }).hasAttribute('disabled')).toBe(true));
  expect((within(nobles).getByLabelText('骑士价格（金币/30天）') as HTMLInputElement).value).toBe('45');
  expect(within(nobles).getByRole('status').textContent).toBe('已保存');
});
