"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { useRouter } from "next/navigation";
import { useDialog } from "@/components/ui/dialog";
import { callApi } from "@/lib/api/client";
import { forgotPassword } from "@/lib/api/store/account/routes";
import { fieldErrorsOf } from "@/lib/api/fetch";
import { SubmitButton } from "@/components/ui/form-fields";
import { EmailField } from "./email-field";
import { useEmailForm } from "./use-email-form";

// The same words whether or not the address has an account, so the form reveals nothing.
const SENT_MESSAGE = "Thanks: if that email has an account, a reset link is on its way.";

export function ForgotPasswordForm() {
  const router = useRouter();
  const { dialog, show } = useDialog();
  const { form, field, setServerErrors } = useEmailForm();
  const { handleSubmit, reset, setFocus, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    const { status, body } = await callApi(forgotPassword, { body: values });
    if (body.success) {
      reset();
      await show({ title: "Check your inbox", text: SENT_MESSAGE, tone: "success" });
      router.push("/auth/NewPassword");
      return;
    }
    const fieldErrors = fieldErrorsOf(body, ["email"]);
    setServerErrors(fieldErrors);
    if (fieldErrors.email) {
      setFocus("email");
      return;
    }
    const text = status === 0 || status === 429 ? body.message : "Unexpected error occurred.";
    void show({ title: "Reset link not sent", text, tone: "error" });
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-2">
        <EmailField {...field("email")} />
        <SubmitButton isPending={formState.isSubmitting} isFullWidth>
          Send reset link
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-ink-muted">
        Remembered it?{" "}
        <IntentLink
          href="/auth"
          className="font-semibold text-navy underline decoration-brand decoration-2 underline-offset-4 hover:decoration-navy"
        >
          Back to Sign In
        </IntentLink>
      </p>
      {dialog}
    </>
  );
}
