/** @jest-environment jsdom */
/**
 * 签到 over a stub of the check-in calls (real HTTP, through the shared client): the week loads; a
 * check-in shows the server's message and the week it answers; a refused one (already checked in
 * today) shows the refusal and keeps the week shown.
 */
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { ACTIVITIES_PATHS, ErrorCodes, type CheckinStatus } from '@kickoff/shared/contracts';
import { answerOk, answerRefused, startStubApi, type StubApi } from '@kickoff/shared/testing';
import { useCheckin } from './use-checkin';

const week = (checkedToday: boolean): CheckinStatus => ({
  today: '2026-12-07',
  checkedToday,
  streak: checkedToday ? 3 : 2,
  reward: { coin: 10, point: 10 },
  week: [
    { date: '2026-12-05', checked: true },
    { date: '2026-12-06', checked: true },
    { date: '2026-12-07', checked: checkedToday },
  ],
});

let checked = false;
let api: StubApi;
beforeAll(async () => {
  api = await startStubApi(({ method, path }) => {
    if (path !== ACTIVITIES_PATHS.checkin) return answerRefused(ErrorCodes.NOT_FOUND, '内容不存在');
    if (method === 'GET') return answerOk(week(checked));
    if (checked) return answerRefused(ErrorCodes.CONFLICT, '今天已经签到过了');
    checked = true;
    return answerOk(week(true), '签到成功，金币 +10');
  });
});
afterAll(() => api.close());

test('a check-in shows the server’s message and its week; a second one is refused and changes nothing', async () => {
  const { result } = renderHook(() => useCheckin());
  await waitFor(() => expect(result.current.state.data?.checkedToday).toBe(false));

  await act(() => result.current.checkIn());
  expect(screen.getByRole('status').textContent).toBe('签到成功，金币 +10');
  expect(result.current.state.data).toEqual(week(true));
  expect(result.current.busy).toBe(false);

  await act(() => result.current.checkIn());
  expect(screen.getByRole('status').textContent).toBe('今天已经签到过了');
  expect(result.current.state.data).toEqual(week(true));
  expect(api.posted.map((p) => p.path)).toEqual([ACTIVITIES_PATHS.checkin, ACTIVITIES_PATHS.checkin]);
});
