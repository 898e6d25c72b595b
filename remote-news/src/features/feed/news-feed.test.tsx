/**
 * @jest-environment jsdom
 * @jest-environment-options {"pretendToBeVisual": true}
 */
import '@kickoff/shared/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { NewsItem } from '@kickoff/shared/contracts';
import { DataScope } from '@kickoff/shared/data';
import { createMemoryRouter, RouterProvider } from '@kickoff/shared/navigation';
import { newsPage } from './feed-api';
import { NewsFeed } from './news-feed';

jest.mock('./feed-api', () => ({ newsPage: jest.fn() }));
jest.mock('../../lib/media-url', () => ({ mediaUrl: (p: string) => p }));
const pageMock = newsPage as jest.MockedFunction<typeof newsPage>;

const item = (id: number): NewsItem => ({
  id,
  columnId: 1002,
  kind: 'report',
  tag: '英超',
  title: `标题${id}`,
  summary: '',
  cover: '',
  author: '开球战报',
  publishTime: Math.floor(Date.now() / 1000) - 600,
  views: 3,
  likes: 0,
  comments: 0,
  matchId: 0,
});

// the end-of-list sentinels being watched; `scrollToEnd` tells them they came near the viewport
let watching: Array<() => void> = [];
beforeEach(() => {
  watching = [];
  pageMock.mockReset();
  class Watch {
    constructor(private readonly seen: IntersectionObserverCallback) {}
    observe() {
      watching.push(() => this.seen([{ isIntersecting: true } as IntersectionObserverEntry], this as never));
    }
    disconnect() {
      watching = [];
    }
  }
  Object.assign(window, { IntersectionObserver: Watch });
});
const scrollToEnd = () => act(() => watching.forEach((see) => see()));
const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

/** the feed at /, and another page at /away to leave it for */
function mount() {
  const router = createMemoryRouter([
    { path: '/', element: <NewsFeed column={1002} /> },
    { path: '/away', element: <p>别处</p> },
  ]);
  render(
    <DataScope>
      <RouterProvider router={router} />
    </DataScope>,
  );
  return router;
}

describe('NewsFeed', () => {
  it('loads the next page near the end of the list until the server says there is none', async () => {
    pageMock
      .mockResolvedValueOnce({ list: [item(1), item(2)], next: 2 })
      .mockResolvedValueOnce({ list: [item(3)], next: 0 });
    mount();
    expect(await screen.findByText('标题2')).toBeTruthy();
    expect(screen.queryByText('没有更多了')).toBeNull();
    scrollToEnd();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(titles()).toEqual(['标题1', '标题2', '标题3']);
    expect(pageMock.mock.calls.map(([body]) => body.page)).toEqual([1, 2]);
  });

  it('a failed next page keeps the headlines and 重试 asks that page again', async () => {
    pageMock
      .mockResolvedValueOnce({ list: [item(1)], next: 2 })
      .mockRejectedValueOnce(new Error('网络超时'))
      .mockResolvedValueOnce({ list: [item(2)], next: 0 });
    mount();
    await screen.findByText('标题1');
    scrollToEnd();
    expect(await screen.findByText('网络超时，请重试')).toBeTruthy();
    expect(titles()).toEqual(['标题1']);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(titles()).toEqual(['标题1', '标题2']);
    expect(pageMock.mock.calls.map(([body]) => body.page)).toEqual([1, 2, 2]);
  });

  it('a column opened again shows every page it had at once, without 加载中', async () => {
    pageMock
      .mockResolvedValueOnce({ list: [item(1)], next: 2 })
      .mockResolvedValueOnce({ list: [item(2)], next: 0 })
      .mockReturnValue(new Promise(() => undefined));
    const router = mount();
    await screen.findByText('标题1');
    scrollToEnd();
    await screen.findByText('标题2');
    await act(() => router.navigate('/away'));
    await screen.findByText('别处');
    await act(() => router.navigate('/'));
    expect(titles()).toEqual(['标题1', '标题2']);
    await act(() => new Promise((done) => setTimeout(done, 300)));
    expect(screen.queryByText('加载中')).toBeNull();
    expect(titles()).toEqual(['标题1', '标题2']);
  });

  it("loads the first screen's covers at once and the others' as the fan scrolls near them", async () => {
    const withCover = (id: number) => ({ ...item(id), cover: `/inform/cover/${id}.svg` });
    pageMock.mockResolvedValueOnce({ list: Array.from({ length: 10 }, (_, i) => withCover(i + 1)), next: 0 });
    mount();
    await screen.findByText('标题10');
    const covers = [...document.querySelectorAll('img')];
    expect(covers.map((img) => img.getAttribute('src'))).toEqual(
      Array.from({ length: 10 }, (_, i) => `/inform/cover/${i + 1}.svg`),
    );
    expect(covers.map((img) => img.getAttribute('loading'))).toEqual([
      ...Array.from({ length: 6 }, () => 'eager'),
      ...Array.from({ length: 4 }, () => 'lazy'),
    ]);
    expect(covers.every((img) => img.getAttribute('decoding') === 'async')).toBe(true);
  });
});
