import { signUp as createAccount, clientAddress, consumeRateLimits } from "@/lib/accounts";
import { handle } from "@/lib/api/handle";
import { signUp } from "@/lib/api/store/account/contract";
import { readSignUpForm } from "@/lib/api/store/account/sign-up-form";

export const POST = handle(signUp, async ({ req }) => {
  const { fields, picture, next } = await readSignUpForm(req);
  await consumeRateLimits([
    { key: `signup:ip:${clientAddress(req.headers)}`, max: 10, windowSeconds: 3600 },
    { key: `signup:email:${fields.email.toLowerCase()}`, max: 5, windowSeconds: 3600 },
  ]);
  const account = await createAccount(fields, picture, next);
  return {
    data: { _id: account.id, username: account.username, email: account.email, mailSent: account.mailSent },
    message: account.mailSent
      ? "Account created successfully. Please verify your email."
      : "Account created, but we could not send the verification email. Please ask for it again.",
    status: 201,
  };
});
