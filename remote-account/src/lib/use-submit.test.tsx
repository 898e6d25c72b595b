/** @jest-environment jsdom */
/** useSubmit: one submission at a time, the server's message as the error, a network failure in Chinese. */
import { act, renderHook } from '@testing-library/react';
import { ErrorCodes, SUCCESS } from '@kickoff/shared/contracts';
import { accepted } from './refusal';
import { useSubmit } from './use-submit';

test('busy while the work runs; a second submit meanwhile is refused and does not run', async () => {
  const { result } = renderHook(() => useSubmit());
  let finish: (problem: string | null) => void = () => undefined;
  const work = jest.fn(() => new Promise<string | null>((resolve) => (finish = resolve)));
  let first: Promise<boolean> = Promise.resolve(false);
  act(() => {
    first = result.current.run(work);
  });
  expect(result.current.busy).toBe(true);
  let second = true;
  await act(async () => {
    second = await result.current.run(work);
  });
  expect(second).toBe(false);
  expect(work).toHaveBeenCalledTimes(1);
  await act(async () => {
    finish(null);
    expect(await first).toBe(true);
  });
  expect(result.current.busy).toBe(false);
  expect(result.current.error).toBeNull();
});

test("the server's message becomes the error and the next success clears it", async () => {
  const { result } = renderHook(() => useSubmit());
  let ok = true;
  await act(async () => {
    ok = await result.current.run(async () => '验证码错误');
  });
  expect(ok).toBe(false);
  expect(result.current.error).toBe('验证码错误');
  await act(async () => {
    ok = await result.current.run(async () => null);
  });
  expect(ok).toBe(true);
  expect(result.current.error).toBeNull();
});

test('a thrown failure (network) reads 网络异常 and frees the form', async () => {
  const { result } = renderHook(() => useSubmit());
  let ok = true;
  await act(async () => {
    ok = await result.current.run(() => Promise.reject(new Error('ECONNRESET')));
  });
  expect(ok).toBe(false);
  expect(result.current.error).toBe('网络异常，请稍后重试');
  expect(result.current.busy).toBe(false);
});

test("a refused call (accepted) shows the server's message, or the form's fallback when it sent none", async () => {
  const { result } = renderHook(() => useSubmit());
  const refused = (msg: string) =>
    accepted(Promise.resolve({ code: ErrorCodes.CONFLICT, msg, data: null }), '修改失败');
  await act(async () => {
    await result.current.run(async () => (await refused('昵称已被占用'), null));
  });
  expect(result.current.error).toBe('昵称已被占用');
  await act(async () => {
    await result.current.run(async () => (await refused(''), null));
  });
  expect(result.current.error).toBe('修改失败');
  const ok = accepted(Promise.resolve({ code: SUCCESS, msg: '', data: { n: 1 } }), '修改失败');
  await expect(ok).resolves.toEqual({ n: 1 });
});
