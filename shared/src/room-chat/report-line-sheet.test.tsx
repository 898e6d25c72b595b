/** @jest-environment jsdom */
/**
 * 举报 on a room chat line, over a stub of the report call (really over HTTP, through the shared
 * client): tapping a line opens the reasons; a pick posts the line's id with the reason and shows
 * the outcome; the server's refusal is shown as it says.
 */
import { answerOk, answerRefused, startStubApi, type StubApi } from '@kickoff/shared/testing';
import { ErrorCodes } from '@kickoff/shared/contracts';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
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

let answer = answerOk(null, '举报已提交，我们会尽快处理');
let api: StubApi;
beforeAll(async () => {
  api = await startStubApi(() => answer);
});
afterAll(() => api.close());

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
  expect(api.posted.at(-1)).toEqual({
    path: COMMUNITY_PATHS.report,
    body: { target: 'chat', id: 2, reason: '辱骂攻击' },
  });
});

test('the server’s refusal is shown as it says', async () => {
  answer = answerRefused(ErrorCodes.PARAM_INVALID, '不能举报自己的发言');
  render(<Chat />);
  fireEvent.click(screen.getByRole('button', { name: '球迷甲： 开球了' }));
  fireEvent.click(screen.getByRole('button', { name: '垃圾广告' }));
  expect(await screen.findByText('不能举报自己的发言')).toBeTruthy();
});
