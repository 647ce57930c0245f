// Service worker: makes the site resilient, never stale. Hashed build assets and fonts are cache-first (their names
// change with their content); pages are network-first with the last good copy as a fallback, then an offline page
// in the visitor's language. The API and every non-GET request are left alone. Bump VERSION when this file's
// caching rules or the offline pages change: activation deletes the caches of other versions.
const VERSION = "v1";
const STATIC_CACHE = `static-${VERSION}`;
const PAGES_CACHE = `pages-${VERSION}`;
const OUR_CACHES = /^(static|pages)-/;
const OFFLINE_PAGES = { pl: "/offline/pl.html", en: "/offline/en.html" };
const MAX_PAGES = 50;
const MAX_STATIC = 300;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(PAGES_CACHE)
      .then((cache) => cache.addAll(Object.values(OFFLINE_PAGES)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => OUR_CACHES.test(key) && key !== STATIC_CACHE && key !== PAGES_CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || request.headers.has("range")) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;

  if (url.pathname.startsWith("/_next/static/") || /\.(woff2?|ttf|otf)$/.test(url.pathname)) {
    event.respondWith(cacheFirst(event, request));
  } else if (request.mode === "navigate") {
    event.respondWith(networkFirst(event, request, url));
  }
});

async function cacheFirst(event, request) {
  const cache = await caches.open(STATIC_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    event.waitUntil(cache.put(request, response.clone()).then(() => trim(cache, MAX_STATIC)));
  }
  return response;
}

async function networkFirst(event, request, url) {
  // One copy per path: query strings (utm_*, …) do not change a page's content.
  const key = url.origin + url.pathname;
  const cache = await caches.open(PAGES_CACHE);
  try {
    const response = await fetch(request);
    if (response.status === 200 && response.type === "basic") {
      event.waitUntil(cache.put(key, response.clone()).then(() => trim(cache, MAX_PAGES)));
    }
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    const english = url.pathname === "/en" || url.pathname.startsWith("/en/");
    const offline = await cache.match(english ? OFFLINE_PAGES.en : OFFLINE_PAGES.pl);
    if (offline) return offline;
    throw error;
  }
}

async function trim(cache, max) {
  const keys = await cache.keys();
  const offline = new Set(Object.values(OFFLINE_PAGES).map((path) => new URL(path, self.location.origin).href));
  const removable = keys.filter((request) => !offline.has(request.url));
  await Promise.all(removable.slice(0, Math.max(0, removable.length - max)).map((request) => cache.delete(request)));
}
