/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { VirtualList } from './virtual-list';

const rows = Array.from({ length: 500 }, (_, i) => i);
const Row = ({ i, top }: { i: number; top: number }) => <p role="listitem" data-top={top}>{`row ${i}`}</p>;

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeAll(() => {
  // jsdom has no scrolling; the virtualizer asks for the offset it already has
  window.scrollTo = () => undefined;
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
});

describe('VirtualList', () => {
  it('mounts only the rows in view plus overscan, each at its own top, and follows the scroll', async () => {
    // 1.2rem rows at the default 50 px rem: 60 px each
    render(<VirtualList items={rows} rowRem={1.2} label="比分" render={(i, top) => <Row key={i} i={i} top={top} />} />);
    const list = screen.getByRole('list', { name: '比分' });
    expect(list.style.height).toBe(`${500 * 60}px`);
    const shown = () => screen.getAllByRole('listitem').map((e) => e.textContent);
    expect(shown().length).toBeLessThan(30);
    expect(shown()[0]).toBe('row 0');
    expect(screen.getByText('row 3').getAttribute('data-top')).toBe('180');

    await act(async () => scrollWindowTo(3000));
    expect(shown()).toContain('row 50');
    expect(shown()).not.toContain('row 0');
    expect(shown().length).toBeLessThan(30);
    expect(screen.getByText('row 50').getAttribute('data-top')).toBe('3000');
  });
});
