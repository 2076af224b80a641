// What a second-factor code looks like, before anyone checks it: the form and the contract refuse
// anything else with these words, so "abcdef" is told the format rather than "did not match".
// Spaces are ignored, as people copy "123 456". Browser-safe (no server imports, no zod).

/** An authenticator app's code: six digits (RFC 6238 as totp.ts sets it up). */
export const TOTP_CODE_MESSAGE = "Enter the 6-digit code from your authenticator app.";
/** Where a recovery code also works (signing in, turning two-factor off). */
export const SECOND_FACTOR_CODE_MESSAGE = "Enter the 6-digit code from your authenticator app, or a recovery code.";

export function withoutSpaces(code: string): string {
  return code.replace(/\s+/g, "");
}

export function isTotpCodeFormat(code: string): boolean {
  return /^\d{6}$/.test(withoutSpaces(code));
}

/** A recovery code as newRecoveryCodes writes it (`k7mq-9xr2`), in either case, the dash optional. */
export function isRecoveryCodeFormat(code: string): boolean {
  return /^[a-z0-9]{4}-?[a-z0-9]{4}$/i.test(withoutSpaces(code));
}

export function isSecondFactorCodeFormat(code: string): boolean {
  return isTotpCodeFormat(code) || isRecoveryCodeFormat(code);
}
