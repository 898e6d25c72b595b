/** @jest-environment jsdom */
import '@kickoff/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { DataScope } from '@kickoff/shared/data';
import { createMemoryRouter, RouterProvider } from '@kickoff/shared/navigation';
import { searchAll } from './search-api';
import SearchPanel from './search-panel';

jest.mock('./search-api', () => ({ searchAll: jest.fn() }));
jest.mock('../../lib/media-url', () => ({ mediaUrl: (p: string) => p }));
const searchMock = searchAll as jest.MockedFunction<typeof searchAll>;

function mount() {
  const router = createMemoryRouter([{ path: '/', element: <SearchPanel column={1002} onClose={() => undefined} /> }]);
  render(
    <DataScope>
      <RouterProvider router={router} />
    </DataScope>,
  );
}

test('the words typed find articles and posts, each as its card; nothing found says so', async () => {
  searchMock.mockResolvedValueOnce({
    news: [
      {
        id: 5,
        columnId: 1003,
        kind: 'report',
        tag: '英超',
        title: '曼城2-1热刺',
        summary: '',
        cover: '',
        author: '开球战报',
        publishTime: 1_700_000_000,
        views: 0,
        likes: 0,
        comments: 0,
        matchId: null,
      },
    ],
    posts: [],
  });
  mount();
  fireEvent.change(screen.getByRole('searchbox', { name: '搜索资讯和帖子' }), { target: { value: ' 曼城 ' } });
  fireEvent.submit(screen.getByRole('search'));
  expect((await screen.findByRole('link', { name: /曼城2-1热刺/ })).getAttribute('href')).toBe('/news/1002/5');
  expect(searchMock).toHaveBeenCalledWith('曼城');
  searchMock.mockResolvedValueOnce({ news: [], posts: [] });
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: '没有的词' } });
  fireEvent.submit(screen.getByRole('search'));
  expect(await screen.findByText('没有找到相关内容')).toBeTruthy();
});
