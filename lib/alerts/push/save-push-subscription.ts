import "server-only";
import { adminSignInNeeded } from "@/lib/accounts";
import { getDb, isForeignKeyViolation } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { isAllowedPushEndpoint } from "./endpoint-rule";

export type PushSubscriptionInput = { endpoint: string; p256dh: string; auth: string; userAgent: string | null };

/** Who asks: the member and the session the device is signed in with. */
export type PushSubscriber = { adminId: string; sessionId: string };

/**
 * A staff device asks to be told of new orders. One row per device (its endpoint): a device
 * subscribed again, or by another member signing in on it, is moved to whoever asked last and to
 * the session they asked in, so its alerts end when that session does.
 */
export async function savePushSubscription({ adminId, sessionId }: PushSubscriber, input: PushSubscriptionInput) {
  if (!isAllowedPushEndpoint(input.endpoint)) {
    throw AppError.invalidInput("This browser's push service is not one the shop can reach.", {
      endpoint: "Use a browser's own push service (https).",
    });
  }
  const data = {
    adminId,
    sessionId,
    p256dh: input.p256dh,
    auth: input.auth,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  };
  try {
    const saved = await getDb().pushSubscription.upsert({
      where: { endpoint: input.endpoint },
      update: data,
      create: { ...data, endpoint: input.endpoint },
    });
    return { id: saved.id };
  } catch (err) {
    // The session (or the member) was ended between the request's sign-in check and this write:
    // the device is signed out, which is what it is told, not a server fault.
    if (isForeignKeyViolation(err)) {
      throw adminSignInNeeded(err);
    }
    throw err;
  }
}
