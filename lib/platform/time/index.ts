// The time module (cal.com's packages/dayjs): the shop's zone, luxon, London days and formats.
// shared.ts is the light part (no luxon) for the storefront's browser code.
export { DateTime, Duration, Interval } from "luxon";
export { LONDON } from "./shop-zone";
export { londonMidnight, nextDay, startOfLondonDay, inShopZone } from "./london";
export * from "./shared";
