import "server-only";

export { addAddress } from "./addresses/add-address";
export { type SavedAddress } from "./addresses/addresses";
export { listAddresses } from "./addresses/list-addresses";
export { removeAddress } from "./addresses/remove-address";
export { selectAddress } from "./addresses/select-address";
export { loadAdminProfile, type AdminProfile } from "./staff/load-admin-profile";
export { isAskingForCode, signInAdmin } from "./staff/sign-in-admin";
export { getCurrentCustomer } from "./customers/current-user";
export { purgeSpentEmailTokens } from "./email-links/purge-spent-email-tokens";
export { listCustomers } from "./customers/list-customers";
export { CUSTOMER_PAGE_SIZE, searchCustomers, type CustomerPage } from "./customers/search-customers";
export { hashPassword, verifyPassword } from "./password";
export { clientAddress } from "./rate-limits/rate-limit";
export { consumeRateLimits } from "./rate-limits/consume-rate-limits";
export { limitFailedAttempts } from "./rate-limits/limit-failed-attempts";
export { purgeStaleRateLimits } from "./rate-limits/purge-stale-rate-limits";
export {
  adminSignInNeeded,
  findCustomer,
  findCustomerOrDeadToken,
  SIGN_IN_NEEDED_MESSAGE,
  findRequestSession,
  requireAdmin,
  requireCustomer,
  type AdminAuth,
  type CustomerAuth,
  type RequestLike,
} from "./request-auth";
export { loadCustomerProfile } from "./customers/load-customer-profile";
export { RESET_REQUESTED_MESSAGE, requestPasswordReset } from "./email-links/request-password-reset";
export { resendVerification } from "./email-links/resend-verification";
export { resetPassword } from "./email-links/reset-password";
export { ADMIN_SESSION_SECONDS, CUSTOMER_SESSION_SECONDS } from "./sessions/sessions";
export { createSession } from "./sessions/create-session";
export { findSessionByToken } from "./sessions/find-session";
export { purgeDeadSessions } from "./sessions/purge-dead-sessions";
export { revokeSession } from "./sessions/revoke-session";
export { signIn, signInEmailLimitKey } from "./customers/sign-in";
export { signUp } from "./customers/sign-up";
export { generateToken, hashToken, safeEqual } from "./tokens";
export { updateContact } from "./customers/update-contact";
export { verifyEmail } from "./email-links/verify-email";
export { listAuditEntries, type AuditEntryRow, type AuditQuery } from "./audit/list-audit";
export { recordAudit, type AuditActor, type AuditRecord } from "./audit/record-audit";
export { purgeOldAuditEntries } from "./audit/purge-old-audit-entries";
export { readAuditRetention } from "./audit/read-audit-retention";
export { setAuditRetention } from "./audit/set-audit-retention";
export { checkPermission } from "./request-auth";
export { codeGuessLimit } from "./two-factor/code-guess-limit";
export { disableTwoFactor } from "./two-factor/disable-two-factor";
export { enableTwoFactor } from "./two-factor/enable-two-factor";
export { renewRecoveryCodes } from "./two-factor/renew-recovery-codes";
export { setUpTwoFactor } from "./two-factor/set-up-two-factor";
export { acceptStaffInvite } from "./staff/accept-invite";
export { changeStaff, type StaffChange, type StaffChangeResult } from "./staff/change-staff";
export { INVITE_HOURS, inviteStaff, type StaffInvitation } from "./staff/invite-staff";
export { listStaff, type StaffMember } from "./staff/list-staff";
export { FIRST_OWNER_PASSWORD_FILE, changeOwnPassword } from "./staff/change-own-password";
export { endOwnSession } from "./staff/end-own-session";
export { listOwnSessions } from "./staff/list-own-sessions";
export { LAST_OWNER_MESSAGE } from "./staff/owners-left";
export { removeStaff } from "./staff/remove-staff";
export { resetTwoFactorFromServer } from "./staff/reset-two-factor-from-server";
export { resendLoggedEmail } from "./staff/resend-logged-email";
