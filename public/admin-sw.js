// The staff's service worker (issue 23, decision 032): shows a notification for each push the
// shop sends about a new order, even with the orders board closed, and opens the board when
// it is tapped. Registered by the board with scope /admin/; it caches nothing.

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let message = { title: "New order", body: "Open the orders board.", url: "/admin/orders", tag: "new-order" };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // An empty or unreadable push still says that something arrived.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      renotify: true,
      requireInteraction: true,
      data: { url: message.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  // Only a page of this shop opens: the URL is read against this origin.
  const target = new URL(
    (event.notification.data && event.notification.data.url) || "/admin/orders",
    self.location.origin,
  );
  const url = target.origin === self.location.origin ? target.href : `${self.location.origin}/admin/orders`;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const board = windows.find((w) => w.url.startsWith(`${self.location.origin}/admin`));
      if (board) return board.focus().then((w) => (w && "navigate" in w ? w.navigate(url) : w));
      return self.clients.openWindow(url);
    }),
  );
});
