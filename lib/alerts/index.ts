import "server-only";

export { AUTO_ACCEPT_REASON, autoAcceptOrder } from "./auto-accept";
export { kitchenWatchJob, watchKitchen, type KitchenWatch } from "./escalate";
export { loadKitchenSettings } from "./load-kitchen-settings";
export { saveKitchenSettings } from "./save-kitchen-settings";
export { loadKitchenStatus, type KitchenStatus } from "./kitchen-status";
export { handleOrderPlaced, orderPlacedJob } from "./order-placed-job";
export { isAllowedPushEndpoint } from "./push/endpoint-rule";
export { newOrderMessage, pushNewOrder, pushNewOrderJob } from "./push/push-new-order";
export { queueNewOrderPushes } from "./push/queue-new-order-pushes";
export { PushServiceError, sendPush, type PushOutcome } from "./push/send-push";
export { countPushSubscriptions } from "./push/count-push-subscriptions";
export { removePushSubscription } from "./push/remove-push-subscription";
export { savePushSubscription } from "./push/save-push-subscription";
export { forgetVapidDetails, vapidDetails } from "./push/vapid-keys";
