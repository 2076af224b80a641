export { SHOP_ZONE } from "./zone";
export {
  formatClock,
  formatClockSeconds,
  formatDayAndClock,
  formatDayMonth,
  formatLongDay,
  formatShortDate,
  formatSlot,
  formatWeekday,
  formatWeekdayShort,
  shopDayOf,
  shopDaysBetween,
} from "./format";
