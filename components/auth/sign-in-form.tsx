"use client";

import { useShopName } from "@/components/site/shop-name";
import { formResolver } from "@/components/ui/form-resolver";
import { IntentLink } from "@/components/ui/intent-link";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { useViewer } from "@/components/site/viewer";
import { useDialog } from "@/components/ui/dialog";
import { openNextPageAtTop } from "@/components/ui/next-page-at-top";
import { callApi } from "@/lib/api/client";
import { signIn } from "@/lib/api/store/account/routes";
import { ZCredentialsSchema, type TCredentials } from "@/lib/api/store/account/contract";
import { fieldErrorsOf, storeAuthToken } from "@/lib/api/fetch";
import { PasswordField, SubmitButton, useFormFields } from "@/components/ui/form-fields";
import { withNextPath } from "@/lib/accounts/shared";
import { forgetNextPath, rememberVerificationEmail } from "./verification-email";
import { EmailField } from "./email-field";

const FIELDS = ["email", "password"] as const;

/** Why a sign-in failed, in the words the customer should see. */
function describeFailure(status: number, message: string): string {
  // 403 (e-mail not verified), 429 (too many attempts) and no connection explain themselves.
  if (status === 0 || status === 403 || status === 429) return message;
  if (status >= 500) return "Something went wrong. Please try again.";
  return "Invalid credentials. Please try again.";
}

export function SignInForm({ next }: { next: string }) {
  const shopName = useShopName();
  const router = useRouter();
  const { refresh: refreshViewer } = useViewer();
  const { dialog, show } = useDialog();
  const form = useForm<TCredentials>({
    resolver: formResolver(ZCredentialsSchema),
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: { email: "", password: "" },
  });
  const { handleSubmit, reset, formState } = form;
  const { field, setServerErrors } = useFormFields(form);

  const onSubmit = handleSubmit(async (values) => {
    // These pages are server-rendered from the session cookie, so they ask for one (the logout
    // clears it); the token is kept as well, as the spec's clients keep it.
    const { status, body } = await callApi(signIn, { body: { ...values, cookie: true } });

    if (body.success) {
      storeAuthToken(body.data?.token ?? null);
      forgetNextPath();
      reset();
      // The header and the basket follow the customer before the next page shows.
      await refreshViewer();
      openNextPageAtTop();
      // Guarded pages are server-rendered from the session cookie: re-read them.
      router.replace(next);
      router.refresh();
      return;
    }

    const fieldErrors = fieldErrorsOf(body, FIELDS);
    setServerErrors(fieldErrors);
    if (status === 400 && Object.keys(fieldErrors).length > 0) {
      // The dialog takes focus, then gives it back to the submit button.
      void show({ title: "Sign in failed", text: "Check the highlighted fields and try again.", tone: "error" });
      return;
    }

    if (status === 403) {
      rememberVerificationEmail(values.email);
      void show({
        title: "Verify your email",
        text: body.message || "Please verify your email before signing in.",
        tone: "info",
        actionLabel: "Send the email again",
        actionHref: withNextPath("/auth/verifyemail", next),
      });
      return;
    }

    void show({ title: "Sign in failed", text: describeFailure(status, body.message), tone: "error" });
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-2">
        <EmailField {...field("email")} />
        <PasswordField density="comfortable" label="Password" autoComplete="current-password" {...field("password")} />
        <div className="flex justify-end">
          <button
            type="button"
            onClick={() => router.push("/auth/ForgottePassword")}
            className="min-h-11 rounded text-sm font-semibold text-navy underline decoration-brand decoration-2 underline-offset-4 hover:decoration-navy"
          >
            Forgot Password?
          </button>
        </div>
        <SubmitButton isPending={formState.isSubmitting} isFullWidth>
          Sign in
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-ink-muted">
        New to {shopName}?{" "}
        <IntentLink
          href={withNextPath("/auth/SignUp", next)}
          className="font-semibold text-navy underline decoration-brand decoration-2 underline-offset-4 hover:decoration-navy"
        >
          Sign Up
        </IntentLink>
      </p>
      {dialog}
    </>
  );
}
