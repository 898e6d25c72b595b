import type { NewsPage } from '@kickoff/shared/contracts';
import { askHeadlinesEarly, columnOfPath, headlinesPage } from './early-headlines';
import { newsPage } from './feed-api';

jest.mock('./feed-api', () => ({ newsPage: jest.fn() }));
const pageMock = newsPage as jest.MockedFunction<typeof newsPage>;

const answer = (n: number): NewsPage => ({ list: [], next: n });
let asked = 0;
beforeEach(() => {
  asked = 0;
  pageMock.mockReset();
  pageMock.mockImplementation(() => Promise.resolve(answer(++asked)));
});
afterEach(() => jest.useRealTimers());

describe('the headlines asked early', () => {
  it('the first page asked by the route is the one the feed gets, without asking again', async () => {
    askHeadlinesEarly(1003);
    expect(pageMock.mock.calls).toEqual([[{ column: 1003, page: 1, size: 10 }]]);
    expect(await headlinesPage(1003, 1)).toEqual(answer(1));
    expect(pageMock).toHaveBeenCalledTimes(1);
  });

  it('is taken once: a reload after it asks the server again', async () => {
    askHeadlinesEarly(1003);
    await headlinesPage(1003, 1);
    expect(await headlinesPage(1003, 1)).toEqual(answer(2));
    expect(pageMock).toHaveBeenCalledTimes(2);
  });

  it('is not taken for another column, nor for a later page', async () => {
    askHeadlinesEarly(1003);
    expect(await headlinesPage(1003, 2)).toEqual(answer(2));
    expect(await headlinesPage(1004, 1)).toEqual(answer(3));
    // the other column's first load dropped it
    expect(await headlinesPage(1003, 1)).toEqual(answer(4));
    expect(pageMock.mock.calls.map(([b]) => [b.column, b.page])).toEqual([
      [1003, 1],
      [1003, 2],
      [1004, 1],
      [1003, 1],
    ]);
  });

  it('an answer older than 5 s is not taken: the feed asks afresh', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    askHeadlinesEarly(1002);
    jest.setSystemTime(1_005_000);
    expect(await headlinesPage(1002, 1)).toEqual(answer(2));
  });

  it("a failed early answer is the feed's failure, and nobody's when not taken", async () => {
    pageMock.mockReset();
    pageMock.mockRejectedValueOnce(new Error('网络异常')).mockRejectedValueOnce(new Error('网络异常'));
    askHeadlinesEarly(1002);
    await expect(headlinesPage(1002, 1)).rejects.toThrow('网络异常');
    // not taken: no unhandled rejection (jest would fail the test)
    askHeadlinesEarly(1004);
    await new Promise((r) => setTimeout(r, 0));
  });

  it("reads the path's column as the contract's columns name it, 头条 for an unknown one", () => {
    expect([columnOfPath('1004'), columnOfPath('1002'), columnOfPath('77'), columnOfPath(undefined)]).toEqual([
      1004, 1002, 1002, 1002,
    ]);
  });
});
