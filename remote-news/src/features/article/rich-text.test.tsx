/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { RichText } from './rich-text';

test('allowed markup renders; scripts, handlers and javascript: URLs never reach the DOM', () => {
  const { container } = render(
    <RichText
      html={
        '<p onclick="alert(1)">进球<strong>2</strong><script>alert(1)</script></p>' +
        '<img src="x" onerror="alert(1)"><img src="/inform/cover/3.svg" alt="封面">' +
        '<a href="javascript:alert(1)">坏链接</a><a href="https://example.com/a">好链接</a>' +
        '<iframe src="https://e.com"></iframe><div><em>斜体</em></div>'
      }
    />,
  );
  expect(container.innerHTML).toBe(
    '<div><p>进球<strong>2</strong></p><img alt="封面" loading="lazy" src="/inform/cover/3.svg">' +
      '<a target="_blank" rel="noopener noreferrer nofollow">坏链接</a>' +
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">好链接</a><em>斜体</em></div>',
  );
});

test('a script payload as text stays text', () => {
  const { container } = render(<RichText html={'<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'} />);
  expect(container.textContent).toBe('<script>alert(1)</script>');
  expect(container.querySelector('script')).toBeNull();
});
