"use client";

import { formResolver } from "@/components/ui/form-resolver";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { Modal } from "@/components/ui/modal";
import {
  acceptOrder,
  rejectOrder,
  ZAcceptBodySchema,
  ZRejectBodySchema,
  type TAcceptBody,
  type TRejectBody,
} from "@/lib/api/admin/orders/contract";
import { callApi } from "@/lib/api/client";
import { fieldErrorsOf } from "@/lib/api/fetch";
import { PREP_MINUTES_CHOICES } from "@/lib/ordering/shared";
import { FieldError, SubmitButton, TextAreaField } from "@/components/ui/form-fields";
import { FULFILMENT_NAMES, type Fulfilment } from "@/lib/shop/shared";
import { formatDayAndClock } from "@/lib/platform/time/shared";

type TKitchenDialogProps = {
  orderId: string;
  orderNumber: string;
  fulfilment: Fulfilment;
  /** The slot the customer chose: accepting keeps it, no minutes asked. */
  slotStart?: string | null;
  onClose: () => void;
  /** Called with the answer's message once the order has moved. */
  onDone: (message: string) => void;
};

const CHOICE =
  "flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-ink-muted/60 px-3 font-semibold text-ink " +
  "has-checked:border-navy has-checked:bg-navy has-checked:text-white has-focus-visible:ring-3 has-focus-visible:ring-navy/40";

/** Radio buttons hold strings; the contract's schema checks the number they stand for. */
type TAcceptFormValues = { prepMinutes: string };
const acceptResolver: Resolver<TAcceptFormValues> = async (values, context) => {
  if (context === "slot") return { values, errors: {} };
  const parsed = ZAcceptBodySchema.safeParse({ prepMinutes: Number(values.prepMinutes) });
  if (parsed.success && values.prepMinutes) return { values, errors: {} };
  const errors: FieldErrors<TAcceptFormValues> = {
    prepMinutes: { type: "validate", message: parsed.error?.issues[0]?.message ?? "Choose a prep time." },
  };
  return { values: {}, errors };
};

/**
 * Accept with the minutes until the customer has it: the promised time they are told. An order
 * for a later slot keeps the slot the customer chose (issue 23): nothing to choose then.
 */
export function AcceptDialog({ orderId, orderNumber, fulfilment, slotStart, onClose, onDone }: TKitchenDialogProps) {
  const { register, handleSubmit, setError, formState } = useForm<TAcceptFormValues>({
    resolver: acceptResolver,
    context: slotStart ? "slot" : "asap",
    defaultValues: { prepMinutes: "20" },
  });
  async function accept(values: TAcceptFormValues) {
    const request: TAcceptBody = slotStart ? {} : { prepMinutes: Number(values.prepMinutes) };
    const { body } = await callApi(acceptOrder, { params: { id: orderId }, body: request });
    if (body.success) return onDone(`Order ${orderNumber} accepted.`);
    const fields = fieldErrorsOf(body, ["prepMinutes"]);
    setError("prepMinutes", { message: fields.prepMinutes ?? body.message });
  }
  const error = formState.errors.prepMinutes?.message;
  return (
    <Modal title={`Accept order ${orderNumber}`} onClose={onClose} testId="accept-dialog">
      <form onSubmit={handleSubmit(accept)} noValidate className="space-y-5">
        {slotStart ? (
          <div>
            <p className="text-lg font-bold text-ink" data-testid="accept-keeps-slot">
              {FULFILMENT_NAMES[fulfilment]} at {formatDayAndClock(new Date(slotStart))}, the time the customer chose.
            </p>
            <p className="mt-1 text-sm text-ink-muted">
              The slot stays as it is; the ticket prints the shop&apos;s prep time before it.
            </p>
            <FieldError id="prep-error" message={error} />
          </div>
        ) : (
          <fieldset aria-describedby={error ? "prep-error" : "prep-hint"}>
            <legend className="mb-1 font-semibold text-ink">
              {fulfilment === "collection" ? "Ready to collect in" : "With the customer in"}
            </legend>
            <p id="prep-hint" className="mb-3 text-sm text-ink-muted">
              The customer is told the time this gives
              {fulfilment === "delivery" ? ", cooking and the ride included" : ""}.
            </p>
            <div className="grid grid-cols-4 gap-2">
              {PREP_MINUTES_CHOICES.map((minutes) => (
                <label key={minutes} className={CHOICE}>
                  <input type="radio" value={String(minutes)} className="sr-only" {...register("prepMinutes")} />
                  {minutes} min
                </label>
              ))}
            </div>
            <FieldError id="prep-error" message={error} />
          </fieldset>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={onClose}
            className="min-h-11 rounded-full border border-line px-5 font-semibold text-ink hover:bg-surface"
          >
            Not now
          </button>
          <SubmitButton isPending={formState.isSubmitting}>Accept order</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}

/** Reject with a reason: the customer is told it and refunded in full. */
export function RejectDialog({ orderId, orderNumber, onClose, onDone }: TKitchenDialogProps) {
  const { register, handleSubmit, setError, formState } = useForm<TRejectBody>({
    resolver: formResolver(ZRejectBodySchema),
    defaultValues: { reason: "" },
  });
  async function reject(values: TRejectBody) {
    const { body } = await callApi(rejectOrder, { params: { id: orderId }, body: values });
    if (body.success) return onDone(`Order ${orderNumber} rejected; the customer is being refunded.`);
    const fields = fieldErrorsOf(body, ["reason"]);
    setError("reason", { message: fields.reason ?? body.message });
  }
  return (
    <Modal
      title={`Reject order ${orderNumber}`}
      description="The customer is refunded in full and told the reason by e-mail."
      onClose={onClose}
      testId="reject-dialog"
    >
      <form onSubmit={handleSubmit(reject)} noValidate className="space-y-5">
        <TextAreaField
          label="Reason"
          isRequired
          rows={3}
          hint="Such as: we have run out of dough, the kitchen is closing."
          error={formState.errors.reason?.message}
          {...register("reason")}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={onClose}
            className="min-h-11 rounded-full border border-line px-5 font-semibold text-ink hover:bg-surface"
          >
            Keep order
          </button>
          <SubmitButton isPending={formState.isSubmitting} className="bg-red-700! text-white! hover:bg-red-800!">
            Reject and refund
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
