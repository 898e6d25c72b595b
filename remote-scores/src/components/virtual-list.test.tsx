/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { VirtualList } from './virtual-list';

interface Item {
  id: number;
  text: string;
}

const items = (n: number, text = 'row'): Item[] =>
  Array.from({ length: n }, (_, i) => ({ id: i, text: `${text} ${i}` }));
const row = (m: Item, top: number) => (
  <div key={m.id} role="listitem" data-top={top}>
    {m.text}
  </div>
);
// a frame and a macrotask: the list's measure (requestAnimationFrame) and useYielded's turn
const nextTurn = () => act(() => new Promise<void>((r) => setTimeout(r, 50)));

// jsdom: 768 px high window, the list at the top; rows of 1 rem = 50 px
const SCREENFUL = Math.ceil(768 / 50);
const OVERSCAN = 6;
const FIRST_ROWS = 8;

describe('VirtualList', () => {
  it('mounts the top of the screen first, the rest of the window after a turn, never all rows', async () => {
    render(<VirtualList items={items(500)} rowRem={1} label="比分" render={row} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_ROWS);
    expect(screen.getByRole('list', { name: '比分' }).style.height).toBe(`${500 * 50}px`);
    await nextTurn();
    expect(screen.getAllByRole('listitem')).toHaveLength(SCREENFUL + OVERSCAN);
    expect(screen.getAllByRole('listitem').at(-1)!.dataset.top).toBe(String((SCREENFUL + OVERSCAN - 1) * 50));
  });

  it('a deferred list keeps its height and mounts no row until the browser has had a turn', async () => {
    render(<VirtualList items={items(40)} rowRem={1} label="篮球" render={row} defer />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('list', { name: '篮球' }).style.height).toBe(`${40 * 50}px`);
    await nextTurn();
    expect(screen.getAllByRole('listitem')).toHaveLength(SCREENFUL + OVERSCAN);
  });

  it('applies new items (a push) to the rows shown, before and after the rest comes', async () => {
    const { rerender } = render(<VirtualList items={items(500)} rowRem={1} label="比分" render={row} />);
    rerender(<VirtualList items={items(500, 'patched')} rowRem={1} label="比分" render={row} />);
    expect(screen.getAllByRole('listitem')[0]!.textContent).toBe('patched 0');
    await nextTurn();
    rerender(<VirtualList items={items(500, 'again')} rowRem={1} label="比分" render={row} />);
    const shown = screen.getAllByRole('listitem');
    expect(shown).toHaveLength(SCREENFUL + OVERSCAN);
    expect(shown.every((r) => r.textContent!.startsWith('again '))).toBe(true);
  });

  it('a short list mounts all its rows at once', () => {
    render(<VirtualList items={items(3)} rowRem={1} label="比分" render={row} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
