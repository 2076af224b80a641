"use client";

import { useCurrencySymbol } from "@/components/ui/currency";
import { ZZoneBodySchema, type TAdminZoneDto, type TZoneBody } from "@/lib/api/admin/zones/contract";
import { SubmitButton, TextField } from "@/components/ui/form-fields";
import { contractResolver } from "../contract-resolver";
import { useSaveForm } from "../use-save-form";

export type TZoneFormValues = {
  name: string;
  outwardCodes: string;
  deliveryFee: string;
  minimumOrder: string;
  extraMinutes: string;
  isActive: boolean;
};

export const ZONE_FIELDS = ["name", "outwardCodes", "deliveryFee", "minimumOrder", "extraMinutes", "isActive"] as const;

export const EMPTY_ZONE: TZoneFormValues = {
  name: "",
  outwardCodes: "",
  deliveryFee: "",
  minimumOrder: "",
  extraMinutes: "0",
  isActive: true,
};

export function zoneToValues(zone: TAdminZoneDto): TZoneFormValues {
  return {
    name: zone.name,
    outwardCodes: zone.outwardCodes.join(", "),
    deliveryFee: zone.deliveryFee.toFixed(2),
    minimumOrder: zone.minimumOrder.toFixed(2),
    extraMinutes: String(zone.extraMinutes),
    isActive: zone.isActive,
  };
}

/** An empty box is sent as a non-number, so that the contract names the field. */
const toNumber = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));

export function toZoneBody(values: TZoneFormValues): TZoneBody {
  return {
    name: values.name,
    outwardCodes: values.outwardCodes,
    deliveryFee: toNumber(values.deliveryFee),
    minimumOrder: toNumber(values.minimumOrder),
    extraMinutes: toNumber(values.extraMinutes),
    isActive: values.isActive,
  };
}

const resolver = contractResolver<TZoneFormValues>(ZZoneBodySchema, toZoneBody);

type TZoneFormProps = {
  initial: TZoneFormValues;
  submitLabel: string;
  /** Answers the server's field messages when it refused, or null when saved. */
  onSave: (values: TZoneFormValues) => Promise<Record<string, string> | null>;
  onCancel?: () => void;
};

export function ZoneForm({ initial, submitLabel, onSave, onCancel }: TZoneFormProps) {
  const currency = useCurrencySymbol();
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useSaveForm({ resolver, defaultValues: initial, emptyValues: EMPTY_ZONE, fields: ZONE_FIELDS, onSave });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="Name"
        isRequired
        maxLength={60}
        autoComplete="off"
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        label="Outward codes"
        isRequired
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="Separated by commas: W1 covers W1A, W1B... but not W10; SE covers every SE district."
        error={errors.outwardCodes?.message}
        {...register("outwardCodes")}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={`Delivery fee (${currency})`}
          isRequired
          inputMode="decimal"
          error={errors.deliveryFee?.message}
          {...register("deliveryFee")}
        />
        <TextField
          label={`Minimum order (${currency})`}
          isRequired
          inputMode="decimal"
          error={errors.minimumOrder?.message}
          {...register("minimumOrder")}
        />
        <TextField
          label="Extra minutes"
          inputMode="numeric"
          hint="Added to the promised time."
          error={errors.extraMinutes?.message}
          {...register("extraMinutes")}
        />
      </div>
      <label className="flex min-h-11 items-center gap-2.5 text-ink">
        <input type="checkbox" className="size-5 rounded border-ink-muted accent-navy" {...register("isActive")} />
        Active: customers in these codes can order delivery
      </label>
      <div className="flex flex-wrap gap-3">
        <SubmitButton isPending={isSubmitting}>{submitLabel}</SubmitButton>
        {onCancel ? (
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex min-h-11 items-center rounded-full border border-navy px-5 font-semibold text-navy hover:bg-surface"
          >
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
