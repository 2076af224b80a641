"use client";

import { formResolver } from "@/components/ui/form-resolver";
import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { SubmitButton, TextField, useFormFields } from "@/components/ui/form-fields";
import { formatUkPhone } from "@/lib/accounts/shared";
import { callApi } from "@/lib/api/client";
import { updateContact } from "@/lib/api/store/account/routes";
import { ZContactSchema, type TContactForm } from "@/lib/api/store/account/contract";
import { fieldErrorsOf } from "@/lib/api/fetch";

export type TContact = { name: string; phone: string };

/**
 * Who the rider and the kitchen call: a name and a UK phone number, kept on the account
 * (PUT /api/auth/user/contact). `headingLevel` fits the page it sits on.
 */
export function ContactForm({
  initial,
  onSaved,
  heading = "Who should we call?",
}: {
  initial: TContact | null;
  onSaved?: (contact: TContact) => void;
  heading?: string;
}) {
  const [saved, setSaved] = useState<TContact | null>(initial);
  const [isEditing, setIsEditing] = useState(initial === null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<TContactForm>({
    resolver: formResolver(ZContactSchema),
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: { name: initial?.name ?? "", phone: initial ? formatUkPhone(initial.phone) : "" },
  });
  const { handleSubmit, setFocus, formState } = form;
  const { field, setServerErrors } = useFormFields(form);
  // Saving takes the form away and Change takes the summary away, each with the focused button:
  // focus goes to what replaced it, or a keyboard user would start again from the top of the page.
  // Not on the page's first drawing: then nobody pressed anything.
  const [focusOnShow, setFocusOnShow] = useState<"summary" | "name" | null>(null);
  const focusOnMount = useCallback((element: HTMLElement | null) => element?.focus(), []);
  useEffect(() => {
    if (isEditing && focusOnShow === "name") setFocus("name");
  }, [isEditing, focusOnShow, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    const { body } = await callApi(updateContact, { body: values });
    if (body.success && body.data) {
      const contact = { name: body.data.contactName, phone: body.data.phone };
      setSaved(contact);
      setFocusOnShow("summary");
      setIsEditing(false);
      setNotice(body.message);
      onSaved?.(contact);
      return;
    }
    const fields = fieldErrorsOf(body, ["name", "phone"]);
    setServerErrors(fields);
    if (fields.name) setFocus("name");
    else if (fields.phone) setFocus("phone");
    else setNotice(body.message || "Something went wrong. Please try again.");
  });

  return (
    <section aria-labelledby="contact-heading" className="space-y-3 rounded-2xl border border-line bg-white p-5">
      <h2 id="contact-heading" className="text-xl font-extrabold text-ink">
        {heading}
      </h2>
      {saved && !isEditing ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p
            ref={focusOnShow === "summary" ? focusOnMount : undefined}
            tabIndex={-1}
            className="text-ink"
            data-testid="contact-summary"
          >
            We will call <span className="font-semibold">{saved.name}</span> on{" "}
            <span className="font-semibold">{formatUkPhone(saved.phone)}</span> about your orders.
          </p>
          <button
            type="button"
            onClick={() => {
              setFocusOnShow("name");
              setIsEditing(true);
              setNotice(null);
            }}
            className="inline-flex min-h-11 items-center rounded-full border border-navy px-5 font-semibold text-navy hover:bg-surface"
          >
            Change<span className="sr-only"> who to call</span>
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField density="comfortable" label="Your name" autoComplete="name" maxLength={80} {...field("name")} />
            <TextField
              density="comfortable"
              label="UK phone number"
              type="tel"
              autoComplete="tel"
              maxLength={30}
              hint="For the rider and the kitchen, e.g. 07911 123456."
              {...field("phone")}
            />
          </div>
          <div className="sm:max-w-56">
            <SubmitButton isPending={formState.isSubmitting} pendingLabel="Saving…" isFullWidth>
              Save contact
            </SubmitButton>
          </div>
        </form>
      )}
      <div aria-live="polite">
        {notice ? (
          <p className="text-sm font-medium text-green-900" data-testid="contact-notice">
            {notice}
          </p>
        ) : null}
      </div>
    </section>
  );
}
