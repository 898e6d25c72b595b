/** @jest-environment jsdom */
/** A message in the thread: one a moderator hid shows as a notice, never its text. */
import '@kickoff/shared/testing';
import { render, screen } from '@testing-library/react';
import type { ImMessage } from '@kickoff/shared/contracts';
import { MessageBubble } from './message-bubble';

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

test('a hidden message shows a notice, not its text', () => {
  const hidden = { ...message, hidden: true, text: '' };
  render(
    <ul>
      <MessageBubble message={hidden} name="老王" mine={false} showName={false} onMenu={() => undefined} />
    </ul>,
  );
  expect(screen.getByText('该消息因违规已被隐藏')).toBeTruthy();
  expect(screen.queryByTestId('chat-message')).toBeNull();
});
