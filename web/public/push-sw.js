/*
 * Web Push in the app's service worker (docs/live-room.md#web-push), imported by the Workbox
 * service worker (web/build/pwa.ts, importScripts): shows each pushed announcement as a
 * notification ({ title, body, url }: worker/contract/push.ts, PushNotice), and a tap opens the
 * app, or focuses it where it is already open. Plain JavaScript: the service worker loads it as is.
 */
self.addEventListener("push", (event) => {
  const notice = event.data ? event.data.json() : null;
  if (!notice) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: notice.url || "/app" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || "/app", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      return open ? open.focus().then((client) => client.navigate(url)) : self.clients.openWindow(url);
    }),
  );
});
