export { clockTime, dayAndTime, slotLabel } from "./hours/describe-time";
export {
  DEFAULT_CASH_MAX_ORDER_PENCE,
  PAUSE_MINUTES,
  SLOT_DAYS,
  UNCONFIGURED_RULES,
  isPaused,
  leadMinutes,
  type CashRules,
  type StoreRules,
} from "./hours/store-rules";
export {
  FULFILMENTS,
  FULFILMENT_NAMES,
  WEEKDAYS,
  timetableProblems,
  type Fulfilment,
  type TException,
  type TSpan,
  type TTimetable,
} from "./hours/timetable";
export { describeDelivery } from "./zones/describe-delivery";
export { MAX_EXTRA_MINUTES, type DeliveryZone, type DeliveryZoneInput } from "./zones/zone-types";
export { computeStorePromise, promiseMinutesText, type PromiseRange, type StorePromise } from "./hours/store-promise";
export {
  COMPANY_NUMBER_PATTERN,
  PHONE_PATTERN,
  VAT_NUMBER_PATTERN,
  telHref,
  type ShopIdentity,
} from "./identity/shop-identity-rules";
export type { ShopIdentityInput, TShopIdentityForm } from "./identity/shop-identity-schema";
export {
  buildMenuSchema,
  packMenuSchemaSections,
  serialiseJsonLd,
  unpackMenuSchemaSections,
  type TMenuSchemaItem,
  type TMenuSchemaSection,
  type TMenuSchemaSectionData,
} from "./site/menu-schema";
