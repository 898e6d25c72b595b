/** @jest-environment jsdom */
/** useOutbox: what a reload left is sent on open; a socket reconnect or the browser's online event sends the rest. */
import { act, render, screen } from '@testing-library/react';
import { SUCCESS, type Envelope } from '@kickoff/shared/contracts';
import { useRealtimeStore } from '@kickoff/shared/realtime';
import { outboxKey } from './outbox';
import { useOutbox } from './use-outbox';

const key = outboxKey(7, 'im:1');
let up = true;
const sent: string[] = [];
const send = jest.fn(async (text: string, id: string): Promise<Envelope<string>> => {
  await Promise.resolve();
  if (!up) throw new Error('Network Error');
  sent.push(`${id}:${text}`);
  return { code: SUCCESS, msg: '', data: text };
});

function Chat({ onReady }: { onReady: (add: (id: string, text: string) => void) => void }) {
  const box = useOutbox<string, string>({ key, send, onSent: () => undefined });
  onReady((id, text) => void box.add(id, text));
  return (
    <ul>
      {box.items.map((x) => (
        <li key={x.id}>{`${x.payload} ${x.status}`}</li>
      ))}
    </ul>
  );
}

beforeEach(() => {
  localStorage.clear();
  sent.length = 0;
  up = true;
  useRealtimeStore.getState().setStatus('open');
});

test('kept in localStorage across a remount, sent again when the socket reconnects and when back online', async () => {
  let add: (id: string, text: string) => void = () => undefined;
  up = false;
  const first = render(<Chat onReady={(a) => (add = a)} />);
  await act(async () => add('c1', '第一条'));
  expect(await screen.findByText('第一条 waiting')).toBeTruthy();
  first.unmount();

  // the reload: still offline, the page shows it waiting
  render(<Chat onReady={(a) => (add = a)} />);
  expect(await screen.findByText('第一条 waiting')).toBeTruthy();
  await act(async () => add('c2', '第二条'));
  expect(await screen.findByText('第二条 waiting')).toBeTruthy();
  expect(JSON.parse(localStorage.getItem(key)!)).toHaveLength(2);

  // the socket drops and comes back: both go, in order
  up = true;
  act(() => useRealtimeStore.getState().setStatus('reconnecting'));
  await act(async () => useRealtimeStore.getState().setStatus('open'));
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  expect(sent).toEqual(['c1:第一条', 'c2:第二条']);
  expect(screen.queryByRole('listitem')).toBeNull();
  expect(localStorage.getItem(key)).toBeNull();

  // down again; the browser's online event sends it
  up = false;
  await act(async () => add('c3', '第三条'));
  expect(await screen.findByText('第三条 waiting')).toBeTruthy();
  up = true;
  await act(async () => window.dispatchEvent(new Event('online')));
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  expect(sent).toEqual(['c1:第一条', 'c2:第二条', 'c3:第三条']);
});
