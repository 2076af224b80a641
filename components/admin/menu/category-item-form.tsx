"use client";

import { useCurrencySymbol } from "@/components/ui/currency";
import { formResolver } from "@/components/ui/form-resolver";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { addCategoryItem, updateCategoryItem } from "@/lib/api/admin/menu/contract";
import {
  MENU_KIND_PARAM,
  menuFormErrors,
  toDishFormData,
  ZDishFormSchema,
  type AdminDishView,
} from "@/lib/api/admin/menu/view";
import { callApi } from "@/lib/api/client";
import type { TCategoryDto } from "@/lib/api/store/catalogue/contract";
import { SIZE_LABELS, SIZES, SPICE_MAX, SPICE_NAMES } from "@/lib/menu/shared";
import { CONTROL_CLASS, FieldError, SelectField, SubmitButton, TextAreaField } from "@/components/ui/form-fields";
import { ALLERGEN_OPTIONS, CheckboxGroup, DIETARY_OPTIONS } from "./allergen-fields";
import { CategoryAndNameFields } from "./category-and-name-fields";
import { ImageField } from "./image-field";
import { useSavedDialog } from "./use-saved-dialog";
import { VAT_CLASS_HINT, VatClassOptions } from "./vat-class-options";

type TItemFormValues = z.input<typeof ZDishFormSchema>;
type TItemFields = z.output<typeof ZDishFormSchema>;

const SERVER_FIELDS = [
  "categoryId",
  "description",
  "pricing",
  "image",
  "allergens",
  "mayContain",
  "dietary",
  "spice",
  "vatClass",
  ...SIZES.map((_, i) => `pricing.${i}.price`),
];

/** Every size in order; a size the item is not sold in shows as 0. */
function buildPricing(item?: AdminDishView): { size: (typeof SIZES)[number]; price: number }[] {
  return SIZES.map((size) => ({ size, price: item?.pricing.find((p) => p.size === size)?.price ?? 0 }));
}

type TCategoryItemFormProps = {
  categories: TCategoryDto[];
  /** With an item, the form edits it. */
  item?: AdminDishView;
  initialCategoryId?: string;
};

export function CategoryItemForm({ categories, item, initialCategoryId }: TCategoryItemFormProps) {
  const { dialog, confirmSaved, showFailure } = useSavedDialog();
  const currency = useCurrencySymbol();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const { register, handleSubmit, setError, reset, formState } = useForm<TItemFormValues, unknown, TItemFields>({
    resolver: formResolver(ZDishFormSchema),
    defaultValues: {
      categoryId: item?.categoryId ?? initialCategoryId ?? "",
      name: item?.name ?? "",
      description: item?.description ?? "",
      pricing: buildPricing(item),
      allergens: item?.allergens ?? [],
      mayContain: item?.mayContain ?? [],
      dietary: item?.dietary ?? [],
      spice: item?.spice ?? 0,
      vatClass: item?.vatClass ?? "standard",
    },
  });
  const { errors, isSubmitting } = formState;
  const pricingError = errors.pricing?.root?.message ?? errors.pricing?.message;

  const onSubmit = handleSubmit(async (fields) => {
    const form = toDishFormData(fields, image);

    const { body } = item
      ? await callApi(updateCategoryItem, { params: { id: item.id }, form })
      : await callApi(addCategoryItem, { form });
    if (body.success) {
      reset();
      await confirmSaved(
        item ? "Category item updated successfully" : "Category item added successfully",
        `?type=${MENU_KIND_PARAM.item}&category=${fields.categoryId}`,
      );
      return;
    }
    const serverErrors = menuFormErrors(body, SERVER_FIELDS);
    const { image: imageMessage, pricing: pricingMessage, ...rest } = serverErrors;
    setImageError(imageMessage);
    if (pricingMessage) setError("pricing", { message: pricingMessage });
    for (const [name, message] of Object.entries(rest)) {
      setError(name as keyof TItemFormValues, { message });
    }
    if (Object.keys(serverErrors).length === 0) await showFailure(body.message);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" data-testid="category-item-form">
      <CategoryAndNameFields
        categories={categories}
        fields={{ categoryId: register("categoryId"), name: register("name") }}
        errors={{ categoryId: errors.categoryId?.message, name: errors.name?.message }}
      />
      <TextAreaField
        label="Description"
        isRequired
        rows={3}
        maxLength={500}
        error={errors.description?.message}
        {...register("description")}
      />
      <ImageField
        label="Picture"
        currentUrl={item?.image}
        error={imageError}
        testId="item-image"
        onChange={(file) => {
          setImage(file);
          setImageError(undefined);
        }}
      />
      <fieldset aria-describedby={pricingError ? "pricing-error" : "pricing-hint"}>
        <legend className="font-semibold text-ink">Prices</legend>
        <p id="pricing-hint" className="mt-1 text-sm text-ink-muted">
          In pounds. Leave a size at 0 when the item is not sold in that size; at least one size needs a price.
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SIZES.map((size, index) => {
            const id = `price-${size}`;
            const message = errors.pricing?.[index]?.price?.message;
            return (
              <div key={size}>
                <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
                  {SIZE_LABELS[size]}
                </label>
                <div className="relative">
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted"
                  >
                    {currency}
                  </span>
                  <input
                    id={id}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={999.99}
                    step={0.01}
                    aria-invalid={message || pricingError ? true : undefined}
                    aria-describedby={message ? `${id}-error` : undefined}
                    className={`${CONTROL_CLASS} pl-7`}
                    data-testid={id}
                    {...register(`pricing.${index}.price`)}
                  />
                </div>
                <FieldError id={`${id}-error`} message={message} />
              </div>
            );
          })}
        </div>
        <FieldError id="pricing-error" message={pricingError} />
      </fieldset>
      <CheckboxGroup
        legend="Contains"
        hint="The allergens of the 14 that UK law lists which this dish contains."
        name="allergens"
        options={ALLERGEN_OPTIONS}
        error={errors.allergens?.message}
        registration={register("allergens")}
      />
      <CheckboxGroup
        legend="May contain"
        hint="Traces from the kitchen (shared fryer, shared surfaces)."
        name="mayContain"
        options={ALLERGEN_OPTIONS}
        error={errors.mayContain?.message}
        registration={register("mayContain")}
      />
      <CheckboxGroup
        legend="Suitable for"
        name="dietary"
        options={DIETARY_OPTIONS}
        error={errors.dietary?.message}
        registration={register("dietary")}
      />
      <SelectField label="Spice" error={errors.spice?.message} {...register("spice")}>
        {SPICE_NAMES.slice(0, SPICE_MAX + 1).map((name, level) => (
          <option key={name} value={level}>
            {level} – {name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="VAT"
        hint={VAT_CLASS_HINT}
        error={errors.vatClass?.message}
        data-testid="item-vat-class"
        {...register("vatClass")}
      >
        <VatClassOptions />
      </SelectField>
      <SubmitButton isPending={isSubmitting}>{item ? "Save changes" : "Add category item"}</SubmitButton>
      {dialog}
    </form>
  );
}
