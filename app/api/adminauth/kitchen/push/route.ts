import { countPushSubscriptions, removePushSubscription, savePushSubscription } from "@/lib/alerts";
import { subscribePush, unsubscribePush } from "@/lib/api/admin/kitchen/contract";
import { handle } from "@/lib/api/handle";

export const POST = handle(subscribePush, async ({ auth, body, req }) => {
  const saved = await savePushSubscription(auth, {
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    userAgent: req.headers.get("user-agent"),
  });
  const devices = await countPushSubscriptions(auth.adminId);
  return {
    data: { _id: saved.id, devices },
    message: "This device will be told of every new order.",
    status: 201,
    audit: { action: "staff.push-subscribe", targetType: "push-subscription", targetId: saved.id },
  };
});

export const DELETE = handle(unsubscribePush, async ({ auth, body }) => {
  const removed = await removePushSubscription(auth.adminId, body.endpoint);
  const devices = await countPushSubscriptions(auth.adminId);
  return {
    data: { removed, devices },
    message: removed ? "This device will not be told of new orders." : "This device was not subscribed.",
    audit: { action: "staff.push-unsubscribe" },
  };
});
