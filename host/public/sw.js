/* global self, caches */
/*
 * Kickoff's service worker (issue 16): the installable web app works offline with what the fan saw last.
 * Every request it answers goes to the network first and falls back to the copy from the last
 * success only when the network fails, so nothing is ever served stale while online: remotes.json,
 * app-config.json, remote entries (remoteEntry.js, mf-manifest.json), pages, scripts and lists alike.
 * Never cached: non-GET calls, calls carrying a login (accessToken), the socket, media and streams,
 * and any response the server marks `private` or `no-store` (a chat picture, a portrait under review):
 * those go to the network only and leave no copy on the device.
 */
const CACHE = 'kickoff-shell-v1';
const SHELL = ['/', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png'];
const MEDIA = /\.(m3u8|ts|mp4|m4s|flv|mp3)(\?|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .catch(() => undefined),
  );
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n)))),
  );
});

/** The server's word on a response: `private` or `no-store` means no copy in this cache. */
function storable(response) {
  return !/(^|[\s,])(private|no-store)([\s,=]|$)/i.test(response.headers.get('Cache-Control') || '');
}

function cacheable(request) {
  if (request.method !== 'GET') return false;
  if (request.headers.has('accessToken') || request.headers.has('Range')) return false;
  const url = new URL(request.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (MEDIA.test(url.pathname) || request.destination === 'video' || request.destination === 'audio') return false;
  // user-specific calls (wallet, messages, dev tools) and the socket are never kept
  return !/^\/(user\/|chat\/|imapi|imserver|ws|dev\/)/.test(url.pathname);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (!cacheable(request)) return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok && (response.type === 'basic' || response.type === 'cors') && storable(response)) {
          const copy = response.clone();
          caches
            .open(CACHE)
            .then((cache) => cache.put(request, copy))
            .catch(() => undefined);
        }
        return response;
      })
      .catch(() =>
        caches
          .match(request)
          .then((hit) => hit || (request.mode === 'navigate' ? caches.match('/') : undefined))
          .then((hit) => hit || Response.error()),
      ),
  );
});

/*
 * Web Push (issue 32): a fan alert of a followed match arrives as { title, body, tag, url } (server/src/push);
 * it is shown as a notification — one per alert id, a repeat replaces it — and a tap opens the match in
 * a window of the suite already open, or in a new one.
 */
self.addEventListener('push', (event) => {
  let data = null;
  try {
    data = event.data ? event.data.json() : null;
  } catch {
    data = null;
  }
  if (!data || typeof data.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: '/icons/icon-192.png',
      data: { url: typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin && 'navigate' in w);
      return open ? open.navigate(url).then((w) => (w || open).focus()) : self.clients.openWindow(url);
    }),
  );
});
