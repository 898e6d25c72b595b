import { TtlCache } from './ttl-cache';

test('serves a computed value until it is too old; concurrent askers share it; failures are not kept', async () => {
  let now = 0;
  const cache = new TtlCache<number>(1000, () => now);
  let calls = 0;
  const compute = async () => ++calls;
  expect(await Promise.all([cache.get('a', compute), cache.get('a', compute)])).toEqual([1, 1]);
  now = 999;
  expect(await cache.get('a', compute)).toBe(1);
  now = 1000;
  expect(await cache.get('a', compute)).toBe(2);
  await expect(cache.get('b', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
  await Promise.resolve();
  expect(await cache.get('b', compute)).toBe(3);
  cache.clear();
  expect(await cache.get('a', compute)).toBe(4);
});
