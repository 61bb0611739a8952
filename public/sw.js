/*
 * Schola's service worker: Web Push only (issue 28). It shows a notification for each push
 * message ({ title, body, link }, encrypted to this browser by the server) and opens the link
 * when the notification is clicked — the tab already showing it, else a new one. It
 * caches nothing: the app is served fresh as before. Registered by the "Notifications on this
 * device" switch (components/notifications/push-toggle.tsx).
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The link as a URL of this app, or the app's home when it is missing or elsewhere. */
function appUrl(link) {
  try {
    const url = new URL(link || '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = message.title || self.location.hostname;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || '',
      icon: '/favicon.ico',
      data: { link: appUrl(message.link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = (event.notification.data && event.notification.data.link) || appUrl('/');
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // The screen already open in a tab is brought forward; otherwise it opens in a new one.
      const open = windows.find((w) => w.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
