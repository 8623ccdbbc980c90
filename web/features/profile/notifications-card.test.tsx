/**
 * "Notifications" on the profile (docs/live-room.md#web-push): the browser's push subscription is
 * made with the server's VAPID key and sent to the server, and taken back; a browser without the
 * Push API is told so, in the page's language.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import arabic from "../../../locales/ar.po?catalog";
import { createI18n } from "../../../worker/contract/i18n";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { NotificationsCard } from "./notifications-card";

const SUBSCRIPTION = {
  endpoint: "https://push.example/send/abc",
  keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
};

/** A browser with the Push API, its permission answered with `permission`. */
function pushBrowser(permission: NotificationPermission) {
  let subscribed = false;
  const subscription = {
    endpoint: SUBSCRIPTION.endpoint,
    toJSON: () => SUBSCRIPTION,
    unsubscribe: vi.fn(async () => {
      subscribed = false;
      return true;
    }),
  };
  const subscribe = vi.fn(async () => {
    subscribed = true;
    return subscription;
  });
  const registration = {
    pushManager: { subscribe, getSubscription: async () => (subscribed ? subscription : null) },
  };
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", { permission: "default", requestPermission: async () => permission });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return { subscribe, subscription };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("the notifications card", () => {
  it("subscribes this browser with the server's key and stores the subscription, then turns it off", async () => {
    const { subscribe, subscription } = pushBrowser("granted");
    const calls = mockFetch((url) =>
      url === "/api/push/public-key" ? json({ publicKey: "BPUBLIC" }) : json({ message: "ok" }),
    );
    renderWithApp(<NotificationsCard />);
    await userEvent.click(await screen.findByRole("button", { name: "Turn on notifications" }));
    expect(await screen.findByRole("button", { name: "Turn off notifications" })).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: "BPUBLIC" });
    const put = calls.find((c) => c.url === "/api/push/subscription" && c.init.method === "PUT");
    expect(JSON.parse(String(put?.init.body))).toEqual(SUBSCRIPTION);

    await userEvent.click(screen.getByRole("button", { name: "Turn off notifications" }));
    await waitFor(() => expect(subscription.unsubscribe).toHaveBeenCalled());
    const removed = calls.find((c) => c.url === "/api/push/subscription" && c.init.method === "DELETE");
    expect(JSON.parse(String(removed?.init.body))).toEqual({ endpoint: SUBSCRIPTION.endpoint });
    expect(await screen.findByRole("button", { name: "Turn on notifications" })).toBeInTheDocument();
  });

  it("stores nothing when the person refuses the permission, and says why", async () => {
    const { subscribe } = pushBrowser("denied");
    const calls = mockFetch(() => json({ publicKey: "BPUBLIC" }));
    renderWithApp(<NotificationsCard />);
    await userEvent.click(await screen.findByRole("button", { name: "Turn on notifications" }));
    expect(
      await screen.findByText("Notifications are blocked for this site in the browser's settings."),
    ).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
    expect(calls.some((c) => c.init.method === "PUT")).toBe(false);
  });

  it("tells a browser without the Push API, in Arabic too", async () => {
    mockFetch(() => json({}));
    renderWithApp(<NotificationsCard />, { i18n: createI18n("ar", arabic) });
    expect(await screen.findByRole("heading", { name: "الإشعارات" })).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
