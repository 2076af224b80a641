import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/test/components/fake-api";
import { SignOutButton } from "./sign-out-button";

// Signing out on a device stops that device's new-order alerts, from the device too: a
// subscription made before they followed sessions is the member's alone, and the server cannot
// tell which device left.

const ENDPOINT = "https://push.example.test/send/kitchen-tablet";

function browserWithAlerts(subscribed: boolean) {
  const unsubscribe = vi.fn(async () => true);
  const getRegistration = vi.fn(async () => ({
    pushManager: { getSubscription: async () => (subscribed ? { endpoint: ENDPOINT, unsubscribe } : null) },
  }));
  vi.stubGlobal(
    "navigator",
    Object.assign(Object.create(navigator) as Navigator, { serviceWorker: { getRegistration } }),
  );
  return { unsubscribe, getRegistration };
}

async function signOut() {
  render(<SignOutButton />);
  await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
}

describe("signing out of the admin", () => {
  it("has the shop forget this device's alerts, then the browser drop them, before the session ends", async () => {
    const browser = browserWithAlerts(true);
    const api = fakeApi({
      "DELETE /api/adminauth/kitchen/push": () => ({ data: { removed: true, devices: 0 } }),
      "POST /api/adminauth/adminlogout": () => ({ data: null }),
    });
    await signOut();
    await waitFor(() =>
      expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain("POST /api/adminauth/adminlogout"),
    );
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "DELETE /api/adminauth/kitchen/push",
      "POST /api/adminauth/adminlogout",
    ]);
    expect(api.calls[0]!.body).toEqual({ endpoint: ENDPOINT });
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
  });

  it("signs out as before on a device with no alerts", async () => {
    const browser = browserWithAlerts(false);
    const api = fakeApi({ "POST /api/adminauth/adminlogout": () => ({ data: null }) });
    await signOut();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]!.path).toBe("/api/adminauth/adminlogout");
    expect(browser.getRegistration).toHaveBeenCalledWith("/admin/");
  });

  it("still signs out when the alerts cannot be stopped", async () => {
    vi.stubGlobal(
      "navigator",
      Object.assign(Object.create(navigator) as Navigator, {
        serviceWorker: { getRegistration: () => Promise.reject(new Error("no service worker here")) },
      }),
    );
    const api = fakeApi({ "POST /api/adminauth/adminlogout": () => ({ data: null }) });
    await signOut();
    await waitFor(() => expect(api.calls.map((c) => c.path)).toEqual(["/api/adminauth/adminlogout"]));
  });
});
