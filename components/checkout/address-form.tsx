"use client";

import { formResolver } from "@/components/ui/form-resolver";
import { useForm } from "react-hook-form";
import { SubmitButton, TextField, useFormFields } from "@/components/ui/form-fields";
import { ZAddressFormSchema, type TAddressForm } from "@/lib/api/store/addresses/contract";

const FIELDS = ["line1", "line2", "town", "postcode", "riderNotes"] as const;

export type TAddressSaveResult =
  { ok: true; message: string } | { ok: false; message: string; fields: Record<string, string> };

/** A new delivery address: lines, town, UK postcode and notes for the rider. */
export function AddressForm({ onSave }: { onSave: (values: TAddressForm) => Promise<TAddressSaveResult> }) {
  const form = useForm<TAddressForm>({
    resolver: formResolver(ZAddressFormSchema),
    // Checked on Save, then again as each field is left: a keyboard passing through the form on its
    // way to the time or to Pay (an address already chosen) must not leave "Enter the town" behind.
    mode: "onSubmit",
    reValidateMode: "onBlur",
    defaultValues: { line1: "", line2: "", town: "", postcode: "", riderNotes: "" },
  });
  const { handleSubmit, reset, setFocus, formState } = form;
  const { field, setServerErrors } = useFormFields(form);

  const onSubmit = handleSubmit(async (values) => {
    const result = await onSave(values);
    if (result.ok) {
      reset();
      return;
    }
    setServerErrors(result.fields);
    const first = FIELDS.find((f) => result.fields[f]);
    if (first) setFocus(first);
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="new-address-heading"
      className="space-y-3 rounded-2xl border border-line bg-white p-5"
    >
      <h3 id="new-address-heading" className="font-bold text-ink">
        Add a new address
      </h3>
      <TextField
        density="comfortable"
        label="Address line 1"
        autoComplete="address-line1"
        maxLength={120}
        {...field("line1")}
      />
      <TextField
        density="comfortable"
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        maxLength={120}
        {...field("line2")}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          density="comfortable"
          label="Town or city"
          autoComplete="address-level2"
          maxLength={60}
          {...field("town")}
        />
        <TextField
          density="comfortable"
          label="Postcode"
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={16}
          hint="A full UK postcode, such as W1B 5AH."
          {...field("postcode")}
        />
      </div>
      <TextField
        density="comfortable"
        label="Notes for the rider (optional)"
        maxLength={300}
        hint="Gate code, flat number, where to ring."
        {...field("riderNotes")}
      />
      <div className="sm:max-w-56">
        <SubmitButton isPending={formState.isSubmitting} pendingLabel="Saving…" isFullWidth>
          Save address
        </SubmitButton>
      </div>
    </form>
  );
}
