"use client";

import { useShopName } from "@/components/site/shop-name";
import { formResolver } from "@/components/ui/form-resolver";
import { IntentLink } from "@/components/ui/intent-link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { useDialog } from "@/components/ui/dialog";
import { callApi } from "@/lib/api/client";
import { signUp } from "@/lib/api/store/account/routes";
import {
  AVATAR_MAX_BYTES,
  AVATAR_TOO_BIG_MESSAGE,
  ZSignUpFieldsSchema,
  type TSignUpFields,
} from "@/lib/api/store/account/contract";
import { fieldErrorsOf } from "@/lib/api/fetch";
import { withNextPath } from "@/lib/accounts/shared";
import { PasswordField, SubmitButton, TextField, useFormFields } from "@/components/ui/form-fields";
import { ImageField } from "./image-field";
import { ResendVerificationButton } from "./resend-verification";
import { rememberVerificationEmail, rememberNextPath } from "./verification-email";
import { EmailField } from "./email-field";

const TEXT_FIELDS = ["username", "email", "password"] as const;
const SUCCESS_MESSAGE = "Account created successfully. Please verify your email.";

/** The chosen picture and the object URL of its preview; the URL is revoked when replaced or unmounted. */
function useImagePreview() {
  const [image, setImage] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const urlRef = useRef<string | null>(null);

  function choose(file: File | null) {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = file ? URL.createObjectURL(file) : null;
    setImage(file);
    setPreviewUrl(urlRef.current);
  }

  useEffect(() => {
    const ref = urlRef;
    return () => {
      if (ref.current) URL.revokeObjectURL(ref.current);
      ref.current = null;
    };
  }, []);

  return { image, previewUrl, choose };
}

export function SignUpForm({ next = "/" }: { next?: string }) {
  const shopName = useShopName();
  const router = useRouter();
  const { dialog, show } = useDialog();
  const { image, previewUrl, choose } = useImagePreview();
  const [imageError, setImageError] = useState<string | undefined>();
  const [unsentMail, setUnsentMail] = useState<{ email: string; message: string } | null>(null);
  const imageInputRef = useRef<HTMLInputElement>(null);

  const form = useForm<TSignUpFields>({
    resolver: formResolver(ZSignUpFieldsSchema),
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: { username: "", email: "", password: "" },
  });
  const { handleSubmit, reset, formState } = form;
  const { field, setServerErrors } = useFormFields(form);

  function onImageChange(file: File | null) {
    choose(file);
    setImageError(file && file.size > AVATAR_MAX_BYTES ? AVATAR_TOO_BIG_MESSAGE : undefined);
  }

  function clearImage() {
    onImageChange(null);
    if (imageInputRef.current) imageInputRef.current.value = "";
  }

  function removeImage() {
    clearImage();
    imageInputRef.current?.focus(); // the Remove button has just disappeared
  }

  async function createAccount(values: TSignUpFields) {
    if (imageError) {
      imageInputRef.current?.focus();
      return;
    }
    const form = new FormData();
    form.set("username", values.username);
    form.set("email", values.email);
    form.set("password", values.password);
    if (image) form.set("image", image);
    if (next && next !== "/") form.set("next", next);

    const { status, body } = await callApi(signUp, { form });

    if (body.success) {
      reset();
      setServerErrors({});
      clearImage();
      rememberVerificationEmail(values.email);
      rememberNextPath(next);
      if (body.data?.mailSent === false) {
        setUnsentMail({ email: values.email, message: body.message });
        return;
      }
      await show({ title: `Welcome to ${shopName}`, text: SUCCESS_MESSAGE, tone: "success", closeLabel: "Continue" });
      router.push(withNextPath("/auth/verifyemail", next));
      return;
    }

    const { image: imageFieldError, ...fieldErrors } = fieldErrorsOf(body, [...TEXT_FIELDS, "image"]);
    setServerErrors(fieldErrors);
    if (imageFieldError) setImageError(imageFieldError);
    if (imageFieldError || Object.keys(fieldErrors).length > 0) {
      void show({ title: "Sign up failed", text: "Check the highlighted fields and try again.", tone: "error" });
      return;
    }
    // No connection and too many attempts say what to do; anything else is unexpected.
    const text = status === 0 || status === 429 ? body.message : "Something went wrong, please try again.";
    void show({ title: "Sign up failed", text, tone: "error" });
  }

  const submit = (event: FormEvent<HTMLFormElement>) => handleSubmit(createAccount)(event);

  if (unsentMail) {
    return (
      <div className="space-y-5" data-testid="verification-mail-unsent">
        {/* The form (and its focused button) just went away: focus moves to the news instead. */}
        <div
          role="status"
          tabIndex={-1}
          ref={(element) => element?.focus()}
          className="rounded-xl border border-brand bg-brand-soft p-4 text-ink focus:outline-none"
        >
          <p className="font-semibold">Your account has been created.</p>
          <p className="mt-1">{unsentMail.message}</p>
        </div>
        <ResendVerificationButton
          email={unsentMail.email}
          onSent={() => router.push(withNextPath("/auth/verifyemail", next))}
        />
        {dialog}
      </div>
    );
  }

  return (
    <>
      <form noValidate onSubmit={submit} className="space-y-2">
        <TextField
          density="comfortable"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          hint="3 to 15 characters."
          {...field("username")}
        />
        <EmailField {...field("email")} />
        <PasswordField
          density="comfortable"
          label="Password"
          autoComplete="new-password"
          hint="At least 6 characters."
          {...field("password")}
        />
        <ImageField
          ref={imageInputRef}
          previewUrl={previewUrl}
          fileName={image?.name}
          error={imageError}
          onChange={onImageChange}
          onClear={removeImage}
        />
        <SubmitButton isPending={formState.isSubmitting} isFullWidth>
          Create account
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-ink-muted">
        Already have an account?{" "}
        <IntentLink
          href={withNextPath("/auth", next)}
          className="font-semibold text-navy underline decoration-brand decoration-2 underline-offset-4 hover:decoration-navy"
        >
          Sign In
        </IntentLink>
      </p>
      {dialog}
    </>
  );
}
