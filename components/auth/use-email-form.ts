"use client";

import { formResolver } from "@/components/ui/form-resolver";
import { useForm } from "react-hook-form";
import { ZForgotPasswordSchema, type TForgotPassword } from "@/lib/api/store/account/contract";
import { useFormFields } from "@/components/ui/form-fields";

/**
 * The forms that ask only for an e-mail address (a reset link, the verification mail again):
 * checked on blur by the contract's schema, as the account forms are.
 */
export function useEmailForm() {
  const form = useForm<TForgotPassword>({
    resolver: formResolver(ZForgotPasswordSchema),
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: { email: "" },
  });
  return { form, ...useFormFields(form) };
}
