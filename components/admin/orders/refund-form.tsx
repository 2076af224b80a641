"use client";

import { useState } from "react";
import { useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import type { OrderDetailView } from "@/lib/api/admin/orders/view";
import { refundOrder, ZRefundBodySchema } from "@/lib/api/admin/refunds/contract";
import { callApi } from "@/lib/api/client";
import { fieldErrorsOf } from "@/lib/api/fetch";
import { formatMoney, toMinor } from "@/lib/platform/money";
import { FieldError, SubmitButton, TextAreaField, TextField } from "@/components/ui/form-fields";

type TRefundFormValues = { kind: "full" | "lines" | "amount"; lineIds: string[]; amount: string; reason: string };

function toBody(v: TRefundFormValues) {
  return {
    reason: v.reason,
    ...(v.kind === "lines" ? { lineIds: v.lineIds } : {}),
    ...(v.kind === "amount" ? { amount: v.amount.trim() === "" ? Number.NaN : Number(v.amount) } : {}),
  };
}

/** The contract's rules, plus what the choice of kind needs, checked before anything is sent. */
const resolver: Resolver<TRefundFormValues> = async (values) => {
  const errors: FieldErrors<TRefundFormValues> = {};
  if (values.kind === "lines" && values.lineIds.length === 0)
    errors.lineIds = { type: "validate", message: "Choose the lines to refund." };
  const parsed = ZRefundBodySchema.safeParse(toBody(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "reason") as keyof TRefundFormValues;
      errors[key] ??= { type: "validate", message: issue.message };
    }
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

const newKey = () => crypto.randomUUID();
const CHOICE = "flex min-h-11 items-center gap-2.5 rounded-lg px-1 text-ink";
const CHECK = "size-5 accent-navy";

/**
 * In full, by lines or by an amount. The form makes one Idempotency-Key when it opens and keeps
 * it until a refund is made, so a double click or a retry after a lost answer makes one refund.
 */
export function RefundForm({ order, onRefunded }: { order: OrderDetailView; onRefunded: (message: string) => void }) {
  const [requestKey, setRequestKey] = useState(newKey);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, control, setError, reset, formState } = useForm<TRefundFormValues>({
    resolver,
    defaultValues: { kind: "full", lineIds: [], amount: "", reason: "" },
  });
  const kind = useWatch({ control, name: "kind" });
  const refundable = toMinor(order.refundable);
  const money = (major: number) => formatMoney(toMinor(major), order.currency);

  async function submit(values: TRefundFormValues) {
    setFormError(null);
    const { body } = await callApi(refundOrder, {
      params: { id: order.id },
      body: toBody(values),
      init: { headers: { "Idempotency-Key": requestKey } },
    });
    if (body.success && body.data) {
      setRequestKey(newKey());
      reset();
      const tipPart = body.data.refund.tip > 0 ? `, including ${money(body.data.refund.tip)} of the tip` : "";
      onRefunded(`Refund of ${money(body.data.refund.amount)} requested${tipPart}.`);
      return;
    }
    const fields = fieldErrorsOf(body, ["amount", "lineIds", "reason"]);
    for (const [key, message] of Object.entries(fields)) setError(key as keyof TRefundFormValues, { message });
    if (!Object.keys(fields).length) setFormError(body.message || "The refund could not be made.");
  }

  if (refundable <= 0) return <p className="text-ink-muted">Nothing is left to refund.</p>;
  // The tip is given back last (decision 030): what may be refunded before it is touched.
  const tipLeft =
    toMinor(order.tip) - order.refunds.filter((r) => r.status !== "failed").reduce((s, r) => s + toMinor(r.tip), 0);
  const beforeTip = refundable - Math.max(0, tipLeft);
  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4" data-testid="refund-form">
      <fieldset>
        <legend className="mb-1 font-semibold text-ink">Refund</legend>
        <label className={CHOICE}>
          <input type="radio" value="full" className={CHECK} {...register("kind")} /> Everything left (
          {formatMoney(refundable, order.currency)})
        </label>
        <label className={CHOICE}>
          <input type="radio" value="lines" className={CHECK} {...register("kind")} /> Chosen lines
        </label>
        <label className={CHOICE}>
          <input type="radio" value="amount" className={CHECK} {...register("kind")} /> An amount
        </label>
      </fieldset>
      {order.status === "placed" ? (
        <p className="rounded-lg bg-surface px-3 py-2 text-sm text-ink" data-testid="refund-new-order-note">
          Not accepted yet: to give all of it back, reject the order, which refunds it and tells the customer.
        </p>
      ) : null}
      {tipLeft > 0 ? (
        <p className="rounded-lg bg-surface px-3 py-2 text-sm text-ink" data-testid="refund-tip-note">
          The tip ({formatMoney(tipLeft, order.currency)}) is given back last: lines, or an amount up to{" "}
          {formatMoney(beforeTip, order.currency)}, leave it alone; everything left includes it.
        </p>
      ) : null}
      {kind === "lines" ? (
        <fieldset aria-describedby={formState.errors.lineIds ? "refund-lines-error" : undefined}>
          <legend className="mb-1 font-semibold text-ink">Lines</legend>
          {order.lines.map((line) => (
            <label key={line.id} className={CHOICE}>
              <input
                type="checkbox"
                value={line.id}
                disabled={line.refunded}
                className={CHECK}
                {...register("lineIds")}
              />
              {line.qty} × {line.variantName ?? line.itemName} ({money(line.paid)})
              {line.refunded ? <span className="text-ink-muted"> refunded</span> : null}
            </label>
          ))}
          <FieldError id="refund-lines-error" message={formState.errors.lineIds?.message} />
        </fieldset>
      ) : null}
      {kind === "amount" ? (
        <TextField
          label="Amount"
          isRequired
          inputMode="decimal"
          hint={`At most ${formatMoney(refundable, order.currency)}, such as 4.50.`}
          error={formState.errors.amount?.message}
          {...register("amount")}
        />
      ) : null}
      <TextAreaField
        label="Reason"
        isRequired
        rows={2}
        hint="The customer reads it in the e-mail."
        error={formState.errors.reason?.message}
        {...register("reason")}
      />
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {formError}
        </p>
      ) : null}
      <SubmitButton isPending={formState.isSubmitting}>Make refund</SubmitButton>
    </form>
  );
}
