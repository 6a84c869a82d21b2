/*
 * Octane's service worker (issue 32, decision 058). Plain JavaScript, served as is from /sw.js.
 * - The app shell (the page and its hashed assets) is cached, so a navigation offline still opens the app.
 * - The schedule and "my bookings" answers are network-first with a cached fallback, so they show
 *   offline; the page is told (a message) when it is reading saved answers, and from when.
 * - Those answers are cached per signed-in person only (the page says who it is); another person
 *   signing in, or signing out, deletes them, so nothing is shown to the next user of a shared device.
 * - Push: a reminder's notification (title, body, the answer page's URL, one tag per reminder);
 *   a click focuses an open window on that page or opens one.
 */
const SHELL = 'octane-shell-v1';
const API_PREFIX = 'octane-api-u';
/** GET answers kept for offline: the schedule and today's bookings (and who is signed in, to render them). */
const OFFLINE_API = ['/api/training-sessions', '/api/training-programs', '/api/my-bookings', '/api/auth/user'];

let userId = null;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((c) => c.addAll(['/', '/favicon.svg', '/manifest.webmanifest'])).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('octane-shell-') && k !== SHELL).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function dropApiCaches(except) {
  const keys = await caches.keys();
  await Promise.all(keys.filter((k) => k.startsWith(API_PREFIX) && k !== except).map((k) => caches.delete(k)));
}

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'user') {
    // Who is signed in on this device now: only their answers are kept.
    userId = typeof data.id === 'number' ? data.id : null;
    const mine = userId === null ? null : API_PREFIX + userId;
    event.waitUntil(dropApiCaches(mine).then(() => (mine ? caches.open(mine) : undefined)));
  } else if (data.type === 'signed-out') {
    userId = null;
    event.waitUntil(dropApiCaches(null));
  }
});

async function tellClients(message) {
  const all = await self.clients.matchAll({ type: 'window' });
  for (const c of all) c.postMessage(message);
}

/** The signed-in person's cache: known from the page's last message, or (after the worker restarted) the one kept. */
async function apiCacheName() {
  if (userId !== null) return API_PREFIX + userId;
  const kept = (await caches.keys()).filter((k) => k.startsWith(API_PREFIX));
  return kept.length === 1 ? kept[0] : null;
}

async function networkFirstApi(request) {
  const name = await apiCacheName();
  try {
    const response = await fetch(request);
    if (name && response.ok) {
      const copy = response.clone();
      const headers = new Headers(copy.headers);
      headers.set('x-saved-at', new Date().toISOString());
      const body = await copy.blob();
      const cache = await caches.open(name);
      await cache.put(request.url, new Response(body, { status: copy.status, statusText: copy.statusText, headers }));
    }
    return response;
  } catch (err) {
    const cached = name ? await (await caches.open(name)).match(request.url) : undefined;
    if (!cached) throw err;
    await tellClients({ type: 'offline-answer', savedAt: cached.headers.get('x-saved-at') });
    return cached;
  }
}

async function shellFor(request) {
  try {
    const response = await fetch(request);
    // Only the app's page is the shell (a navigation to a file or a download is not).
    if (response.ok && (response.headers.get('content-type') || '').startsWith('text/html') && response.url.startsWith(self.location.origin)) {
      const cache = await caches.open(SHELL);
      await cache.put('/', response.clone());
    }
    return response;
  } catch (err) {
    const cached = await caches.match('/', { cacheName: SHELL });
    if (!cached) throw err;
    return cached;
  }
}

async function cacheFirstAsset(request) {
  const cache = await caches.open(SHELL);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && !url.pathname.startsWith('/api/')) {
    event.respondWith(shellFor(request));
  } else if (OFFLINE_API.includes(url.pathname) && !url.search) {
    event.respondWith(networkFirstApi(request));
  } else if (url.pathname.startsWith('/assets/')) {
    // Hashed file names: a cached one never changes.
    event.respondWith(cacheFirstAsset(request));
  }
});

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/';
  event.waitUntil(
    self.registration.showNotification(data.title || 'Octane Sports Performance', {
      body: data.body || '',
      tag: data.tag || undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((all) => {
      for (const c of all) {
        if (c.url === url && 'focus' in c) return c.focus();
      }
      const first = all.find((c) => 'navigate' in c);
      if (first) return first.navigate(url).then((c) => (c ? c.focus() : self.clients.openWindow(url)));
      return self.clients.openWindow(url);
    }),
  );
});
