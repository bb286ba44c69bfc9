// Service worker: keeps the app shell and built assets so a returning guest
// sees the site instantly and an offline visitor gets a friendly page.
const CACHE = 'kbh-shell-v1';
const SHELL = ['/', '/offline.html', '/favicon.svg'];

// The shell's own scripts and styles are read from its HTML, so the cached
// page can start without the network.
async function precache() {
  const cache = await caches.open(CACHE);
  const response = await fetch('/', { cache: 'reload' });
  const html = await response.clone().text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await cache.put('/', response);
  await cache.addAll([...new Set([...assets, ...SHELL.filter((url) => url !== '/')])]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  // Live data is never served from this cache.
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/trpc/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() => caches.match('/').then((shell) => shell || caches.match('/offline.html'))),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/photos/')) {
    // Hashed or versioned files never change: cache first.
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
