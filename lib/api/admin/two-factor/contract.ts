import { z } from "zod";
import {
  SECOND_FACTOR_CODE_MESSAGE,
  TOTP_CODE_MESSAGE,
  isSecondFactorCodeFormat,
  isTotpCodeFormat,
} from "@/lib/accounts/shared";
import { defineEndpoint } from "../../endpoint";
import { ZNoData } from "../../schemas";

// Two-factor sign-in for staff (issue 22): set up a TOTP secret, prove it with a code to turn it
// on (ten recovery codes come back, once), turn it off with a code, make ten new recovery codes
// with a code (decision 110).

// A code that cannot be one is told its format (400 on `code`); a well-formed wrong one is the
// use case's "did not match".
const codeOf = (isWellFormed: (code: string) => boolean, message: string) =>
  z.object({
    code: z.string({ error: message }).trim().max(20, message).refine(isWellFormed, message),
  });

/** Turning it on proves the app has the secret: its code only. */
const ZTotpCodeBody = codeOf(isTotpCodeFormat, TOTP_CODE_MESSAGE);
/** Turning it off: the app's code, or a recovery code for a lost phone. */
const ZSecondFactorCodeBody = codeOf(isSecondFactorCodeFormat, SECOND_FACTOR_CODE_MESSAGE);

export const setUpTwoFactor = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/2fa/setup",
  access: "admin",
  permission: "any-staff",
  response: z.object({
    secret: z.string(),
    otpauthUrl: z.string(),
    /** Additive: the otpauth URL as a QR code to scan (an SVG document). */
    qrSvg: z.string(),
  }),
});

export const enableTwoFactor = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/2fa/enable",
  access: "admin",
  permission: "any-staff",
  body: ZTotpCodeBody,
  response: z.object({ recoveryCodes: z.array(z.string()) }),
});

export const disableTwoFactor = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/2fa/disable",
  access: "admin",
  permission: "any-staff",
  body: ZSecondFactorCodeBody,
  response: ZNoData,
});

/** Ten new recovery codes, the old ones void, proved as turning it off is (additive, decision 110). */
export const renewRecoveryCodes = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/2fa/recovery-codes",
  access: "admin",
  permission: "any-staff",
  body: ZSecondFactorCodeBody,
  response: z.object({ recoveryCodes: z.array(z.string()) }),
});
