/** @jest-environment jsdom */
import '@kickoff/shared/testing';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@kickoff/shared/navigation';
import { Markdown } from './markdown';

function html(text: string): HTMLElement {
  const router = createMemoryRouter([{ path: '/', element: <Markdown text={text} /> }]);
  return render(<RouterProvider router={router} />).container;
}

describe('assistant markdown', () => {
  it('draws lists, bold and in-suite links', () => {
    const el = html('现在有 **2** 场：\n- 英超 [曼城 2-1 利物浦](/live/zq/detail/7) · 67′\n- 西甲');
    expect(el.querySelector('strong')?.textContent).toBe('2');
    expect(el.querySelectorAll('li')).toHaveLength(2);
    expect(el.querySelector('a')?.getAttribute('href')).toBe('/live/zq/detail/7');
  });

  it('never turns an answer into markup or a script link', () => {
    const el = html('<img src=x onerror=alert(1)> [点我](javascript:alert(1)) [外站](https://example.com)');
    expect(el.querySelector('img')).toBeNull();
    expect(el.textContent).toContain('<img src=x onerror=alert(1)>');
    const links = [...el.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['https://example.com']);
    expect(el.querySelector('a')?.getAttribute('rel')).toContain('noopener');
  });

  it('keeps a path that a browser would read as another host as plain text', () => {
    const el = html('[a](/\\evil.example) [b](//evil.example) [c](/live/\\evil) [d](/news/1002)');
    const links = [...el.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/news/1002']);
    expect(el.textContent).toContain('a');
  });
});
