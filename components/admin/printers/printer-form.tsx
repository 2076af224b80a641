"use client";

import { SelectField, SubmitButton, TextField } from "@/components/ui/form-fields";
import { ZPrinterBodySchema, type TPrinterBody } from "@/lib/api/admin/printers/contract";
import {
  PRINT_PURPOSES,
  PRINTER_PROTOCOLS,
  PROTOCOL_TEXT,
  PURPOSE_TEXT,
  type TPrinterProtocol,
  type TPrintPurpose,
} from "@/lib/printing/shared";
import { contractResolver } from "../contract-resolver";
import { useSaveForm } from "../use-save-form";

export type TPrinterFormValues = {
  name: string;
  protocol: TPrinterProtocol;
  purposes: TPrintPurpose[];
  categoryIds: string[];
  copies: string;
};

export const PRINTER_FIELDS = ["name", "protocol", "purposes", "categoryIds", "copies"] as const;

export const EMPTY_PRINTER: TPrinterFormValues = {
  name: "",
  protocol: "cloudprnt",
  purposes: ["kitchen"],
  categoryIds: [],
  copies: "1",
};

export function toPrinterBody(values: TPrinterFormValues): TPrinterBody {
  return {
    name: values.name,
    protocol: values.protocol,
    // An unticked group arrives as false, a single box as a string.
    purposes: [values.purposes].flat().filter(Boolean) as TPrintPurpose[],
    categoryIds: [values.categoryIds].flat().filter(Boolean) as string[],
    copies: values.copies.trim() === "" ? Number.NaN : Number(values.copies),
  };
}

const resolver = contractResolver<TPrinterFormValues>(ZPrinterBodySchema, toPrinterBody);

type TPrinterFormProps = {
  categories: { id: string; name: string }[];
  /** Answers the server's field messages when it refused, or null when saved. */
  onSave: (values: TPrinterFormValues) => Promise<Record<string, string> | null>;
};

export function PrinterForm({ categories, onSave }: TPrinterFormProps) {
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useSaveForm({
    resolver,
    defaultValues: EMPTY_PRINTER,
    emptyValues: EMPTY_PRINTER,
    fields: PRINTER_FIELDS,
    onSave,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="Name"
        isRequired
        maxLength={60}
        autoComplete="off"
        hint="Where it stands: Oven, Counter…"
        error={errors.name?.message}
        {...register("name")}
      />
      <SelectField label="Connects as" isRequired error={errors.protocol?.message} {...register("protocol")}>
        {PRINTER_PROTOCOLS.map((p) => (
          <option key={p} value={p}>
            {PROTOCOL_TEXT[p]}
          </option>
        ))}
      </SelectField>
      <fieldset aria-describedby={errors.purposes ? "printer-purposes-error" : undefined}>
        <legend className="mb-1.5 font-semibold text-ink">Prints</legend>
        {PRINT_PURPOSES.map((p) => (
          <label key={p} className="flex min-h-11 items-center gap-2.5 text-ink">
            <input
              type="checkbox"
              value={p}
              className="size-5 rounded border-ink-muted accent-navy"
              {...register("purposes")}
            />
            {PURPOSE_TEXT[p]}
          </label>
        ))}
        {errors.purposes?.message ? (
          <p id="printer-purposes-error" className="mt-1 text-sm font-semibold text-red-800">
            {errors.purposes.message}
          </p>
        ) : null}
      </fieldset>
      {categories.length ? (
        <fieldset>
          <legend className="mb-1.5 font-semibold text-ink">Only these categories (none ticked: all)</legend>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {categories.map((c) => (
              <label key={c.id} className="flex min-h-11 items-center gap-2.5 text-ink">
                <input
                  type="checkbox"
                  value={c.id}
                  className="size-5 rounded border-ink-muted accent-navy"
                  {...register("categoryIds")}
                />
                {c.name}
              </label>
            ))}
          </div>
          {errors.categoryIds?.message ? (
            <p className="mt-1 text-sm font-semibold text-red-800">{errors.categoryIds.message}</p>
          ) : null}
        </fieldset>
      ) : null}
      <TextField label="Copies" inputMode="numeric" isRequired error={errors.copies?.message} {...register("copies")} />
      <SubmitButton isPending={isSubmitting}>Add printer</SubmitButton>
    </form>
  );
}
