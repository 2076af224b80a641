// What the shop does by itself about new orders (issue 23, decision 032): the settings' words
// and limits, for the server and the admin's screens.

export type KitchenSettings = {
  /** A paid order is accepted at once with the time promised at checkout, and printed. */
  autoAccept: boolean;
  /** Minutes an order may wait unanswered, while the shop is open, before the owners are e-mailed. */
  escalateAfterMinutes: number;
  /** Pause online ordering after this many unanswered orders within an hour; null: never. */
  selfPauseAfterOrders: number | null;
};

export const KITCHEN_DEFAULTS: KitchenSettings = {
  autoAccept: false,
  escalateAfterMinutes: 5,
  selfPauseAfterOrders: null,
};

/** What the self-pause asks for when the owner turns it on. */
export const SELF_PAUSE_AFTER_SUGGESTED = 3;
export const ESCALATE_MINUTES = { min: 1, max: 60 } as const;
export const SELF_PAUSE_ORDERS = { min: 1, max: 20 } as const;

/** How long the shop pauses itself, and the window in which unanswered orders are counted. */
export const SELF_PAUSE_MINUTES = 15;
export const SELF_PAUSE_WINDOW_MINUTES = 60;

/** Where the staff's service worker is served; it controls the admin pages only. */
export const SERVICE_WORKER_PATH = "/admin-sw.js";
export const SERVICE_WORKER_SCOPE = "/admin/";

/** What a push to a staff device carries (the service worker shows it as a notification). */
export type TPushMessage = { title: string; body: string; url: string; tag: string };
