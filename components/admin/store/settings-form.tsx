"use client";

import { formResolver } from "@/components/ui/form-resolver";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  putStoreSettings,
  ZStoreSettingsSchema,
  type TStoreSettings,
  type TStoreSettingsForm,
} from "@/lib/api/admin/store/contract";
import { callApi } from "@/lib/api/client";
import { useCurrency, useCurrencySymbol } from "@/components/ui/currency";
import { TextField } from "@/components/ui/form-fields";
import { formatMoney, toMinor } from "@/lib/platform/money";
import { StoreFormCard } from "./store-form-card";

const FIELDS = Object.keys(ZStoreSettingsSchema.shape) as (keyof TStoreSettingsForm)[];

/**
 * Preparation and delivery minutes, busy minutes, orders per slot, the minimum for collection, the
 * largest order, the home page's Admin Panel Preview; and, for the owner (payments.settings), cash on delivery, pay at collection and
 * the largest cash order (decision 030). Others see the payment settings without changing them.
 */
export function SettingsForm({
  initial,
  canEditPayments = false,
}: {
  initial: TStoreSettings;
  canEditPayments?: boolean;
}) {
  const [message, setMessage] = useState<string | null>(null);
  const currency = useCurrencySymbol();
  const currencyCode = useCurrency();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TStoreSettingsForm>({
    resolver: formResolver(ZStoreSettingsSchema),
    defaultValues: {
      prepMinutes: initial.prepMinutes,
      deliveryMinutes: initial.deliveryMinutes,
      busyExtraMinutes: initial.busyExtraMinutes,
      deliverySlotCapacity: initial.deliverySlotCapacity,
      collectionSlotCapacity: initial.collectionSlotCapacity,
      minimumAppliesToCollection: initial.minimumAppliesToCollection,
      maxOrderValue: initial.maxOrderValue,
      adminPreview: initial.adminPreview,
      ...(canEditPayments
        ? {
            cashOnDelivery: initial.cashOnDelivery,
            payAtCollection: initial.payAtCollection,
            cashMaxOrder: initial.cashMaxOrder,
          }
        : {}),
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const { body } = await callApi(putStoreSettings, { body: values });
    if (body.success) return setMessage(body.message);
    const data = (body.data ?? {}) as Record<string, string>;
    for (const field of FIELDS) if (data[field]) setError(field, { message: data[field] });
    setMessage(body.message);
  });

  const number = { valueAsNumber: true } as const;
  // Minutes and capacities: a whole number each, its message read under the name it is registered by.
  const wholeNumber = (name: keyof TStoreSettingsForm) =>
    ({
      type: "number",
      inputMode: "numeric",
      isRequired: true,
      error: errors[name]?.message,
      ...register(name, number),
    }) as const;
  return (
    <StoreFormCard
      id="settings"
      title="Kitchen times, capacity and order size"
      onSubmit={onSubmit}
      submitLabel="Save times and capacity"
      isSubmitting={isSubmitting}
      message={message}
    >
      <TextField label="Preparation minutes (collection)" {...wholeNumber("prepMinutes")} />
      <TextField
        label="Delivery minutes"
        hint="From the order to the customer's door: the preparation and the ride."
        {...wholeNumber("deliveryMinutes")}
      />
      <TextField
        label="Busy: extra minutes"
        hint="Added to every promised time while the kitchen is busy; 0 when it is not."
        {...wholeNumber("busyExtraMinutes")}
      />
      <div className="hidden sm:block" />
      <TextField label="Delivery orders per 15-minute slot" {...wholeNumber("deliverySlotCapacity")} />
      <TextField label="Collection orders per 15-minute slot" {...wholeNumber("collectionSlotCapacity")} />
      <TextField
        label={`Largest online order (${currency})`}
        hint="The dishes' value before offers and delivery. A larger basket is refused with a request to call the shop."
        type="number"
        inputMode="decimal"
        step="0.01"
        isRequired
        error={errors.maxOrderValue?.message}
        {...register("maxOrderValue", number)}
      />
      <div className="hidden sm:block" />
      <label className="flex min-h-11 items-center gap-2.5 text-ink sm:col-span-2">
        <input type="checkbox" className="size-5 accent-navy" {...register("minimumAppliesToCollection")} />
        The minimum order applies to collection too
      </label>
      <label className="flex min-h-11 items-center gap-2.5 text-ink sm:col-span-2">
        <input type="checkbox" className="size-5 accent-navy" {...register("adminPreview")} />
        Show the &lsquo;Admin Panel Preview&rsquo; invitation on the home page
      </label>
      <fieldset className="space-y-3 rounded-xl border border-line p-4 sm:col-span-2" data-testid="cash-settings">
        <legend className="px-1 font-bold text-ink">Cash payments</legend>
        {canEditPayments ? (
          <>
            <label className="flex min-h-11 items-center gap-2.5 text-ink">
              <input type="checkbox" className="size-5 accent-navy" {...register("cashOnDelivery")} />
              Take cash on delivery
            </label>
            <label className="flex min-h-11 items-center gap-2.5 text-ink">
              <input type="checkbox" className="size-5 accent-navy" {...register("payAtCollection")} />
              Take cash when customers collect
            </label>
            <TextField
              className="sm:max-w-xs"
              label={`Largest cash order (${currency})`}
              hint="Larger orders pay by card. Payment settings need your two-factor sign-in."
              type="number"
              inputMode="decimal"
              step="0.01"
              isRequired
              error={errors.cashMaxOrder?.message}
              {...register("cashMaxOrder", number)}
            />
          </>
        ) : (
          <p className="text-sm text-ink" data-testid="cash-settings-summary">
            Cash on delivery {initial.cashOnDelivery ? "on" : "off"}, cash at collection{" "}
            {initial.payAtCollection ? "on" : "off"}, up to {formatMoney(toMinor(initial.cashMaxOrder), currencyCode)}.
            Only the owner can change payment settings.
          </p>
        )}
      </fieldset>
    </StoreFormCard>
  );
}
