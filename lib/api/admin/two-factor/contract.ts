import { z } from "zod";
import { defineEndpoint } from "../../endpoint";
import { ZNoData } from "../../schemas";

// Two-factor sign-in for staff (issue 22): set up a TOTP secret, prove it with a code to turn it
// on (ten recovery codes come back, once), turn it off with a code.

const ZCodeBody = z.object({
  code: z
    .string({ error: "Enter the 6-digit code." })
    .trim()
    .min(6, "Enter the 6-digit code.")
    .max(20, "Enter the 6-digit code."),
});

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
  body: ZCodeBody,
  response: z.object({ recoveryCodes: z.array(z.string()) }),
});

export const disableTwoFactor = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/2fa/disable",
  access: "admin",
  permission: "any-staff",
  body: ZCodeBody,
  response: ZNoData,
});
