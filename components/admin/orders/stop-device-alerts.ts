import { unsubscribePush } from "@/lib/api/admin/kitchen/contract";
import { callApi } from "@/lib/api/client";
import { SERVICE_WORKER_SCOPE } from "@/lib/alerts/shared";

/**
 * Stops new-order alerts on this browser: the shop forgets its subscription (while the session
 * that may ask it still stands), then the browser drops it. The server also stops a device's
 * alerts with its session, but not those of a subscription made before they followed sessions
 * (lib/alerts/push/push-recipients.ts): without this a kitchen tablet signed out at the end of a
 * shift could go on showing that member's orders to whoever holds it.
 */
export async function stopThisDeviceAlerts(): Promise<void> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await callApi(unsubscribePush, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
