// Postloom's service worker (docs/product.md, "Installing it"): it caches the app shell only, so an installed
// app opens fast and its scripts, styles, fonts and icons come from the cache. Those files never change under
// their names (Next hashes what it builds into /_next/static/), so they are served from the cache first and kept.
// Nothing else is touched: pages, API replies and the owner's photos always come from the network, so no one's
// data is cached.
const CACHE = "postloom-shell-v1";
const SHELL = /^\/(_next\/static\/|icons\/|icon\.svg$|manifest\.webmanifest$)/;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  // Caches of earlier versions of this worker go, and open pages are taken over at once.
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || !SHELL.test(url.pathname)) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const cached = await cache.match(request);
      if (cached) return cached;
      const response = await fetch(request);
      if (response.ok) await cache.put(request, response.clone());
      return response;
    }),
  );
});
