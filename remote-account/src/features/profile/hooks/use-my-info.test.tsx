/** @jest-environment jsdom */
/** useMyInfo over real HTTP: asked once for a signed-in fan without info, never for a visitor. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, renderHook, waitFor } from '@testing-library/react';
import { configureApi } from '@kickoff/shared/api';
import { ACCOUNT_PATHS, ErrorCodes, type UserInfo } from '@kickoff/shared/contracts';
import { useAuthStore, useUserStore } from '@kickoff/shared/stores';
import { useMyInfo } from './use-my-info';

const INFO: UserInfo = {
  id: 7,
  nickName: '老球迷',
  portrait: '',
  portraitAudit: 1,
  portraitNew: '',
  diyTheme: '',
  phone: '138****0000',
};

let server: Server;
let asked: Array<{ path: string; token: string | undefined }> = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    asked.push({ path, token: req.headers.accesstoken as string | undefined });
    res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
    const found = path === ACCOUNT_PATHS.centerInfo;
    res.end(
      JSON.stringify(
        found ? { code: 200, data: INFO, msg: '成功' } : { code: ErrorCodes.NOT_FOUND, data: null, msg: '内容不存在' },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApi({ mainBase: base, liveBase: base, imBase: base });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  asked = [];
  useUserStore.getState().setInfo(null);
  useAuthStore.getState().setAuth('');
});

test('a signed-in fan without info gets it loaded into the user store, once', async () => {
  useAuthStore.getState().setAuth('tok-7');
  const { result, rerender } = renderHook(() => useMyInfo());
  expect(result.current).toBeNull();
  await waitFor(() => expect(result.current).toEqual(INFO));
  expect(useUserStore.getState().info).toEqual(INFO);
  rerender();
  expect(asked).toEqual([{ path: ACCOUNT_PATHS.centerInfo, token: 'tok-7' }]);
});

test('info already held is answered at once, without a call', () => {
  useAuthStore.getState().setAuth('tok-7');
  useUserStore.getState().setInfo(INFO);
  const { result } = renderHook(() => useMyInfo());
  expect(result.current).toEqual(INFO);
  expect(asked).toEqual([]);
});

test('a visitor asks nothing; signing in later loads the info', async () => {
  const { result } = renderHook(() => useMyInfo());
  expect(result.current).toBeNull();
  expect(asked).toEqual([]);
  act(() => useAuthStore.getState().setAuth('tok-7'));
  await waitFor(() => expect(result.current).toEqual(INFO));
});
