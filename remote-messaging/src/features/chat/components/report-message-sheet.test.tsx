/** @jest-environment jsdom */
/**
 * 举报 on a message, over a stub of the report call (really over HTTP, through the shared client):
 * a pick posts the message's id with the reason and shows the outcome.
 */
import { answerOk, startStubApi, type StubApi } from '@kickoff/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { COMMUNITY_PATHS, type ImMessage } from '@kickoff/shared/contracts';
import { ReportMessageSheet } from './report-message-sheet';

const message: ImMessage = {
  id: 555,
  conversationId: 7,
  seq: 3,
  fromId: 9,
  fromName: '陌生人',
  kind: 'text',
  text: '加我领免费会员',
  image: null,
  recalled: false,
  hidden: false,
  replyTo: null,
  clientId: 'c-555',
  time: 1,
};

let api: StubApi;
beforeAll(async () => {
  api = await startStubApi(() => answerOk(null, '举报已提交，我们会尽快处理'));
});
afterAll(() => api.close());

test('a reason picked reports the message by its id and says so', async () => {
  render(<ReportMessageSheet message={message} name="老王" onClose={() => undefined} />);
  expect(screen.getByRole('dialog', { name: '举报 老王 的消息' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '垃圾广告' }));
  expect((await screen.findByRole('status')).textContent).toBe('举报已提交，我们会尽快处理');
  expect(api.posted).toEqual([
    { path: COMMUNITY_PATHS.report, body: { target: 'message', id: 555, reason: '垃圾广告' } },
  ]);
});
