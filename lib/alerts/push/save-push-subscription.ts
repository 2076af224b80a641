import "server-only";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { isAllowedPushEndpoint } from "./endpoint-rule";

export type PushSubscriptionInput = { endpoint: string; p256dh: string; auth: string; userAgent: string | null };

/**
 * A staff device asks to be told of new orders. One row per device (its endpoint): a device
 * subscribed again, or by another member signing in on it, is moved to whoever asked last.
 */
export async function savePushSubscription(adminId: string, input: PushSubscriptionInput) {
  if (!isAllowedPushEndpoint(input.endpoint)) {
    throw AppError.invalidInput("This browser's push service is not one the shop can reach.", {
      endpoint: "Use a browser's own push service (https).",
    });
  }
  const data = { adminId, p256dh: input.p256dh, auth: input.auth, userAgent: input.userAgent?.slice(0, 300) ?? null };
  const saved = await getDb().pushSubscription.upsert({
    where: { endpoint: input.endpoint },
    update: data,
    create: { ...data, endpoint: input.endpoint },
  });
  return { id: saved.id };
}
