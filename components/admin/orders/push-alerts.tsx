"use client";

import { useCallback, useEffect, useState } from "react";
import { subscribePush } from "@/lib/api/admin/kitchen/contract";
import { callApi } from "@/lib/api/client";
import { SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE } from "@/lib/alerts/shared";
import { stopThisDeviceAlerts } from "./stop-device-alerts";

// Alerts on this device (issue 23): the board asks for permission to show notifications,
// registers the staff's service worker and subscribes it to web push with the shop's VAPID key,
// so a new order notifies this device even with the board closed.

type TState = "checking" | "unsupported" | "denied" | "off" | "on" | "working" | "failed";

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = window.atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function isSameKey(subscription: PushSubscription, publicKey: string): boolean {
  const given = subscription.options.applicationServerKey;
  if (!given) return false;
  const a = new Uint8Array(given);
  const b = keyBytes(publicKey);
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

function isSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function tellServer(subscription: PushSubscription): Promise<boolean> {
  const json = subscription.toJSON();
  const { body } = await callApi(subscribePush, {
    body: { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" } },
  });
  return body.success;
}

export function PushAlerts({ publicKey }: { publicKey: string | null }) {
  const [state, setState] = useState<TState>("checking");
  const [problem, setProblem] = useState<string | null>(null);

  // What this device is now: a subscription made with an old key is made again, and one the
  // server has forgotten is told to it again (the subscription is the browser's to keep).
  const check = useCallback(async () => {
    if (!isSupported()) return setState("unsupported");
    if (Notification.permission === "denied") return setState("denied");
    const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription || Notification.permission !== "granted") return setState("off");
    if (publicKey && !isSameKey(subscription, publicKey)) {
      await subscription.unsubscribe();
      return setState("off");
    }
    setState((await tellServer(subscription)) ? "on" : "off");
  }, [publicKey]);

  useEffect(() => {
    if (!publicKey) return;
    const id = window.setTimeout(() => void check().catch(() => setState("off")), 0);
    return () => window.clearTimeout(id);
  }, [check, publicKey]);

  async function turnOn() {
    if (!publicKey) return;
    setState("working");
    setProblem(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") return setState(permission === "denied" ? "denied" : "off");
      await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: SERVICE_WORKER_SCOPE });
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      if (!(await tellServer(subscription))) throw new Error("The shop did not take this device's subscription.");
      setState("on");
    } catch (err) {
      setProblem(err instanceof Error ? err.message : "The browser could not subscribe.");
      setState("failed");
    }
  }

  async function turnOff() {
    setState("working");
    await stopThisDeviceAlerts();
    setState("off");
  }

  if (state === "checking" || !publicKey) return null;
  const button = "min-h-11 rounded-full px-4 font-semibold";
  return (
    <section
      aria-labelledby="push-alerts-heading"
      data-testid="push-alerts"
      data-state={state}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink sm:justify-end"
    >
      <h2 id="push-alerts-heading" className="sr-only">
        Alerts on this device
      </h2>
      <p className="text-ink">
        {state === "on" && "Alerts on: this device is told of new orders, even with the board closed."}
        {(state === "off" || state === "working") && "Be told of new orders with the board closed:"}
        {state === "denied" &&
          "Notifications are blocked for this site: allow them in the browser's settings to be told of new orders with the board closed."}
        {state === "unsupported" &&
          "This browser cannot alert you with the board closed: keep the board open, or add it to the home screen first."}
        {state === "failed" && `Alerts could not be turned on: ${problem}`}
      </p>
      {state === "on" ? (
        <button
          type="button"
          onClick={() => void turnOff()}
          className={`${button} border border-navy text-navy hover:bg-surface`}
        >
          Turn off alerts
        </button>
      ) : state === "off" || state === "working" || state === "failed" ? (
        <button
          type="button"
          aria-disabled={state === "working"}
          onClick={() => state !== "working" && void turnOn()}
          className={`${button} bg-navy text-white hover:bg-navy-soft aria-disabled:opacity-60`}
        >
          Turn on alerts
        </button>
      ) : null}
    </section>
  );
}
