import { MessageCodes, type ImMessage, type ServerMessage } from '@kickoff/shared/contracts';
import { ackDeliveries } from './delivery-ack';

function client() {
  let listener: ((m: ServerMessage) => void) | null = null;
  return {
    onMessage: (fn: (m: ServerMessage) => void) => {
      listener = fn;
      return () => (listener = null);
    },
    emit: (m: ServerMessage) => listener?.(m),
  };
}
const message = (fromId: number, seq: number) => ({ conversationId: 7, seq, fromId }) as ImMessage;
const push = (code: number, data: unknown) => ({ code, data, ts: 1 }) as ServerMessage;

describe('ackDeliveries', () => {
  it('acknowledges private messages from others once identified; not mine, not groups, not reads', () => {
    const c = client();
    const ack = jest.fn().mockResolvedValue(undefined);
    ackDeliveries(c, ack);
    c.emit(push(MessageCodes.PRIVATE_CHAT, { type: 'message', message: message(5, 1), unread: 1 }));
    expect(ack).not.toHaveBeenCalled(); // not identified yet
    c.emit(push(MessageCodes.IDENTIFIED, { userId: 3 }));
    c.emit(push(MessageCodes.PRIVATE_CHAT, { type: 'message', message: message(5, 2), unread: 1 }));
    c.emit(push(MessageCodes.PRIVATE_CHAT, { type: 'message', message: message(3, 3), unread: 0 }));
    c.emit(push(MessageCodes.GROUP_CHAT, { type: 'message', message: message(5, 4), unread: 2 }));
    c.emit(push(MessageCodes.PRIVATE_CHAT, { type: 'read', conversationId: 7, userId: 5, seq: 3, unread: 0 }));
    expect(ack.mock.calls).toEqual([[{ conversationId: 7, seq: 2 }]]);
    c.emit(push(MessageCodes.IDENTIFIED, { userId: null }));
    c.emit(push(MessageCodes.PRIVATE_CHAT, { type: 'message', message: message(5, 5), unread: 1 }));
    expect(ack).toHaveBeenCalledTimes(1);
  });
});
