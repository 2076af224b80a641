"use client";

import { useState } from "react";
import { adminSignOut } from "@/lib/api/admin/session/contract";
import { callApi } from "@/lib/api/client";
import { SignOutIcon } from "../icons";
import { stopThisDeviceAlerts } from "../orders/stop-device-alerts";

export function SignOutButton() {
  const [isPending, setIsPending] = useState(false);

  async function signOut() {
    if (isPending) return;
    setIsPending(true);
    // This device's alerts stop with its session; nothing here may keep the admin from leaving.
    await stopThisDeviceAlerts().catch(() => undefined);
    // Even if the call fails (session already gone) the admin wants to be on the sign-in page.
    await callApi(adminSignOut);
    // A full load on purpose: it drops every admin page the router kept in memory, so Back
    // cannot show them again once signed out.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign("/admin/sigIn");
  }

  return (
    <button
      type="button"
      onClick={signOut}
      aria-disabled={isPending}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-navy/30 px-4 font-semibold text-navy hover:bg-surface aria-disabled:cursor-progress"
    >
      <SignOutIcon className="size-5" />
      <span>{isPending ? "Signing out..." : "Sign out"}</span>
    </button>
  );
}
