import "server-only";

export { basketTiming, fulfilmentPriceRules, type BasketTiming } from "./hours/basket-timing";
export { decideOrderTiming, type OrderTiming } from "./hours/decide-order-timing";
export { fulfilmentStatus } from "./hours/fulfilment-status";
export { canOrderAsap, lastOrdersAt } from "./hours/last-orders";
export { listSlots, type Slot } from "./hours/list-slots";
export { NO_HOURS_MESSAGE, NO_OPENING_MESSAGE, loadNextOpening } from "./hours/load-next-opening";
export { loadStoreRules } from "./hours/load-store-rules";
export { shopOpenSince } from "./hours/open-since";
export { loadTradingDay } from "./hours/load-trading-day";
export { loadTradingDayOf } from "./hours/load-trading-day-of";
export { tradingDayBounds, tradingDayOf } from "./hours/trading-day";
export { offeredSlots } from "./hours/offered-slots";
export { pauseOrdering, type PauseState } from "./hours/pause-ordering";
export { saveStoreSettings, type SavedStoreSettings } from "./hours/save-store-settings";
export { saveTimetable } from "./hours/save-timetable";
export { reserveSlotSeat } from "./hours/reserve-slot-seat";
export {
  identityFromConfig,
  readShopIdentity,
  shopIdentity,
  shopIdentityInTransaction,
} from "./identity/read-shop-identity";
export { saveShopIdentity } from "./identity/save-shop-identity";
export { logoMarkPath } from "./identity/logo-mark";
export { storeShopLogo } from "./identity/store-shop-logo";
export {
  FAQS,
  HEADLINE_STATISTICS,
  HOW_IT_WORKS,
  POPULAR_CATEGORIES,
  categoryPicturePath,
} from "./site/landing-content";
export { OG_IMAGE, ogImageAlt } from "./site/og-image";
export { buildPageMetadata, ogImages } from "./site/page-metadata";
export {
  PARTNER_RESTAURANTS,
  partnerLogoPath,
  type TMonogram,
  type TPartnerRestaurant,
} from "./site/partner-restaurants";
export { loadShopSchema } from "./site/load-shop-schema";
export { buildRestaurantSchema, buildShopSchema, type TShopSchema } from "./site/restaurant-schema";
export { serialiseJsonLd } from "./site/menu-schema";
export {
  NO_PHONE_FOR_COLLECTION_MESSAGE,
  NO_PHONE_FOR_DELIVERY_MESSAGE,
  decideOrderDelivery,
  outOfZoneMessage,
  type CheckoutRefusal,
  type OrderDeliverySnapshot,
} from "./zones/decide-order-delivery";
export { createZone } from "./zones/create-zone";
export { deleteZone } from "./zones/delete-zone";
export { deliveryRulesFor, type DeliveryRules } from "./zones/delivery-rules";
export { listActiveZones, listZones } from "./zones/list-zones";
export { describeMinimumOrder } from "./zones/minimum-order";
export { takePhoneFromAddress } from "./zones/phone-in-address";
export { updateZone } from "./zones/update-zone";
export { orderZoneExtraMinutes, zoneExtraMinutes } from "./zones/zone-extra-minutes";
export { zoneForPostcode } from "./zones/zone-for-postcode";
