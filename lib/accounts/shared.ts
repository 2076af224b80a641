export type { AddressInput } from "./addresses/address-input";
export { AVATAR_MAX_BYTES, AVATAR_TOO_BIG_MESSAGE } from "./customers/avatar-rules";
export { INVALID_PHONE_MESSAGE, formatUkPhone, normaliseUkPhone } from "./customers/phone";
export {
  PERMISSIONS,
  ROLE_LABELS,
  ROLE_PERMISSIONS,
  STAFF_ROLES,
  TWO_FACTOR_NEEDED_MESSAGE,
  TWO_FACTOR_PERMISSIONS,
  canGrantRole,
  canSeeCustomerEmail,
  roleCan,
  twoFactorPowersOf,
  type Permission,
  type StaffRole,
} from "./permissions";
export { AUDIT_RETENTION, type AuditRetention } from "./audit/retention-rules";
export { NEXT_PATH_MAX_LENGTH, safeNextPath, withNextPath } from "./next-path";
export { customerListHref, customerSearchText } from "./customers/customer-search";
export {
  SECOND_FACTOR_CODE_MESSAGE,
  TOTP_CODE_MESSAGE,
  isSecondFactorCodeFormat,
  isTotpCodeFormat,
} from "./two-factor/code-format";
