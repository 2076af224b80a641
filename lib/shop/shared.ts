export { clockTime, dayAndTime, slotLabel } from "./hours/describe-time";
export { PAUSE_MINUTES, UNCONFIGURED_RULES, isPaused, type StoreRules } from "./hours/store-rules";
export { FULFILMENTS, SHOP_ZONE, WEEKDAYS, ZTimetableSchema, timetableProblems, type FulfilmentKind, type TException, type TSpan, type TTimetable } from "./hours/timetable";
export { INVALID_FULL_POSTCODE_MESSAGE, INVALID_POSTCODE_MESSAGE, describeDelivery, findPostcodeInText, isCoveredCodeValid, parseCoveredCodes, parseFullPostcode, parsePostcode } from "./zones/delivery-area";
export { MAX_EXTRA_MINUTES, type DeliveryZone, type DeliveryZoneInput } from "./zones/zone-types";
