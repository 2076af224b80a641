import { z } from "zod";

// Shared by the forms (react-hook-form + zodResolver) and the route handlers, so the
// browser and the server check the same rules with the same words.

/** The spec's simple pattern: no spaces, one @, a dot in the domain. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = (message: string) => z.string({ error: message }).trim().max(254, message).regex(EMAIL_PATTERN, message);

export const ZSignInSchema = z.object({
  email: email("Invalid email address."),
  password: z.string({ error: "Password must meet requirements." }).min(6, "Password must meet requirements.").max(128, "Password must meet requirements."),
});
export type TSignIn = z.infer<typeof ZSignInSchema>;

export const ZSignUpFieldsSchema = z.object({
  username: z.string({ error: "Invalid username." }).trim().min(3, "Invalid username.").max(15, "Invalid username."),
  email: email("Invalid email address."),
  password: z.string({ error: "Password must meet requirements." }).min(6, "Password must meet requirements.").max(128, "Password must meet requirements."),
});
export type TSignUpFields = z.infer<typeof ZSignUpFieldsSchema>;

export const ZForgotPasswordSchema = z.object({
  email: email("Provide a valid email."),
});
export type TForgotPassword = z.infer<typeof ZForgotPasswordSchema>;

export const ZResetPasswordSchema = z.object({
  newpassword: z.string({ error: "Provide a valid password." }).min(6, "Provide a valid password.").max(128, "Provide a valid password."),
});
export type TResetPassword = z.infer<typeof ZResetPasswordSchema>;

export const AVATAR_MAX_BYTES = 100_000;
export const AVATAR_TOO_BIG_MESSAGE = "Image must be under 100KB";
