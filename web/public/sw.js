/*
 * Okota service worker: shows Web Push notifications and opens the item they are about
 * (/items/{id}, with ?expand=messages for a message). It caches nothing.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function targetUrl(data) {
  let path = '/';
  if (data && data.itemId) path = `/items/${data.itemId}${data.type === 'message' ? '?expand=messages' : ''}`;
  else if (data && typeof data.url === 'string') path = data.url;
  const url = new URL(path, self.location.origin);
  // Only ever open a page of this site.
  return url.origin === self.location.origin ? url.href : self.location.origin + '/';
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: 'Okota', body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'New Notification';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      // An open, visible Okota tab already shows the notification as a toast (/ws).
      if (clients.some((client) => client.visibilityState === 'visible' && client.focused)) return undefined;
      return self.registration.showNotification(title, {
        body: data.body || '',
        icon: '/favicon.svg',
        badge: '/favicon.svg',
        tag: data.id ? `okota-${data.id}` : undefined,
        lang: 'en',
        data: { url: targetUrl(data) },
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || self.location.origin + '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      const tab = clients.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab && 'navigate' in tab) return tab.focus().then(() => tab.navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});
