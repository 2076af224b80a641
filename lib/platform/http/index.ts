import "server-only";

export {
  JSON_BODY_LIMIT,
  declaredLength,
  hasBody,
  isFormContentType,
  isJsonContentType,
  readForm,
  readJson,
  readLimited,
  tooLarge,
} from "./body";
export { CLIENT_ADDRESS_HEADER, resolveClientAddress } from "./client-address";
export { parseWith } from "./parse";
export { ok, sealAnswer } from "./respond";
export { route } from "./route";
export {
  adminCookieName,
  cookieNameFor,
  customerCookieName,
  decodeSessionCookie,
  encodeSessionCookie,
  sessionCookieOptions,
  type CookieClaims,
} from "./session-cookie";
