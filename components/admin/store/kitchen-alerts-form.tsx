"use client";

import { useState } from "react";
import { useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { putKitchenSettings, ZKitchenSettingsSchema, type TKitchenSettings } from "@/lib/api/admin/kitchen/contract";
import { callApi } from "@/lib/api/client";
import { SELF_PAUSE_AFTER_SUGGESTED, SELF_PAUSE_MINUTES } from "@/lib/alerts/shared";
import { TextField } from "@/components/ui/form-fields";
import { StoreFormCard } from "./store-form-card";

type TFormValues = {
  autoAccept: boolean;
  escalateAfterMinutes: number;
  isSelfPauseOn: boolean;
  selfPauseAfterOrders: number;
};

/** The form's values as the contract's body: the self-pause's number only when it is on. */
function toBody(values: TFormValues): unknown {
  return {
    autoAccept: values.autoAccept,
    escalateAfterMinutes: values.escalateAfterMinutes,
    selfPauseAfterOrders: values.isSelfPauseOn ? values.selfPauseAfterOrders : null,
  };
}

// The browser checks with the contract's schema, as the server does.
const resolver: Resolver<TFormValues> = async (values) => {
  const parsed = ZKitchenSettingsSchema.safeParse(toBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<TFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof TFormValues;
    errors[field] ??= { type: "validate", message: issue.message };
  }
  return { values: {}, errors };
};

/** Auto-accept, the escalation of unanswered orders and the shop's self-pause (issue 23). */
export function KitchenAlertsForm({ initial }: { initial: TKitchenSettings }) {
  const [message, setMessage] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, formState } = useForm<TFormValues>({
    resolver,
    defaultValues: {
      autoAccept: initial.autoAccept,
      escalateAfterMinutes: initial.escalateAfterMinutes,
      isSelfPauseOn: initial.selfPauseAfterOrders !== null,
      selfPauseAfterOrders: initial.selfPauseAfterOrders ?? SELF_PAUSE_AFTER_SUGGESTED,
    },
  });
  const isSelfPauseOn = useWatch({ control, name: "isSelfPauseOn" });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const { body } = await callApi(putKitchenSettings, { body: toBody(values) as TKitchenSettings });
    if (body.success) return setMessage(body.message);
    const data = (body.data ?? {}) as Record<string, string>;
    for (const field of ["autoAccept", "escalateAfterMinutes", "selfPauseAfterOrders"] as const)
      if (data[field]) setError(field, { message: data[field] });
    setMessage(body.message);
  });

  const number = { valueAsNumber: true } as const;
  return (
    <StoreFormCard
      id="kitchen-alerts"
      title="Kitchen alerts"
      intro="So that nobody misses an order: what the shop does by itself when the board is not answered."
      testId="kitchen-alerts-form"
      onSubmit={onSubmit}
      submitLabel="Save kitchen alerts"
      isSubmitting={isSubmitting}
      message={message}
    >
      <label className="flex min-h-11 items-start gap-2.5 text-ink sm:col-span-2">
        <input type="checkbox" className="mt-0.5 size-5 accent-navy" {...register("autoAccept")} />
        <span>
          <span className="font-semibold">Accept paid orders automatically</span>
          <span className="block text-sm text-ink-muted">
            Each paid order is accepted at once with the time the customer was promised at checkout, and printed. It
            still shows on the board.
          </span>
        </span>
      </label>
      <TextField
        label="E-mail the owner after this many minutes unanswered"
        hint="While the shop is open; the board rings louder too."
        type="number"
        inputMode="numeric"
        isRequired
        error={errors.escalateAfterMinutes?.message}
        {...register("escalateAfterMinutes", number)}
      />
      <div className="hidden sm:block" />
      <label className="flex min-h-11 items-start gap-2.5 text-ink sm:col-span-2">
        <input type="checkbox" className="mt-0.5 size-5 accent-navy" {...register("isSelfPauseOn")} />
        <span>
          <span className="font-semibold">
            Pause online ordering by itself for {SELF_PAUSE_MINUTES} minutes when orders go unanswered
          </span>
          <span className="block text-sm text-ink-muted">
            Counted within an hour; the board says when it has happened.
          </span>
        </span>
      </label>
      {isSelfPauseOn ? (
        <TextField
          label="Pause after this many unanswered orders"
          type="number"
          inputMode="numeric"
          isRequired
          error={errors.selfPauseAfterOrders?.message}
          {...register("selfPauseAfterOrders", number)}
        />
      ) : null}
    </StoreFormCard>
  );
}
