/** @jest-environment jsdom */
import '@kickoff/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { RELOAD_MARK } from './reload-guard';
import { REMOTE_FAILED_TEXT, RemoteBoundary } from './remote-boundary';

let failure: Error | null = null;
function RemotePage() {
  if (failure) throw failure;
  return <p>赛程页面</p>;
}

beforeEach(() => {
  sessionStorage.clear();
  // React reports caught render errors on the console; the test asserts the boundary's handling instead
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('shows the Chinese fallback with 重试 in place of a page that throws, and 重试 renders it again once fixed', () => {
  failure = new Error('render failed');
  render(
    <main>
      <p>顶部栏</p>
      <RemoteBoundary resetKey="/live/zq">
        <RemotePage />
      </RemoteBoundary>
    </main>,
  );
  expect(screen.getByText(REMOTE_FAILED_TEXT)).toBeTruthy();
  expect(screen.getByText('顶部栏')).toBeTruthy();

  failure = null;
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(screen.getByText('赛程页面')).toBeTruthy();
  expect(screen.queryByText(REMOTE_FAILED_TEXT)).toBeNull();
});

it('leaves the broken page behind when the path changes', () => {
  failure = new Error('render failed');
  const { rerender } = render(
    <RemoteBoundary resetKey="/live/zq">
      <RemotePage />
    </RemoteBoundary>,
  );
  expect(screen.getByText(REMOTE_FAILED_TEXT)).toBeTruthy();
  failure = null;
  rerender(
    <RemoteBoundary resetKey="/news/1002">
      <RemotePage />
    </RemoteBoundary>,
  );
  expect(screen.getByText('赛程页面')).toBeTruthy();
});

it('reloads once for a chunk that failed to load, and only shows the fallback the second time', () => {
  failure = Object.assign(new Error('Loading chunk 345 failed.'), { name: 'ChunkLoadError' });
  render(
    <RemoteBoundary resetKey="/live/zq">
      <RemotePage />
    </RemoteBoundary>,
  );
  expect(sessionStorage.getItem(RELOAD_MARK)).not.toBeNull();
  const mark = sessionStorage.getItem(RELOAD_MARK);
  render(
    <RemoteBoundary resetKey="/live/zq">
      <RemotePage />
    </RemoteBoundary>,
  );
  // the mark is kept, not renewed: a second failure does not reload again
  expect(sessionStorage.getItem(RELOAD_MARK)).toBe(mark);
  expect(screen.getAllByText(REMOTE_FAILED_TEXT)).toHaveLength(2);
});
