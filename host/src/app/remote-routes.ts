/**
 * Mounts a remote's `./routes` into the 'root' route the first time a path under its prefixes is
 * visited. A remote that cannot be loaded is recorded as failed (its fallback shows in the layout);
 * the next navigation under its prefixes — 重试 — asks for it again. The staff console is loaded only
 * once the server says the signed-in account is staff; anyone else gets the 404 page and none of its code.
 */
import type { PatchRoutesOnNavigationFunction } from '@kickoff/shared/navigation';
import type { RemoteRoute, RemoteRoutesModule } from '@kickoff/shared/routing';
import { isUnavailable, REMOTE_UNAVAILABLE } from '../federation/remote-fallback';
import { ChunkLoadFailed, RouteErrorInLayout } from '../errors/route-error-in-layout';
import { isChunkLoadError } from '../errors/reload-guard';
import { raceScriptErrors } from '../errors/script-error-race';
import { get } from '@kickoff/shared/api';
import { STAFF_ME_PATH, STAFF_REMOTE, SUCCESS } from '@kickoff/shared/contracts';
import { remoteForPath } from './remote-for-path';
import type { RemotesManifest } from './remote-registry';
import { useRemoteStatus } from './remote-status';

function isRoutesModule(mod: unknown): mod is RemoteRoutesModule {
  return (
    typeof mod === 'object' &&
    mod !== null &&
    !isUnavailable(mod) &&
    Array.isArray((mod as { default?: unknown }).default)
  );
}

function reasonOf(mod: unknown): string {
  if (isUnavailable(mod)) return mod[REMOTE_UNAVAILABLE].reason;
  if (mod instanceof Error) return mod.message;
  return 'the remote did not expose a route list';
}

/**
 * A lazy page chunk that fails to load (see script-error-race) becomes a page of its own that
 * reloads once, at any depth. It is not left to the route's error boundary: React Router drops a
 * lazy() rejection on the first load of a route patched in by patchRoutesOnNavigation, leaving an
 * empty page.
 */
function pageOrChunkFailure(error: unknown): { Component: typeof ChunkLoadFailed } {
  if (!isChunkLoadError(error)) throw error;
  return { Component: ChunkLoadFailed };
}

function withChunkErrors(route: RemoteRoute): RemoteRoute {
  const { lazy, children } = route;
  const next = { ...route } as RemoteRoute;
  if (typeof lazy === 'function')
    Object.assign(next, { lazy: () => raceScriptErrors(lazy()).catch(pageOrChunkFailure) });
  if (children) next.children = children.map(withChunkErrors);
  return next;
}

/** Loader and lazy-chunk errors of remote pages stay inside the layout instead of replacing the shell. */
export function withLayoutErrors(routes: RemoteRoute[]): RemoteRoute[] {
  return routes.map((r) => {
    const route = withChunkErrors(r);
    return r.ErrorBoundary || r.errorElement ? route : ({ ...route, ErrorBoundary: RouteErrorInLayout } as RemoteRoute);
  });
}

export function createRemotePatcher(
  manifest: RemotesManifest,
  load: (id: string) => Promise<unknown>,
): PatchRoutesOnNavigationFunction {
  const inFlight = new Map<string, Promise<void>>();
  return async ({ path, patch }) => {
    const name = remoteForPath(manifest, path);
    if (!name || useRemoteStatus.getState().loaded[name]) return;
    // the staff console is fetched only once the server says this is staff: a fan never downloads it
    if (name === STAFF_REMOTE && (await get(STAFF_ME_PATH).catch(() => null))?.code !== SUCCESS) return;
    let pending = inFlight.get(name);
    if (!pending) {
      pending = (async () => {
        let mod: unknown;
        try {
          mod = await load(`${name}/routes`);
        } catch (e) {
          mod = e;
        }
        if (isRoutesModule(mod)) {
          patch('root', withLayoutErrors(mod.default));
          useRemoteStatus.getState().markLoaded(name);
        } else {
          useRemoteStatus.getState().markFailed(name, reasonOf(mod));
        }
      })().finally(() => inFlight.delete(name));
      inFlight.set(name, pending);
    }
    await pending;
  };
}
