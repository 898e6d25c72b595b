import { socketUrlFrom } from './address';

describe('socketUrlFrom', () => {
  it('builds the URL from lotteryAddress[0]', () => {
    expect(
      socketUrlFrom({
        token: 't',
        lotteryAddress: [
          { protocol: 'wss', host: 'im.example.com', port: 443, path: '/imserver' },
          { protocol: 'ws', host: 'backup', port: 80, path: '/imserver' },
        ],
      }),
    ).toBe('wss://im.example.com:443/imserver');
    expect(
      socketUrlFrom({
        token: '',
        lotteryAddress: [{ protocol: 'ws', host: '127.0.0.1', port: 8080, path: 'imserver' }],
      }),
    ).toBe('ws://127.0.0.1:8080/imserver');
    expect(socketUrlFrom({ token: '', lotteryAddress: [] })).toBeNull();
  });
});
