"use client";

import { useCurrencySymbol } from "@/components/ui/currency";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { createPromotion, updatePromotion, ZPromotionBodySchema } from "@/lib/api/admin/promotions/contract";
import { callApi } from "@/lib/api/client";
import { SIZES, SIZE_LABELS } from "@/lib/menu/shared";
import { fieldErrorsOf } from "@/lib/api/fetch";
import { PLACEMENTS, PROMOTION_KINDS, AUDIENCES, DIETARY_LABELS, type PromotionChoices } from "@/lib/promotions/shared";
import { useDialog } from "@/components/ui/dialog";
import { FieldError, SelectField, SubmitButton, TextAreaField, TextField } from "@/components/ui/form-fields";
import { contractResolver } from "../contract-resolver";
import { toPromotionBody, type TPromotionFormValues } from "./form-values";
import { AUDIENCE_LABELS, DAY_LABELS, KIND_LABELS, PLACEMENT_LABELS } from "./labels";

export type TPromotionFormOptions = PromotionChoices;

type TPromotionFormProps = { id: string | null; initial: TPromotionFormValues; options: TPromotionFormOptions };

const FIELDS = Object.keys(ZPromotionBodySchema.shape) as (keyof TPromotionFormValues)[];
const DIETARY_NAMES = { vegetarian: "Vegetarian", vegan: "Vegan", gluten_free: "Gluten-free" } as const;

const resolver = contractResolver<TPromotionFormValues>(ZPromotionBodySchema, toPromotionBody);

function Fieldset({
  legend,
  error,
  children,
  id,
}: {
  legend: string;
  error?: string;
  children: React.ReactNode;
  id: string;
}) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 font-semibold text-ink">{legend}</legend>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

const CHECK = "size-5 rounded border-ink-muted accent-navy";
const CHOICE = "flex min-h-11 items-center gap-2.5 rounded-lg px-1 text-ink";

