import { applyPatches } from './apply-patches';

interface Row {
  id: number;
  sc: [number, number];
  s: number;
}
const list: Row[] = [
  { id: 1, sc: [0, 0], s: 2 },
  { id: 2, sc: [1, 0], s: 4 },
  { id: 3, sc: [0, 0], s: 1 },
];

describe('applyPatches', () => {
  it('replaces only the patched rows and keeps the others by reference', () => {
    const out = applyPatches(list, [{ id: 2, sc: [2, 0] }]);
    expect(out).not.toBe(list);
    expect(out[1]).toEqual({ id: 2, sc: [2, 0], s: 4 });
    expect(out[0]).toBe(list[0]);
    expect(out[2]).toBe(list[2]);
  });

  it('merges several patches for one match in order', () => {
    const out = applyPatches(list, [
      { id: 1, sc: [1, 0] },
      { id: 1, s: 3 },
      { id: 1, sc: [1, 1] },
    ]);
    expect(out[0]).toEqual({ id: 1, sc: [1, 1], s: 3 });
  });

  it('returns the same array when no patch concerns the list', () => {
    expect(applyPatches(list, [{ id: 99, s: 8 }])).toBe(list);
    expect(applyPatches(list, [])).toBe(list);
  });
});
