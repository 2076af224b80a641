"use client";

import { formResolver } from "@/components/ui/form-resolver";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { useDialog } from "@/components/ui/dialog";
import { callApi } from "@/lib/api/client";
import { resetPassword } from "@/lib/api/store/account/routes";
import { ZResetPasswordSchema, type TResetPassword } from "@/lib/api/store/account/contract";
import { fieldErrorsOf } from "@/lib/api/fetch";
import { PasswordField, SubmitButton, useFormFields } from "@/components/ui/form-fields";

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const { dialog, show } = useDialog();
  const form = useForm<TResetPassword>({
    resolver: formResolver(ZResetPasswordSchema),
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: { newpassword: "" },
  });
  const { handleSubmit, reset, setFocus, formState } = form;
  const { field, setServerErrors } = useFormFields(form);

  const onSubmit = handleSubmit(async (values) => {
    const { status, body } = await callApi(resetPassword, { params: { token }, body: values });
    if (body.success) {
      reset();
      await show({ title: "All done", text: "Password updated successfully.", tone: "success", closeLabel: "Sign in" });
      router.push("/auth");
      return;
    }
    const fieldErrors = fieldErrorsOf(body, ["newpassword"]);
    setServerErrors(fieldErrors);
    if (fieldErrors.newpassword) {
      setFocus("newpassword");
      return;
    }
    if (status === 400) {
      // The link itself is no good (used, expired or mistyped): offer a new one.
      void show({
        title: "Link expired",
        text: body.message || "This reset link is invalid or has expired.",
        tone: "error",
        actionLabel: "Request a new link",
        actionHref: "/auth/ForgottePassword",
      });
      return;
    }
    const text = status === 0 || status === 429 ? body.message : "Something went wrong. Please try again.";
    void show({ title: "Password not changed", text, tone: "error" });
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-2">
        <PasswordField
          density="comfortable"
          label="New password"
          autoComplete="new-password"
          hint="At least 6 characters."
          {...field("newpassword")}
        />
        <SubmitButton isPending={formState.isSubmitting} isFullWidth>
          Update password
        </SubmitButton>
      </form>
      {dialog}
    </>
  );
}