export function PromotionForm({ id, initial, options }: TPromotionFormProps) {
  const router = useRouter();
  const currency = useCurrencySymbol();
  const { dialog, show } = useDialog();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TPromotionFormValues>({ defaultValues: initial, resolver });
  const [kind, applied, reward, freeItemId] = useWatch({ control, name: ["kind", "applied", "reward", "freeItemId"] });
  const freeItemSizes = options.items.find((i) => i.id === freeItemId)?.sizes ?? [];
  const e = (key: keyof TPromotionFormValues) => errors[key]?.message as string | undefined;

  async function save(values: TPromotionFormValues) {
    const body = toPromotionBody(values);
    const result = id
      ? await callApi(updatePromotion, { params: { id }, body })
      : await callApi(createPromotion, { body });
    if (result.body.success) {
      router.push("/admin/promotions");
      router.refresh();
      return;
    }
    const fields = fieldErrorsOf(result.body, FIELDS);
    for (const [key, message] of Object.entries(fields)) setError(key as keyof TPromotionFormValues, { message });
    void show({ title: "Not saved", text: result.body.message, tone: "error" });
  }

  return (
    <form
      onSubmit={handleSubmit(save)}
      noValidate
      className="space-y-8 rounded-2xl border border-line bg-white p-5 sm:p-8"
    >
      <section aria-labelledby="what-they-see" className="grid gap-5 md:grid-cols-2">
        <h2 id="what-they-see" className="text-xl font-bold text-ink md:col-span-2">
          What customers see
        </h2>
        <TextField
          label="Name"
          isRequired
          hint="Shown in the basket: “Applied: …”."
          error={e("name")}
          {...register("name")}
        />
        <TextField label="Badge" isRequired hint="Such as -20%." error={e("badge")} {...register("badge")} />
        <TextField label="Headline" isRequired error={e("headline")} {...register("headline")} />
        <SelectField label="Picture" error={e("image")} {...register("image")}>
          <option value="">No picture</option>
          {options.pictures.map((p) => (
            <option key={p.path} value={p.path}>
              {p.label}
            </option>
          ))}
        </SelectField>
        <div className="md:col-span-2">
          <TextAreaField
            label="Condition, in words"
            isRequired
            rows={2}
            hint="What the customer must do to get it. The pages show it beside the badge."
            error={e("description")}
            {...register("description")}
          />
        </div>
        <Fieldset legend="Where the site shows it" id="placements" error={e("placements")}>
          {PLACEMENTS.map((p) => (
            <label key={p} className={CHOICE}>
              <input type="checkbox" value={p} className={CHECK} {...register("placements")} />
              {PLACEMENT_LABELS[p]}
            </label>
          ))}
        </Fieldset>
        <SelectField label="A deal card opens the menu at" error={e("linkCategoryId")} {...register("linkCategoryId")}>
          <option value="">The whole menu</option>
          {options.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </section>

      <section aria-labelledby="how-applied" className="grid gap-5 md:grid-cols-2">
        <h2 id="how-applied" className="text-xl font-bold text-ink md:col-span-2">
          How it applies and who may use it
        </h2>
        <Fieldset legend="Applied" id="applied">
          <label className={CHOICE}>
            <input type="radio" value="automatic" className={CHECK} {...register("applied")} />
            Automatically, when the basket qualifies
          </label>
          <label className={CHOICE}>
            <input type="radio" value="code" className={CHECK} {...register("applied")} />
            With a code the customer enters
          </label>
        </Fieldset>
        {applied === "code" ? (
          <TextField
            label="Code"
            isRequired
            hint="3 to 20 letters and digits; customers may type it in any case."
            error={e("code")}
            autoCapitalize="characters"
            {...register("code")}
          />
        ) : (
          <label className={`${CHOICE} self-end`}>
            <input type="checkbox" className={CHECK} {...register("isCombinable")} />
            Can be combined with a code and other combinable offers
          </label>
        )}
        <SelectField label="Who may use it" error={e("audience")} {...register("audience")}>
          {AUDIENCES.map((a) => (
            <option key={a} value={a}>
              {AUDIENCE_LABELS[a]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Usage cap"
          type="number"
          inputMode="numeric"
          min={1}
          hint="Empty: no cap. Counts paid orders."
          error={e("usageCap")}
          {...register("usageCap")}
        />
        <label className={CHOICE}>
          <input type="checkbox" className={CHECK} {...register("oncePerCustomer")} />
          Once per customer
        </label>
      </section>

      <section aria-labelledby="when-runs" className="grid gap-5 md:grid-cols-2">
        <h2 id="when-runs" className="text-xl font-bold text-ink md:col-span-2">
          When it runs (London time)
        </h2>
        <TextField
          label="Starts"
          type="datetime-local"
          hint="Empty: now."
          error={e("startsAt")}
          {...register("startsAt")}
        />
        <TextField
          label="Ends"
          type="datetime-local"
          hint="Empty: until retired. It leaves every page at this moment."
          error={e("endsAt")}
          {...register("endsAt")}
        />
        <Fieldset legend="Days" id="days" error={e("days")}>
          <div className="flex flex-wrap gap-x-4">
            {DAY_LABELS.map((day, i) => (
              <label key={day} className={CHOICE}>
                <input type="checkbox" value={String(i + 1)} className={CHECK} {...register("days")} />
                {day}
              </label>
            ))}
          </div>
          <p className="text-sm text-ink-muted">None ticked: every day.</p>
        </Fieldset>
        <div className="grid grid-cols-2 gap-4">
          <TextField label="From" type="time" error={e("from")} {...register("from")} />
          <TextField label="Until" type="time" hint="Past midnight is fine." error={e("to")} {...register("to")} />
        </div>
      </section>

      <section aria-labelledby="what-gives" className="grid gap-5 md:grid-cols-2">
        <h2 id="what-gives" className="text-xl font-bold text-ink md:col-span-2">
          What it gives
        </h2>
        <SelectField label="It gives" isRequired error={e("kind")} {...register("kind")}>
          {PROMOTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={`Minimum spend (${currency})`}
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          hint="Empty: none."
          error={e("minSpend")}
          {...register("minSpend")}
        />
        {kind === "multi_buy" ? (
          <>
            <TextField
              label="How many together"
              type="number"
              inputMode="numeric"
              min={2}
              error={e("quantity")}
              {...register("quantity")}
            />
            <SelectField label="The reward" {...register("reward")}>
              <option value="percent">A percentage off each group</option>
              <option value="set_price">A set price for each group</option>
              <option value="cheapest_free">The cheapest of each group free</option>
            </SelectField>
            {reward === "set_price" ? (
              <TextField
                label={`Set price (${currency})`}
                type="number"
                inputMode="decimal"
                step="0.01"
                min={0}
                error={e("setPrice")}
                {...register("setPrice")}
              />
            ) : null}
          </>
        ) : null}
        {kind === "percent_off_subtotal" ||
        kind === "percent_off_lines" ||
        (kind === "multi_buy" && reward === "percent") ? (
          <TextField
            label="Percentage off"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            isRequired
            error={e("percent")}
            {...register("percent")}
          />
        ) : null}
        {kind === "amount_off_subtotal" ? (
          <TextField
            label={`Amount off (${currency})`}
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0}
            isRequired
            error={e("amount")}
            {...register("amount")}
          />
        ) : null}
        {kind === "percent_off_lines" || kind === "multi_buy" ? (
          <Fieldset legend="Categories it covers" id="categoryIds" error={e("categoryIds")}>
            <div className="grid grid-cols-2 gap-x-4">
              {options.categories.map((c) => (
                <label key={c.id} className={CHOICE}>
                  <input type="checkbox" value={c.id} className={CHECK} {...register("categoryIds")} />
                  {c.name}
                </label>
              ))}
            </div>
          </Fieldset>
        ) : null}
        {kind === "percent_off_lines" ? (
          <Fieldset legend="Or dishes labelled" id="dietary" error={e("dietary")}>
            {DIETARY_LABELS.map((d) => (
              <label key={d} className={CHOICE}>
                <input type="checkbox" value={d} className={CHECK} {...register("dietary")} />
                {DIETARY_NAMES[d]}
              </label>
            ))}
          </Fieldset>
        ) : null}
        {kind === "multi_buy" ? (
          <Fieldset legend="Sizes it covers" id="sizes" error={e("sizes")}>
            {SIZES.map((s) => (
              <label key={s} className={CHOICE}>
                <input type="checkbox" value={s} className={CHECK} {...register("sizes")} />
                {SIZE_LABELS[s]}
              </label>
            ))}
            <p className="text-sm text-ink-muted">None ticked: every size.</p>
          </Fieldset>
        ) : null}
        {kind === "free_item" ? (
          <>
            <SelectField label="The free dish" isRequired error={e("freeItemId")} {...register("freeItemId")}>
              <option value="">Choose a dish</option>
              {options.items.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.name} ({i.category})
                </option>
              ))}
            </SelectField>
            <SelectField label="Its size" isRequired error={e("freeItemSize")} {...register("freeItemSize")}>
              <option value="">Choose a size</option>
              {freeItemSizes.map((s) => (
                <option key={s} value={s}>
                  {SIZE_LABELS[s as keyof typeof SIZE_LABELS] ?? s}
                </option>
              ))}
            </SelectField>
          </>
        ) : null}
      </section>

      <div className="flex flex-wrap gap-3">
        <SubmitButton isPending={isSubmitting}>{id ? "Save changes" : "Create promotion"}</SubmitButton>
      </div>
      {dialog}
    </form>
  );
}
