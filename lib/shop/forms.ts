// lib/shop's third door: the zod schemas the admin's forms validate with in the browser (and the
// server parses with). Apart from shared.ts, whose browser code stays free of zod (issue 26).
export { ZTimetableSchema } from "./hours/timetable-schema";
export { ZShopIdentitySchema } from "./identity/shop-identity-schema";
