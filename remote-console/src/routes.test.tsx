/** @jest-environment jsdom */
/**
 * The console's pages over a stub of the staff API (really over HTTP, through the shared client):
 * a fan is refused; an operator sees rooms on air first, opens a room for a fan and gets a stream
 * key shown once; a refused edit shows the server’s message in place; the audit page is for admins;
 * 资讯 and 专家 are in the navigation by role.
 */
import '@kickoff/shared/testing';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { configureApi } from '@kickoff/shared/api';
import {
  MODERATION_PATHS,
  STAFF_PATHS,
  type HiddenContent,
  type ModerationReport,
  type PendingNickname,
  type StaffMe,
  type StaffRoom,
} from '@kickoff/shared/contracts';
import { DataScope } from '@kickoff/shared/data';
import { createMemoryRouter, RouterProvider } from '@kickoff/shared/navigation';
import routes from './routes';

const room = (id: number, status: StaffRoom['status'], viewers: number): StaffRoom => ({
  id,
  anchorId: 100 + id,
  anchorName: `主播${id}`,
  anchorPhone: `1370000000${id}`,
  title: `房间${id}`,
  category: 1,
  notice: '',
  status,
  matchId: null,
  viewers,
  hasStreamKey: false,
  cover: '',
  scheduledAt: 0,
  giftCount: status === 'live' ? 3 : 0,
  giftCoins: status === 'live' ? 60 : 0,
  version: 1,
});

