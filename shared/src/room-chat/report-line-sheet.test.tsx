/** @jest-environment jsdom */
/**
 * 举报 on a room chat line, over a stub of the report call (really over HTTP, through the shared
 * client): tapping a line opens the reasons; a pick posts the line's id with the reason and shows
 * the outcome; the server's refusal is shown as it says.
 */
import '@kickoff/shared/testing';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { configureApi } from '@kickoff/shared/api';
import { COMMUNITY_PATHS } from '@kickoff/shared/contracts';
import type { RoomChatLine } from '@kickoff/shared/contracts/vlive';
import { ChatPanel } from './chat-panel';
import { ReportLineSheet } from './report-line-sheet';

const line = (id: number, nickName: string, text: string): RoomChatLine => ({
  id,
  roomId: 3,
  userId: id + 100,
  nickName,
  noble: 0,
  text,
  clientId: `c${id}`,
  time: 1,
});

const posted: Array<{ path: string; body: unknown }> = [];
let answer = { code: 200, data: null, msg: '举报已提交，我们会尽快处理' };
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
      posted.push({ path: new URL(req.url ?? '/', 'http://x').pathname, body: JSON.parse(raw || 'null') });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApi({ liveBase: base, mainBase: base });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function Chat() {
  const [reported, setReported] = useState<RoomChatLine | null>(null);
  return (
    <>
      <ChatPanel
        lines={[line(1, '球迷甲', '开球了'), line(2, '带节奏的', '<b>裁判收钱了</b>')]}
        welcome=""
        notice=""
        hasOlder={false}
        loadOlder={() => undefined}
        send={null}
        canSend={false}
        onLogin={() => undefined}
        onAdmin={null}
        onLine={setReported}
      />
      <ReportLineSheet line={reported} onClose={() => setReported(null)} />
    </>
  );
}

test('a tapped line opens its reasons; a pick reports that line and says so', async () => {
  render(<Chat />);
  expect(screen.queryByRole('dialog')).toBeNull();
  // the line is text, never markup
  fireEvent.click(screen.getByRole('button', { name: '带节奏的： <b>裁判收钱了</b>' }));
  expect(screen.getByRole('dialog', { name: '举报 带节奏的 的发言' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '辱骂攻击' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect((await screen.findByRole('status')).textContent).toBe('举报已提交，我们会尽快处理');
  expect(posted.at(-1)).toEqual({
    path: COMMUNITY_PATHS.report,
    body: { target: 'chat', id: 2, reason: '辱骂攻击' },
  });
});

test('the server’s refusal is shown as it says', async () => {
  answer = { code: 40001, data: null, msg: '不能举报自己的发言' };
  render(<Chat />);
  fireEvent.click(screen.getByRole('button', { name: '球迷甲： 开球了' }));
  fireEvent.click(screen.getByRole('button', { name: '垃圾广告' }));
  expect(await screen.findByText('不能举报自己的发言')).toBeTruthy();
});
