/** @jest-environment jsdom */
/**
 * 修改昵称 over a stub of the nickname call (real HTTP, through the shared client): the shared rule and
 * an unchanged name are answered here without a request; the server's refusal is shown as it says it
 * and changes nothing; an accepted name becomes the fan's info.
 */
import { act, renderHook } from '@testing-library/react';
import { ACCOUNT_PATHS, ErrorCodes, type UserInfo } from '@kickoff/shared/contracts';
import { useUserStore } from '@kickoff/shared/stores';
import { answerOk, answerRefused, startStubApi, type StubApi } from '@kickoff/shared/testing';
import { useSaveNickname } from './use-save-nickname';

const INFO: UserInfo = {
  id: 7,
  nickName: '老球迷',
  portrait: '',
  portraitAudit: 1,
  portraitNew: '',
  diyTheme: '',
  phone: '138****0000',
};
const TAKEN = '该昵称已被使用，请换一个';

let api: StubApi;
beforeAll(async () => {
  api = await startStubApi(({ body }) => {
    const { nickName } = body as { nickName: string };
    return nickName === '已有人用' ? answerRefused(ErrorCodes.CONFLICT, TAKEN) : answerOk({ ...INFO, nickName });
  });
});
afterAll(() => api.close());

beforeEach(() => {
  api.posted.length = 0;
  useUserStore.getState().setInfo(INFO);
});

async function save(name: string) {
  const { result } = renderHook(() => useSaveNickname());
  let saved = false;
  await act(async () => {
    saved = await result.current.save(name, INFO.nickName);
  });
  return { saved, error: result.current.error };
}

test('a name the shared rule refuses, or the same name, is answered without asking the server', async () => {
  expect(await save('')).toEqual({ saved: false, error: expect.any(String) });
  expect(await save(INFO.nickName)).toEqual({ saved: false, error: '新昵称与当前昵称相同' });
  expect(api.posted).toEqual([]);
});

test("the server's refusal is shown as it says it, and the fan's info stays", async () => {
  expect(await save('已有人用')).toEqual({ saved: false, error: TAKEN });
  expect(api.posted).toEqual([{ path: ACCOUNT_PATHS.nickname, body: { nickName: '已有人用' } }]);
  expect(useUserStore.getState().info?.nickName).toBe(INFO.nickName);
});

test('an accepted name becomes the fan’s info at once', async () => {
  expect(await save('新名字')).toEqual({ saved: true, error: null });
  expect(useUserStore.getState().info?.nickName).toBe('新名字');
});
