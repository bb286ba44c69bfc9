// Service worker: keeps the app shell and built assets so a returning guest
// sees the site instantly and an offline visitor gets a friendly page.
const CACHE = 'kbh-shell-v2';
// The bare app shell (the server renders no page into it), so it starts the app on any route.
const SHELL_URL = '/shell.html';
const EXTRAS = ['/offline.html', '/favicon.svg'];

// The shell's own scripts and styles are read from its HTML, so the cached
// page can start without the network.
async function precache() {
  const cache = await caches.open(CACHE);
  const response = await fetch(SHELL_URL, { cache: 'reload' });
  const html = await response.clone().text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await cache.put(SHELL_URL, response);
  await cache.addAll([...new Set([...assets, ...EXTRAS])]);
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
  // Live data is never served from this cache; the tours widget's frame never gets the app's shell.
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/trpc/') || url.pathname.startsWith('/widgets/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() => caches.match(SHELL_URL).then((shell) => shell || caches.match('/offline.html'))),
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
