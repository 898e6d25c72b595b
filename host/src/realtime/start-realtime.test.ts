import type { SocketAddress } from '@kickoff/shared/contracts';
import type { RealtimeClient } from '@kickoff/shared/realtime';
import { startRealtime } from './start-realtime';

const address: SocketAddress = {
  token: 't',
  lotteryAddress: [{ protocol: 'ws', host: 'localhost', port: 39000, path: '/imserver' }],
};

function fakeClient() {
  return { connect: jest.fn(), close: jest.fn() } as unknown as RealtimeClient & {
    connect: jest.Mock;
    close: jest.Mock;
  };
}

const flush = () => new Promise((r) => setImmediate(r));

describe('startRealtime', () => {
  it('connects to lotteryAddress[0] protocol://host:port/path', async () => {
    const client = fakeClient();
    startRealtime({ client, fetchAddress: async () => address });
    await flush();
    expect(client.connect).toHaveBeenCalledWith('ws://localhost:39000/imserver');
  });

  it('asks for the address again after the reconnect delay when the call fails', async () => {
    jest.useFakeTimers();
    try {
      const client = fakeClient();
      const fetchAddress = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(address);
      startRealtime({ client, fetchAddress, retryMs: 5000 });
      await jest.advanceTimersByTimeAsync(0);
      expect(client.connect).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(4999);
      expect(fetchAddress).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(fetchAddress).toHaveBeenCalledTimes(2);
      expect(client.connect).toHaveBeenCalledWith('ws://localhost:39000/imserver');
    } finally {
      jest.useRealTimers();
    }
  });

  it('stopping closes the client deliberately and cancels a pending retry', async () => {
    jest.useFakeTimers();
    try {
      const client = fakeClient();
      const fetchAddress = jest.fn().mockResolvedValue(null);
      const stop = startRealtime({ client, fetchAddress, retryMs: 5000 });
      await jest.advanceTimersByTimeAsync(0);
      stop();
      await jest.advanceTimersByTimeAsync(10_000);
      expect(fetchAddress).toHaveBeenCalledTimes(1);
      expect(client.close).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
