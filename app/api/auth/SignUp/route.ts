import { signUp } from "@/lib/accounts/sign-up";
import { clientAddress, consumeRateLimits } from "@/lib/auth/rate-limit";
import { ZSignUpFieldsSchema } from "@/lib/auth/schemas";
import { AppError } from "@/lib/http/app-error";
import { readForm } from "@/lib/http/body";
import { parseWith } from "@/lib/http/parse";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

// The avatar may be at most 100 KB; the rest of the form is small.
const FORM_LIMIT = 256 * 1024;

export const POST = route(async (req) => {
  const form = await readForm(req, FORM_LIMIT);
  const fields = parseWith(ZSignUpFieldsSchema, {
    username: form.get("username") ?? undefined,
    email: form.get("email") ?? undefined,
    password: form.get("password") ?? undefined,
  });
  const image = form.get("image");
  if (image !== null && typeof image === "string" && image !== "") {
    throw AppError.invalidInput("Check the highlighted fields and try again.", { image: "The image must be a file." });
  }
  const ip = clientAddress(req.headers);
  await consumeRateLimits([
    { key: `signup:ip:${ip}`, max: 10, windowSeconds: 3600 },
    { key: `signup:email:${fields.email.toLowerCase()}`, max: 5, windowSeconds: 3600 },
  ]);
  const file = image instanceof File && image.size > 0 ? Buffer.from(await image.arrayBuffer()) : null;
  const account = await signUp(fields, file);
  return ok(
    { _id: account.id, username: account.username, email: account.email, mailSent: account.mailSent },
    account.mailSent
      ? "Account created successfully. Please verify your email."
      : "Account created, but we could not send the verification email. Please ask for it again.",
    { status: 201 },
  );
});
