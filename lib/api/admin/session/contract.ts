import { z } from "zod";
import { SECOND_FACTOR_CODE_MESSAGE, STAFF_ROLES, isSecondFactorCodeFormat } from "@/lib/accounts/shared";
import { defineEndpoint } from "../../endpoint";
import { ZNoData, ZPictureUrl } from "../../schemas";

// The admin's session: sign in with username and password, read who is signed in, sign out.
// The spec's client reads `data.token` and `data.userAdmin` (as `data.data.userAdmin` through
// axios); this app's pages are signed in by the httpOnly cookie set here.

export const ZAdminProfileDto = z.object({
  username: z.string(),
  filepath: ZPictureUrl.nullable(),
  /** Additive (issue 22): the member's role, whose powers lib/accounts/permissions.ts lists. */
  role: z.enum(STAFF_ROLES),
  /** Additive: two-factor sign-in is on for this account. */
  twoFactor: z.boolean(),
});
export type TAdminProfileDto = z.infer<typeof ZAdminProfileDto>;

/** The server checks the password; the admin's form checks only that both are filled in. */
export const ZAdminCredentialsSchema = z.object(
  {
    username: z
      .string({ error: "Enter your username." })
      .trim()
      .min(1, "Enter your username.")
      .max(64, "Enter your username."),
    password: z
      .string({ error: "Enter your password." })
      .min(1, "Enter your password.")
      .max(128, "Enter your password."),
    /** Additive (issue 22): the code of an account with two-factor sign-in on. */
    code: z
      .string()
      .trim()
      .max(20, SECOND_FACTOR_CODE_MESSAGE)
      .optional()
      .transform((c) => c || undefined)
      .refine((c) => c === undefined || isSecondFactorCodeFormat(c), SECOND_FACTOR_CODE_MESSAGE),
  },
  { error: "Enter your username and password." },
);
export type TAdminCredentials = z.input<typeof ZAdminCredentialsSchema>;

export const adminSignIn = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/adminlogin",
  access: "public",
  body: z.object({ form: ZAdminCredentialsSchema }),
  response: z.object({ token: z.string(), userAdmin: ZAdminProfileDto }),
});

export const getSignedInAdmin = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/adminData",
  access: "admin",
  permission: "any-staff",
  response: z.object({ userAdmin: ZAdminProfileDto }),
});

/** Ends this admin session (the token and the cookie stop working). */
export const adminSignOut = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/adminlogout",
  access: "admin",
  permission: "any-staff",
  response: ZNoData,
});
