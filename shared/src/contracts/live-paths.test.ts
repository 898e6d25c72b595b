import { isApiRequest } from './api-prefixes';
import { GOAL_ALERTS_PATH, HOT_LIST_PATH } from './live';
import { LIVE_FOLLOW_PATHS } from './live-follow';
import { LIVE_PATHS } from './live-paths';

/** Every live call path, the id paths as the server registers them (`:id`). */
function allPaths(): string[] {
  const { filter, ...rest } = LIVE_PATHS;
  const withId = (p: string | ((id: string) => string)) => (typeof p === 'string' ? p : p(':id'));
  return [
    ...Object.values(rest).map(withId),
    filter('football'),
    filter('basketball'),
    ...Object.values(LIVE_FOLLOW_PATHS),
    HOT_LIST_PATH,
    GOAL_ALERTS_PATH,
  ];
}

describe('live call paths', () => {
  it('are all distinct, under /api/live/, and reach the API through the one origin', () => {
    const paths = allPaths();
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) {
      expect(p).toMatch(/^\/api\/live\/[\w/:-]+$/);
      expect({ p, api: isApiRequest(p, 'application/json') }).toEqual({ p, api: true });
    }
  });

  it('put the id where the spec has it', () => {
    expect(LIVE_PATHS.footballHeader(7)).toBe('/api/live/fb/match/live/navigation/7');
    expect(LIVE_PATHS.footballOddsHistory(':id')).toBe('/api/live/odds/history/:id');
    expect(LIVE_PATHS.basketballDetail(8)).toBe('/api/live/basket/match/detail/8');
    expect(LIVE_PATHS.filter('basketball')).toBe('/api/live/basketball/filter');
  });
});
