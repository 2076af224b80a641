import { z } from "zod";
import { INVALID_PHONE_MESSAGE, normaliseUkPhone } from "@/lib/accounts/shared";
import { defineEndpoint } from "../../endpoint";
import { ZNoData, ZPictureUrl } from "../../schemas";

export { AVATAR_MAX_BYTES, AVATAR_TOO_BIG_MESSAGE } from "@/lib/accounts/shared";

// The customer's account (spec section 7: /auth/SignUp, SignIn, verifyemail, forgopassword,
// resetpassword, user). The request schemas are also what the forms check (react-hook-form),
// with the spec's words (section 5).

/** The spec's simple pattern: no spaces, one @, a dot in the domain. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = (message: string) => z.string({ error: message }).trim().max(254, message).regex(EMAIL_PATTERN, message);
const password = (message: string) => z.string({ error: message }).min(6, message).max(128, message);

export const ZCredentialsSchema = z.object({
  email: email("Invalid email address."),
  password: password("Password must meet requirements."),
});
export type TCredentials = z.infer<typeof ZCredentialsSchema>;

export const ZSignUpFieldsSchema = z.object({
  username: z.string({ error: "Invalid username." }).trim().min(3, "Invalid username.").max(15, "Invalid username."),
  email: email("Invalid email address."),
  password: password("Password must meet requirements."),
});
export type TSignUpFields = z.infer<typeof ZSignUpFieldsSchema>;

export const ZForgotPasswordSchema = z.object({ email: email("Provide a valid email.") });
export type TForgotPassword = z.infer<typeof ZForgotPasswordSchema>;

export const ZResetPasswordSchema = z.object({ newpassword: password("Provide a valid password.") });
export type TResetPassword = z.infer<typeof ZResetPasswordSchema>;

/** A mailed link's secret, as it comes in the path; anything odd is simply a link that does not work. */
const linkTokenParams = (message: string) => z.object({ token: z.string().min(1, message).max(512, message) });

export const signUp = defineEndpoint({
  method: "POST",
  path: "/api/auth/SignUp",
  access: "public",
  /**
   * username, email, password and an optional picture (`image`, at most 100 KB); optional `next`
   * (additive, issue 25): a path of this site the verification link leads back to.
   */
  form: { maxBytes: 256 * 1024 },
  response: z.object({ _id: z.string(), username: z.string(), email: z.string(), mailSent: z.boolean() }),
});

/** The message is in `data` as well as in `message`: the spec's client reads either. */
export const verifyEmail = defineEndpoint({
  method: "GET",
  path: "/api/auth/verifyemail/[token]",
  access: "public",
  params: linkTokenParams("This verification link is invalid or has expired."),
  response: z.string(),
});

export const resendVerification = defineEndpoint({
  method: "POST",
  path: "/api/auth/resendVerification",
  access: "public",
  /** `next`, additive (issue 25): as on sign-up, the page the new link leads back to. */
  body: ZForgotPasswordSchema.extend({
    next: z.string({ error: "next is a path of this site." }).max(2048).optional(),
  }),
  response: ZNoData,
});

/**
 * Answers the bearer token (the spec's clients keep it as `authToken` and forget it to log
 * out). With `cookie: true` (this app's own pages) the session is also set as an httpOnly
 * cookie, which their logout clears; a client that never asks for it gets none, so
 * forgetting the token really signs it out.
 */
export const signIn = defineEndpoint({
  method: "POST",
  path: "/api/auth/SignIn",
  access: "public",
  body: ZCredentialsSchema.extend({
    cookie: z.boolean({ error: "Send cookie as true or false." }).optional(),
  }),
  response: z.object({ token: z.string() }),
});

/** Ends the session the request carries (bearer or cookie), and clears the cookie. */
export const signOut = defineEndpoint({
  method: "POST",
  path: "/api/auth/SignOut",
  access: "public",
  response: ZNoData,
});

export const forgotPassword = defineEndpoint({
  method: "POST",
  path: "/api/auth/forgopassword",
  access: "public",
  body: ZForgotPasswordSchema,
  response: ZNoData,
});

export const resetPassword = defineEndpoint({
  method: "POST",
  path: "/api/auth/resetpassword/[token]",
  access: "public",
  params: linkTokenParams("This reset link is invalid or has expired."),
  body: ZResetPasswordSchema,
  response: ZNoData,
});

export const ZCustomerDto = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  /** The avatar, or null for the default one. */
  image: ZPictureUrl.nullable(),
  isVerified: z.boolean(),
  /** Who to call about an order, and on which UK number (E.164); null until given at checkout. */
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TCustomerDto = z.infer<typeof ZCustomerDto>;

export { getViewer, ZViewerDto, type TViewerDto } from "./viewer-contract";

export const getSignedInCustomer = defineEndpoint({
  method: "GET",
  path: "/api/auth/user",
  access: "customer",
  response: ZCustomerDto,
});

/** Who the rider and the kitchen call: asked at checkout, editable on the profile (issue 12). */
export const ZContactSchema = z.object({
  name: z
    .string({ error: "Enter your name." })
    .trim()
    .min(2, "Enter your name.")
    .max(80, "Keep your name under 80 characters."),
  phone: z
    .string({ error: INVALID_PHONE_MESSAGE })
    .max(30, INVALID_PHONE_MESSAGE)
    .refine((v) => normaliseUkPhone(v) !== null, INVALID_PHONE_MESSAGE)
    .transform((v) => normaliseUkPhone(v)!),
});
export type TContactForm = z.input<typeof ZContactSchema>;

export const updateContact = defineEndpoint({
  method: "PUT",
  path: "/api/auth/user/contact",
  access: "customer",
  body: ZContactSchema,
  response: z.object({ contactName: z.string(), phone: z.string() }),
});
