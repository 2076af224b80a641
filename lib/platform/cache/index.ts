import "server-only";

export { getRedis } from "./redis";
export { renderAgainBy, soonest } from "./render-again";
export { cachedShopRead, expireShopData } from "./shop-data";
