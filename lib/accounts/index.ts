import "server-only";

export { addAddress } from "./add-address";
export { type SavedAddress } from "./addresses";
export { listAddresses } from "./list-addresses";
export { selectAddress } from "./select-address";
export { loadAdminProfile, type AdminProfile } from "./load-admin-profile";
export { signInAdmin } from "./sign-in-admin";
export { getCurrentCustomer } from "./current-user";
export { purgeSpentEmailTokens } from "./purge-spent-email-tokens";
export { listCustomers } from "./list-customers";
export { CUSTOMER_PAGE_SIZE, searchCustomers, type CustomerPage } from "./search-customers";
export { hashPassword, verifyPassword } from "./password";
export { clientAddress } from "./rate-limit";
export { consumeRateLimits } from "./consume-rate-limits";
export { limitFailedAttempts } from "./limit-failed-attempts";
export { purgeStaleRateLimits } from "./purge-stale-rate-limits";
export {
  findCustomer,
  findRequestSession,
  requireAdmin,
  requireCustomer,
  type AdminAuth,
  type CustomerAuth,
  type RequestLike,
} from "./request-auth";
export { loadCustomerProfile } from "./load-customer-profile";
export { RESET_REQUESTED_MESSAGE, requestPasswordReset } from "./request-password-reset";
export { resendVerification } from "./resend-verification";
export { resetPassword } from "./reset-password";
export { ADMIN_SESSION_SECONDS, CUSTOMER_SESSION_SECONDS } from "./sessions";
export { createSession } from "./create-session";
export { findSessionByToken } from "./find-session";
export { purgeDeadSessions } from "./purge-dead-sessions";
export { revokeSession } from "./revoke-session";
export { signIn } from "./sign-in";
export { signUp } from "./sign-up";
export { generateToken, hashToken, safeEqual } from "./tokens";
export { updateContact } from "./update-contact";
export { verifyEmail } from "./verify-email";
export { listAuditEntries, type AuditEntryRow, type AuditQuery } from "./audit/list-audit";
export { recordAudit, type AuditActor, type AuditRecord } from "./audit/record-audit";
export { purgeOldAuditEntries } from "./audit/purge-old-audit-entries";
export { readAuditRetention } from "./audit/read-audit-retention";
export { setAuditRetention } from "./audit/set-audit-retention";
export { checkPermission } from "./request-auth";
export { revokeAdminSessions } from "./revoke-admin-sessions";
export { disableTwoFactor } from "./two-factor/disable-two-factor";
export { enableTwoFactor } from "./two-factor/enable-two-factor";
export { setUpTwoFactor } from "./two-factor/set-up-two-factor";
export { acceptStaffInvite } from "./staff/accept-invite";
export { changeStaff, type StaffChange } from "./staff/change-staff";
export { INVITE_HOURS, inviteStaff, type StaffInvitation } from "./staff/invite-staff";
export { listStaff, type StaffMember } from "./staff/list-staff";
export { FIRST_OWNER_PASSWORD_FILE, changeOwnPassword } from "./staff/change-own-password";
export { endOwnSession } from "./staff/end-own-session";
export { listOwnSessions } from "./staff/list-own-sessions";
export { LAST_OWNER_MESSAGE } from "./staff/owners-left";
export { removeStaff } from "./staff/remove-staff";
