"use client";

import { formResolver } from "@/components/ui/form-resolver";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { adminSignIn, type TAdminCredentials, ZAdminCredentialsSchema } from "@/lib/api/admin/session/contract";
import { callApi } from "@/lib/api/client";
import { fieldErrorsOf } from "@/lib/api/fetch";
import { PasswordField, SubmitButton, TextField } from "@/components/ui/form-fields";

/** The message to show for a failed sign-in. */
function describeFailure(status: number, message: string, askedForCode: boolean): string {
  // The server's words: whether the code or the password was wrong, or that a right password
  // belongs to a suspended account (which "Invalid username or password." would hide from them).
  if (status === 401) return message || (askedForCode ? "That code did not match." : "Invalid username or password.");
  // 429 (too many attempts) and no connection explain themselves.
  if (status === 0 || status === 429) return message;
  if (status >= 500) return "Something went wrong. Please try again.";
  return message || "Sign-in failed. Please try again.";
}

export function AdminSignInForm({ next }: { next: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  // Two-factor sign-in on: the server asked for a code after a right password.
  const [needsCode, setNeedsCode] = useState(false);
  // Stays true after success, so "Processing..." shows until the next page takes over.
  const [isLeaving, setIsLeaving] = useState(false);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<TAdminCredentials>({
    resolver: formResolver(ZAdminCredentialsSchema),
    defaultValues: { username: "", password: "", code: "" },
  });
  const { errors, isSubmitting } = formState;

  // The code field, once shown, takes the focus, so a screen reader hears what it asks.
  useEffect(() => {
    if (needsCode) setFocus("code");
  }, [needsCode, setFocus]);

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    const { status, body } = await callApi(adminSignIn, {
      body: { form: needsCode ? form : { ...form, code: undefined } },
    });
    if (body.success) {
      setIsLeaving(true);
      // A full load, not router.replace: the router may hold answers fetched while signed
      // out (redirects back here), and every admin page renders from the new cookie.
      window.location.assign(next);
      return;
    }
    const asksForCode =
      status === 401 && (body.data as { twoFactorRequired?: boolean } | null)?.twoFactorRequired === true;
    if (asksForCode && !needsCode) {
      setNeedsCode(true);
      setFailure(null);
      return;
    }
    const fields = fieldErrorsOf(body, ["form.username", "form.password", "form.code"]);
    if (fields["form.username"]) setError("username", { message: fields["form.username"] });
    if (fields["form.password"]) setError("password", { message: fields["form.password"] });
    if (fields["form.code"]) setError("code", { message: fields["form.code"] });
    // Announced by the alert region; focus stays on the button so the admin can retry at once.
    setFailure(describeFailure(status, body.message, needsCode));
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-describedby={failure ? "admin-sign-in-error" : undefined}
    >
      <div role="alert">
        {failure ? (
          <p
            id="admin-sign-in-error"
            data-testid="sign-in-error"
            className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800"
          >
            {failure}
          </p>
        ) : null}
      </div>
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        isRequired
        error={errors.username?.message}
        {...register("username")}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        isRequired
        error={errors.password?.message}
        {...register("password")}
      />
      {needsCode ? (
        <TextField
          label="Code from your authenticator app"
          hint="The 6-digit code, or one of your recovery codes."
          autoComplete="one-time-code"
          inputMode="text"
          autoCapitalize="none"
          spellCheck={false}
          isRequired
          error={errors.code?.message}
          data-testid="sign-in-code"
          {...register("code")}
        />
      ) : null}
      <SubmitButton isPending={isSubmitting || isLeaving} className="w-full">
        Sign in
      </SubmitButton>
    </form>
  );
}
