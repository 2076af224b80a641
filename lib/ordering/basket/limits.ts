// How big one basket may get (decision 023). Shared by server and browser: the steppers stop
// where the server would refuse. The largest order value is the admin's (StoreSettings).

/** Units of one line: more is a catering order, which the kitchen takes by phone. */
export const MAX_QTY = 30;

/** Different lines in one basket. Every answer carries the whole basket, so this bounds its size too. */
export const MAX_LINES = 50;

export const QTY_LIMIT_MESSAGE = `You can order at most ${MAX_QTY} of one item.`;

export const LINES_LIMIT_MESSAGE = `Your basket already holds ${MAX_LINES} different items, the most one order can have. Add more of an item already in it, or remove one first.`;
