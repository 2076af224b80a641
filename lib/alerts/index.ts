import "server-only";

export { AUTO_ACCEPT_REASON, autoAcceptOrder } from "./auto-accept";
export { kitchenWatchJob, watchKitchen, type KitchenWatch } from "./escalate";
export { loadKitchenSettings, saveKitchenSettings } from "./kitchen-settings";
export { loadKitchenStatus, type KitchenStatus } from "./kitchen-status";
export { handleOrderPlaced, orderPlacedJob } from "./order-placed-job";
export { isAllowedPushEndpoint } from "./push/endpoint-rule";
export { newOrderMessage, pushNewOrder, pushNewOrderJob, queueNewOrderPushes } from "./push/push-new-order";
export { PushServiceError, sendPush, type PushOutcome } from "./push/send-push";
export { countPushSubscriptions, removePushSubscription, savePushSubscription } from "./push/subscriptions";
export { forgetVapidDetails, vapidDetails } from "./push/vapid-keys";