let me: StaffMe | null = null;
let rooms: StaffRoom[] = [];
let reports: ModerationReport[] = [];
let nicknames: PendingNickname[] = [];
let hidden: HiddenContent[] = [];
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
      if (req.method === 'POST') posted.push({ path, body: JSON.parse(raw || 'null') });
      if (path === STAFF_PATHS.me) {
        return me ? ok(me) : res.end(JSON.stringify({ code: 40003, data: null, msg: '仅工作人员可以进入管理后台' }));
      }
      if (path === STAFF_PATHS.rooms) return ok(rooms);
      if (path === MODERATION_PATHS.reports) return ok(reports);
      if (path === MODERATION_PATHS.resolve) {
        if (reports.length === 0) {
          return res.end(JSON.stringify({ code: 40009, data: null, msg: '该举报已被其他人处理，请刷新' }));
        }
        reports = [];
        return ok(null, '已隐藏，已通知举报人');
      }
      if (path === MODERATION_PATHS.sanctions) return ok([]);
      if (path === MODERATION_PATHS.nicknames) return ok(nicknames);
      if (path === MODERATION_PATHS.hidden) return ok(hidden);
      if (path === MODERATION_PATHS.restore) {
        hidden = [];
        return ok(null, '已恢复');
      }
      if (path === MODERATION_PATHS.reviewNickname) {
        nicknames = [];
        return ok(null, '昵称已驳回，已改为“球迷66”并通知本人');
      }
      if (path === STAFF_PATHS.createRoom) {
        const made = { ...room(9, 'offline', 0), title: '新开的房间' };
        rooms = [...rooms, made];
        return ok(made, '直播间已开通');
      }
      if (path === STAFF_PATHS.rotateStreamKey) {
        return ok({ roomId: 1, streamKey: 'sk_onlyonce', rtmpUrl: 'rtmp://x/live' }, '新密钥只显示这一次，请立即保存');
      }
      if (path === STAFF_PATHS.updateRoom) {
        return res.end(JSON.stringify({ code: 40009, data: null, msg: '内容已被其他人修改，请刷新后再改' }));
      }
      res.end(JSON.stringify({ code: 40004, data: null, msg: '内容不存在' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApi({ liveBase: base, mainBase: base });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const mount = (path: string) =>
  render(
    <DataScope>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </DataScope>,
  );

test('a fan opening the console is refused with the server’s reason', async () => {
  me = null;
  mount('/admin/rooms');
  expect((await screen.findByTestId('console-refused')).textContent).toContain('仅工作人员可以进入管理后台');
});

test('an operator sees rooms on air, opens a room for a fan, and a new stream key is shown once', async () => {
  me = { userId: 1, nickName: '值班运营', roles: ['operator'] };
  rooms = [room(1, 'live', 120), room(2, 'offline', 0)];
  mount('/admin');
  const list = await screen.findByRole('region', { name: '直播间' });
  await waitFor(() => expect(within(list).getAllByTestId('console-room')).toHaveLength(2));
  expect(list.textContent).toContain('直播中 1，在看 120 人');
  expect(within(list).getAllByTestId('console-room')[0]!.textContent).toContain('本场礼物 3 个 · 60 金币');
  expect(screen.queryByRole('link', { name: '审计日志' })).toBeNull();

  const form = screen.getByRole('form', { name: '开通直播间' });
  fireEvent.change(within(form).getByLabelText('主播手机号'), { target: { value: '13700000105' } });
  fireEvent.change(within(form).getByLabelText('直播间标题'), { target: { value: '新开的房间' } });
  fireEvent.click(within(form).getByRole('button', { name: '开通' }));
  expect((await within(form).findByRole('status')).textContent).toContain('直播间已开通');
  expect(posted.at(-1)).toEqual({
    path: STAFF_PATHS.createRoom,
    body: { phone: '13700000105', title: '新开的房间', category: 1, notice: '' },
  });
  await waitFor(() => expect(within(list).getAllByTestId('console-room')).toHaveLength(3));

  const first = within(list).getAllByTestId('console-room')[0]!;
  fireEvent.click(within(first).getByRole('button', { name: '生成推流密钥' }));
  expect((await within(first).findByTestId('stream-key')).textContent).toContain('sk_onlyonce');

  fireEvent.click(within(first).getByRole('button', { name: '编辑' }));
  fireEvent.click(within(first).getByRole('button', { name: '保存' }));
  expect((await within(first).findByText('内容已被其他人修改，请刷新后再改')).getAttribute('role')).toBe('status');
  expect(posted.at(-1)).toEqual({
    path: STAFF_PATHS.updateRoom,
    body: { id: 1, version: 1, title: '房间1', category: 1, notice: '', cover: '', scheduledAt: 0 },
  });
});

test('an admin has the audit log in the navigation', async () => {
  me = { userId: 2, nickName: '管理员', roles: ['admin'] };
  mount('/admin/rooms');
  expect((await screen.findByRole('link', { name: '审计日志' })).getAttribute('href')).toBe('/admin/audit');
});

test('a moderator has 审核 but not 审计日志; hiding a report says so and empties the queue', async () => {
  me = { userId: 3, nickName: '值班审核', roles: ['moderator'] };
  reports = [
    {
      target: 'post',
      id: 41,
      code: 'P41',
      place: '',
      excerpt: '<b>加我看免费直播</b>',
      authorId: 77,
      authorName: '发广告的',
      reason: '广告',
      reporter: '热心球迷',
      count: 2,
      time: Date.now(),
    },
  ];
  mount('/admin/moderation');
  expect(screen.queryByRole('link', { name: '审计日志' })).toBeNull();
  expect((await screen.findByRole('link', { name: '审核' })).getAttribute('href')).toBe('/admin/moderation');
  const row = await screen.findByTestId('moderation-report');
  // user text stays text
  expect(row.textContent).toContain('<b>加我看免费直播</b>');
  expect(row.textContent).toContain('2 人举报');
  fireEvent.click(within(row).getByRole('button', { name: '隐藏' }));
  // the decided report leaves the queue; what was done stays said above it
  const queue = screen.getByRole('region', { name: '举报' });
  expect((await within(queue).findByRole('status')).textContent).toBe('已隐藏，已通知举报人');
  expect(posted.at(-1)).toEqual({ path: MODERATION_PATHS.resolve, body: { target: 'post', id: 41, hide: true } });
  expect(await screen.findByText('暂无待处理的举报')).toBeTruthy();
});

test('处罚作者 opens 禁言与封禁 with the author filled in', async () => {
  me = { userId: 3, nickName: '值班审核', roles: ['moderator'] };
  reports = [
    {
      target: 'comment',
      id: 5,
      code: 'P41',
      place: '',
      excerpt: '骂人的话',
      authorId: 88,
      authorName: '爱骂人',
      reason: '辱骂',
      reporter: '球迷甲',
      count: 1,
      time: Date.now(),
    },
  ];
  mount('/admin/moderation');
  fireEvent.click(await screen.findByRole('button', { name: '处罚作者' }));
  const form = await screen.findByRole('form', { name: '处罚用户' });
  expect((within(form).getByLabelText('用户 ID') as HTMLInputElement).value).toBe('88');
});

test('资讯 is in the navigation for editors, 专家 for moderators, both for an admin', async () => {
  me = { userId: 3, nickName: '值班编辑', roles: ['editor'] };
  const editor = mount('/admin/rooms');
  expect((await screen.findByRole('link', { name: '资讯' })).getAttribute('href')).toBe('/admin/news');
  expect(screen.queryByRole('link', { name: '专家' })).toBeNull();
  editor.unmount();
  me = { userId: 4, nickName: '值班审核', roles: ['moderator'] };
  const moderator = mount('/admin/rooms');
  expect((await screen.findByRole('link', { name: '专家' })).getAttribute('href')).toBe('/admin/experts');
  expect(screen.queryByRole('link', { name: '资讯' })).toBeNull();
  moderator.unmount();
  me = { userId: 2, nickName: '管理员', roles: ['admin'] };
  mount('/admin/rooms');
  await screen.findByRole('link', { name: '资讯' });
  expect(screen.getByRole('link', { name: '专家' })).toBeTruthy();
});

test('a reported room chat line shows its room and text; 隐藏 sends its kind and id', async () => {
  me = { userId: 3, nickName: '值班审核', roles: ['moderator'] };
  reports = [
    {
      target: 'chat',
      id: 901,
      code: '',
      place: '直播间「周末英超夜」',
      excerpt: '裁判收钱了吧',
      authorId: 66,
      authorName: '带节奏的',
      reason: '辱骂他人',
      reporter: '球迷乙',
      count: 1,
      time: Date.now(),
    },
  ];
  mount('/admin/moderation');
  const row = await screen.findByTestId('moderation-report');
  expect(row.textContent).toContain('直播间发言');
  expect(row.textContent).toContain('直播间「周末英超夜」 #901');
  expect(within(row).queryByRole('link')).toBeNull();
  fireEvent.click(within(row).getByRole('button', { name: '隐藏' }));
  const queue = screen.getByRole('region', { name: '举报' });
  expect((await within(queue).findByRole('status')).textContent).toBe('已隐藏，已通知举报人');
  expect(posted.at(-1)).toEqual({ path: MODERATION_PATHS.resolve, body: { target: 'chat', id: 901, hide: true } });
});

test('昵称 lists a new nickname beside the old one; 驳回 names what was seen and empties the queue', async () => {
  me = { userId: 3, nickName: '值班审核', roles: ['moderator'] };
  nicknames = [{ userId: 66, nickName: '<i>黑哨</i>', previous: '老王', changedAt: Date.now() }];
  mount('/admin/moderation');
  fireEvent.click(await screen.findByRole('tab', { name: '昵称' }));
  const row = await screen.findByTestId('moderation-nickname');
  expect(row.textContent).toContain('<i>黑哨</i>');
  expect(row.textContent).toContain('原昵称：老王');
  fireEvent.click(within(row).getByRole('button', { name: '驳回' }));
  const panel = screen.getByRole('region', { name: '昵称审核' });
  expect((await within(panel).findByRole('status')).textContent).toBe('昵称已驳回，已改为“球迷66”并通知本人');
  expect(posted.at(-1)).toEqual({
    path: MODERATION_PATHS.reviewNickname,
    body: { userId: 66, nickName: '<i>黑哨</i>', approve: false },
  });
  expect(await screen.findByText('没有待审核的昵称')).toBeTruthy();
});

test('已隐藏 lists a hidden room chat line with its room; 恢复 names it, and what was done stays said', async () => {
  me = { userId: 3, nickName: '值班审核', roles: ['moderator'] };
  hidden = [
    {
      target: 'chat',
      id: 902,
      code: '',
      place: '直播间「周末英超夜」',
      excerpt: '<a href=x>加群领福利</a>',
      authorId: 78,
      authorName: '发广告的',
      time: Date.now(),
    },
  ];
  mount('/admin/moderation');
  fireEvent.click(await screen.findByRole('tab', { name: '已隐藏' }));
  const row = await screen.findByTestId('moderation-hidden');
  expect(row.textContent).toContain('<a href=x>加群领福利</a>');
  expect(row.textContent).toContain('直播间「周末英超夜」 #902');
  fireEvent.click(within(row).getByRole('button', { name: '恢复' }));
  const panel = screen.getByRole('region', { name: '已隐藏' });
  expect((await within(panel).findByRole('status')).textContent).toBe('已恢复');
  expect(posted.at(-1)).toEqual({ path: MODERATION_PATHS.restore, body: { target: 'chat', id: 902 } });
  expect(await screen.findByText('没有被隐藏的内容')).toBeTruthy();
});
