"use client";

import { useEffect, useState } from "react";
import { useDialog } from "@/components/ui/dialog";
import { callApi } from "@/lib/api/client";
import { resendVerification } from "@/lib/api/store/account/routes";
import { fieldErrorsOf } from "@/lib/api/fetch";
import { SubmitButton } from "@/components/ui/form-fields";
import { recallNextPath, recallVerificationEmail, rememberVerificationEmail } from "./verification-email";
import { EmailField } from "./email-field";
import { useEmailForm } from "./use-email-form";

/** Asks for a new verification link; the answer is the same whether or not the account exists. */
async function requestVerificationMail(email: string) {
  // The new link leads back where the sign-up was going, as the first one did.
  const next = recallNextPath();
  const { status, body } = await callApi(resendVerification, { body: { email, ...(next ? { next } : {}) } });
  return { status, body, fieldError: fieldErrorsOf(body, ["email"]).email };
}

/** For a known address (just signed up): one button. */
export function ResendVerificationButton({ email, onSent }: { email: string; onSent?: () => void }) {
  const [isPending, setIsPending] = useState(false);
  const { dialog, show } = useDialog();

  async function resend() {
    if (isPending) return;
    setIsPending(true);
    const { body, fieldError } = await requestVerificationMail(email);
    setIsPending(false);
    if (body.success) {
      await show({ title: "Check your inbox", text: body.message, tone: "success" });
      onSent?.();
    } else {
      void show({ title: "Email not sent", text: fieldError ?? body.message, tone: "error" });
    }
  }

  return (
    <>
      <button
        type="button"
        aria-disabled={isPending}
        onClick={resend}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-6 py-3 font-bold text-navy hover:bg-brand-strong aria-disabled:cursor-progress aria-disabled:opacity-80"
      >
        {isPending ? "Processing..." : "Send the email again"}
      </button>
      {dialog}
    </>
  );
}

/** For an unknown address (link expired, mail lost): the e-mail field and the button. */
export function ResendVerificationForm() {
  const { dialog, show } = useDialog();
  const { form, field, setServerErrors } = useEmailForm();
  const { handleSubmit, setValue, setFocus, formState } = form;

  useEffect(() => {
    const remembered = recallVerificationEmail();
    if (remembered) setValue("email", remembered);
  }, [setValue]);

  const onSubmit = handleSubmit(async ({ email }) => {
    const { body, fieldError } = await requestVerificationMail(email);
    setServerErrors(fieldError ? { email: fieldError } : {});
    if (body.success) {
      rememberVerificationEmail(email);
      void show({ title: "Check your inbox", text: body.message, tone: "success" });
      return;
    }
    if (fieldError) {
      setFocus("email");
      return;
    }
    void show({ title: "Email not sent", text: body.message, tone: "error" });
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-2">
        <EmailField {...field("email")} />
        <SubmitButton isPending={formState.isSubmitting} isFullWidth>
          Send the email again
        </SubmitButton>
      </form>
      {dialog}
    </>
  );
}
