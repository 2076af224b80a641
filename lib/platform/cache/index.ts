import "server-only";

export { getRedis } from "./redis";
export { renderAgainBy, soonest } from "./render-again";
export { answerWithMemo, cachedShopRead, expireShopData, shopDataGeneration } from "./shop-data";
export { keptTradingRead, tradingDataChanged, tradingGeneration } from "./trading-data";
