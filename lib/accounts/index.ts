import "server-only";

export { addAddress, listAddresses, selectAddress, type SavedAddress } from "./addresses";
export { loadAdminProfile, signInAdmin, type AdminProfile } from "./admin-sign-in";
export { getCurrentCustomer } from "./current-user";
export { purgeSpentEmailTokens } from "./email-tokens";
export { listCustomers } from "./list-customers";
export { CUSTOMER_PAGE_SIZE, searchCustomers, type CustomerPage } from "./search-customers";
export { hashPassword, verifyPassword } from "./password";
export { clientAddress, consumeRateLimits, limitFailedAttempts, purgeStaleRateLimits } from "./rate-limit";
export {
  findCustomer,
  findRequestSession,
  loadCustomerProfile,
  requireAdmin,
  requireCustomer,
  type AdminAuth,
  type CustomerAuth,
  type RequestLike,
} from "./request-auth";
export { RESET_REQUESTED_MESSAGE, requestPasswordReset } from "./request-password-reset";
export { resendVerification } from "./resend-verification";
export { resetPassword } from "./reset-password";
export {
  ADMIN_SESSION_SECONDS,
  CUSTOMER_SESSION_SECONDS,
  createSession,
  findSessionByToken,
  purgeDeadSessions,
  revokeSession,
} from "./sessions";
export { signIn } from "./sign-in";
export { signUp } from "./sign-up";
export { generateToken, hashToken, safeEqual } from "./tokens";
export { updateContact } from "./update-contact";
export { verifyEmail } from "./verify-email";
export { listAuditEntries, type AuditEntryRow, type AuditQuery } from "./audit/list-audit";
export { recordAudit, type AuditActor, type AuditRecord } from "./audit/record-audit";
export { purgeOldAuditEntries, readAuditRetention, setAuditRetention } from "./audit/audit-retention";
export { checkPermission } from "./request-auth";
export { revokeAdminSessions } from "./sessions";
export { disableTwoFactor } from "./two-factor/disable-two-factor";
export { enableTwoFactor } from "./two-factor/enable-two-factor";
export { setUpTwoFactor } from "./two-factor/set-up-two-factor";
export { acceptStaffInvite } from "./staff/accept-invite";
export { changeStaff, type StaffChange } from "./staff/change-staff";
export { INVITE_HOURS, inviteStaff, type StaffInvitation } from "./staff/invite-staff";
export { listStaff, type StaffMember } from "./staff/list-staff";
export { FIRST_OWNER_PASSWORD_FILE, changeOwnPassword, endOwnSession, listOwnSessions } from "./staff/own-account";
export { LAST_OWNER_MESSAGE } from "./staff/owners-left";
export { removeStaff } from "./staff/remove-staff";
