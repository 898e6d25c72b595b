/** @jest-environment jsdom */
/**
 * 运营's gift catalogue over a stub of the staff API (really over HTTP, through the shared client):
 * the gifts and tiers as the server lists them, an edit posted with the version it was read at,
 * the server's refusal shown in place, a new gift, a tier's price.
 */
import { answerOk, answerRefused, startStubApi, type StubApi } from '@kickoff/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ErrorCodes, STAFF_GIFT_PATHS, type StaffGiftCatalogue } from '@kickoff/shared/contracts';
import { DataScope } from '@kickoff/shared/data';
import { GiftCataloguePanel } from './gift-catalogue-panel';

let catalogue: StaffGiftCatalogue = {
  gifts: [
    { id: 1, name: '点赞', price: 1, effect: 'float', icon: '👍', enabled: true, version: 1 },
    { id: 5, name: '火箭', price: 500, effect: 'rocket', icon: '🚀', enabled: false, version: 3 },
  ],
  nobles: [{ tier: 1, name: '骑士', price: 30, version: 1 }],
};
let api: StubApi;

beforeAll(async () => {
  api = await startStubApi(({ path, body }) => {
    if (path === STAFF_GIFT_PATHS.catalogue) return answerOk(catalogue);
    const sent = body as Record<string, unknown>;
    if (path === STAFF_GIFT_PATHS.saveGift) {
      if (sent.price === 0) return answerRefused(ErrorCodes.PARAM_INVALID, '礼物价格需要 1 到 100000 的整数（金币）');
      const saved = { ...sent, id: sent.id || 6, version: Number(sent.version) + 1 };
      catalogue = {
        ...catalogue,
        gifts: [...catalogue.gifts.filter((g) => g.id !== saved.id), saved as never].sort((a, b) => a.id - b.id),
      };
      return answerOk(saved, '已保存');
    }
    if (path === STAFF_GIFT_PATHS.saveNoblePrice) {
      catalogue = { ...catalogue, nobles: [{ ...catalogue.nobles[0]!, price: Number(sent.price), version: 2 }] };
      return answerOk(catalogue.nobles[0], '已保存');
    }
    return answerRefused(ErrorCodes.NOT_FOUND, '内容不存在');
  });
});
afterAll(() => api.close());

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
  expect(api.posted.at(-1)).toEqual({
    path: STAFF_GIFT_PATHS.saveGift,
    body: { id: 1, name: '点赞', price: 2, effect: 'float', icon: '👍', enabled: true, version: 1 },
  });

  const add = screen.getByRole('form', { name: '新增礼物' });
  fireEvent.change(within(add).getByLabelText('名称'), { target: { value: '啤酒' } });
  fireEvent.change(within(add).getByLabelText('价格（金币）'), { target: { value: '3' } });
  fireEvent.change(within(add).getByLabelText('图标（emoji）'), { target: { value: '🍺' } });
  fireEvent.click(within(add).getByRole('button', { name: '新增' }));
  await waitFor(() => expect(within(list).getAllByTestId('console-gift')).toHaveLength(3));
  expect(api.posted.at(-1)?.body).toMatchObject({ id: 0, version: 0, name: '啤酒', price: 3, icon: '🍺' });

  const nobles = screen.getByRole('region', { name: '贵族价格' });
  fireEvent.change(within(nobles).getByLabelText('骑士价格（金币/30天）'), { target: { value: '45' } });
  fireEvent.click(within(nobles).getByRole('button', { name: '保存' }));
  expect((await within(nobles).findByRole('status')).textContent).toBe('已保存');
  expect(api.posted.at(-1)).toEqual({
    path: STAFF_GIFT_PATHS.saveNoblePrice,
    body: { tier: 1, price: 45, version: 1 },
  });
  // the reloaded tier keeps its row, its new price and the result
  await waitFor(() => expect(within(nobles).getByRole('button', { name: '保存' }).hasAttribute('disabled')).toBe(true));
  expect((within(nobles).getByLabelText('骑士价格（金币/30天）') as HTMLInputElement).value).toBe('45');
  expect(within(nobles).getByRole('status').textContent).toBe('已保存');
});
