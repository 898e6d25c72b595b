import { MessageCodes, type ServerMessage } from '@kickoff/shared/contracts';
import { useMessagesStore } from '@kickoff/shared/stores';
import { syncUnread } from './unread-sync';

function fakeClient() {
  let listener: ((m: ServerMessage) => void) | null = null;
  return {
    onMessage: (fn: (m: ServerMessage) => void) => {
      listener = fn;
      return () => (listener = null);
    },
    emit: (m: ServerMessage) => listener?.(m),
  };
}
const flush = () => new Promise((r) => setImmediate(r));

describe('syncUnread', () => {
  beforeEach(() => useMessagesStore.getState().clear());

  it('takes the server total when the socket is identified as a user, and zero for a visitor', async () => {
    const client = fakeClient();
    const load = jest.fn().mockResolvedValue(5);
    syncUnread(client, load);
    client.emit({ code: MessageCodes.PRIVATE_CHAT, data: {}, ts: 1 });
    expect(load).not.toHaveBeenCalled();
    client.emit({ code: MessageCodes.IDENTIFIED, data: { userId: 3 }, ts: 1 });
    await flush();
    expect(useMessagesStore.getState().unread).toBe(5);
    client.emit({ code: MessageCodes.IDENTIFIED, data: { userId: null }, ts: 2 });
    expect(useMessagesStore.getState().unread).toBe(0);
  });

  it('a push arriving while the total is fetched wins over the (older) answer', async () => {
    const client = fakeClient();
    let answer: (n: number) => void = () => undefined;
    syncUnread(client, () => new Promise<number>((r) => (answer = r)));
    client.emit({ code: MessageCodes.IDENTIFIED, data: { userId: 3 }, ts: 1 });
    client.emit({ code: MessageCodes.PRIVATE_CHAT, data: { unread: 4 }, ts: 2 });
    useMessagesStore.getState().setUnread(4);
    answer(3);
    await flush();
    expect(useMessagesStore.getState().unread).toBe(4);
  });

  it('a failed call leaves the count as it is', async () => {
    const client = fakeClient();
    useMessagesStore.getState().setUnread(2);
    syncUnread(client, () => Promise.reject(new Error('down')));
    client.emit({ code: MessageCodes.IDENTIFIED, data: { userId: 3 }, ts: 1 });
    await flush();
    expect(useMessagesStore.getState().unread).toBe(2);
  });
});
