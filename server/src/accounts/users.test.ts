import { demoSeedWanted } from './signup';

test('the demo account (published password) is seeded in the embedded demo, never in production on PostgreSQL', () => {
  // npm start: production mode on embedded PGlite
  expect(demoSeedWanted(undefined, 'production', 'pglite')).toBe(true);
  expect(demoSeedWanted(undefined, 'development', 'postgres')).toBe(true);
  expect(demoSeedWanted(undefined, 'production', 'postgres')).toBe(false);
  expect(demoSeedWanted('', 'production', 'postgres')).toBe(false);
});

test('SEED_DEMO=1 asks for it (never in production on PostgreSQL), SEED_DEMO=0 turns it off, else an error', () => {
  expect(demoSeedWanted('1', 'test', 'postgres')).toBe(true);
  expect(() => demoSeedWanted('1', 'production', 'postgres')).toThrow(
    'SEED_DEMO=1 is refused with NODE_ENV=production',
  );
  expect(demoSeedWanted('0', 'production', 'pglite')).toBe(false);
  expect(() => demoSeedWanted('yes', 'production', 'postgres')).toThrow('SEED_DEMO must be 1 or 0, not yes');
});
