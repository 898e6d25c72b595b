/** The handles of ordinary leaf routes (default layout); a route with another layout or tab spells its handle out. */
import type { RouteHandle } from './types';

/** A page anyone may open. */
export const page = (name: string, title: string): RouteHandle => ({ name, layout: 'default', title });

/** A page of the fan's own account: the host sends a visitor to log in first. */
export const own = (name: string, title: string): RouteHandle => ({
  name,
  layout: 'default',
  guard: 'authenticated',
  title,
});

/** A page only for visitors (login, register): a logged-in fan is sent on. */
export const visitor = (name: string, title: string): RouteHandle => ({
  name,
  layout: 'default',
  guard: 'notAuthenticated',
  title,
});
