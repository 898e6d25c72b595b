/** @jest-environment jsdom */
/** A group row's name: 周末看球群 as it is (no 群 tag doubling it), 一致性测试 with the 群 tag. */
import '@kickoff/shared/testing';
import { render, screen } from '@testing-library/react';
import type { ImConversationItem } from '@kickoff/shared/contracts';
import { createMemoryRouter, RouterProvider } from '@kickoff/shared/navigation';
import { groupTag } from '../../lib/group-tag';
import { ConversationRow } from './conversation-row';

const row = (id: number, name: string, kind: 'group' | 'private'): ImConversationItem => ({
  id: String(id),
  conversationId: id,
  peerId: kind === 'group' ? 0 : 9,
  kind,
  name,
  avatar: '',
  lastText: '开球了',
  lastTime: 0,
  messageStatus: 0,
  count: 0,
  pinned: false,
  quiet: false,
  lastSeq: 1,
});

function mount(items: ImConversationItem[]) {
  const element = (
    <ul>
      {items.map((item) => (
        <ConversationRow key={item.conversationId} item={item} onMenu={() => undefined} />
      ))}
    </ul>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

test('a group named …群 shows once as 周末看球群, not 周末看球群群; other groups get the 群 tag', () => {
  mount([row(1, '周末看球群', 'group'), row(2, '一致性测试', 'group'), row(3, '老王', 'private')]);
  // (CSS module class names are their keys under jest)
  const names = screen.getAllByTestId('conversation').map((li) => li.querySelector('.name')?.textContent);
  expect(names).toEqual(['周末看球群', '一致性测试群', '老王']);
});

test('groupTag leaves off the tag the name already carries', () => {
  expect(groupTag('周末看球群')).toBe('');
  expect(groupTag('球迷群聊')).toBe('');
  expect(groupTag('一致性测试')).toBe('群');
  expect(groupTag('群主的朋友')).toBe('群');
});
