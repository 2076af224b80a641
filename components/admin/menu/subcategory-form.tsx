"use client";

import { formResolver } from "@/components/ui/form-resolver";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { addSubcategory, updateSubcategory } from "@/lib/api/admin/menu/contract";
import {
  menuFormErrors,
  toVariantFormData,
  ZVariantFormSchema,
  type AdminVariantView,
  type TVariantFormFields,
} from "@/lib/api/admin/menu/view";
import { callApi } from "@/lib/api/client";
import type { TCategoryDto } from "@/lib/api/store/catalogue/contract";
import { SubmitButton } from "@/components/ui/form-fields";
import { ALLERGEN_OPTIONS, CheckboxGroup } from "./allergen-fields";
import { CategoryAndNameFields } from "./category-and-name-fields";
import { ImageField } from "./image-field";
import { useSavedDialog } from "./use-saved-dialog";

type TSubcategoryFormProps = {
  categories: TCategoryDto[];
  /** With a subcategory, the form edits it. */
  subcategory?: AdminVariantView;
  initialCategoryId?: string;
};

export function SubcategoryForm({ categories, subcategory, initialCategoryId }: TSubcategoryFormProps) {
  const { dialog, confirmSaved, showFailure } = useSavedDialog();
  const [image, setImage] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  // The optional cover field shows when asked for, or when there is a cover already.
  const [hasCoverField, setHasCoverField] = useState(Boolean(subcategory?.coverImage));
  const [fileErrors, setFileErrors] = useState<{ image?: string; coverimage?: string }>({});
  const { register, handleSubmit, setError, reset, formState } = useForm<
    z.input<typeof ZVariantFormSchema>,
    unknown,
    TVariantFormFields
  >({
    resolver: formResolver(ZVariantFormSchema),
    defaultValues: {
      categoryId: subcategory?.categoryId ?? initialCategoryId ?? "",
      name: subcategory?.name ?? "",
      allergensAdded: subcategory?.allergensAdded ?? [],
      allergensRemoved: subcategory?.allergensRemoved ?? [],
    },
  });
  const { errors, isSubmitting } = formState;
  const isNew = !subcategory;

  const onSubmit = handleSubmit(
    async (fields) => {
      if (isNew && !image) {
        setFileErrors({ image: "Choose a picture." });
        return;
      }
      const form = toVariantFormData(fields);
      if (image) form.set("image", image);
      if (hasCoverField && cover) form.set("coverimage", cover);
      // Removing the field of a saved cover removes the cover.
      if (!isNew && subcategory.coverImage && !hasCoverField) form.set("removeCoverimage", "true");

      const { body } = isNew
        ? await callApi(addSubcategory, { form })
        : await callApi(updateSubcategory, { params: { id: subcategory.id }, form });
      if (body.success) {
        reset();
        await confirmSaved(
          isNew ? "Subcategory added successfully" : "Subcategory updated successfully",
          `?type=subcategory&category=${fields.categoryId}`,
        );
        return;
      }
      const serverErrors = menuFormErrors(body, [
        "categoryId",
        "image",
        "coverimage",
        "allergensAdded",
        "allergensRemoved",
      ]);
      setFileErrors({ image: serverErrors.image, coverimage: serverErrors.coverimage });
      if (serverErrors.categoryId) setError("categoryId", { message: serverErrors.categoryId });
      if (serverErrors.name) setError("name", { message: serverErrors.name });
      if (serverErrors.allergensAdded) setError("allergensAdded", { message: serverErrors.allergensAdded });
      if (serverErrors.allergensRemoved) setError("allergensRemoved", { message: serverErrors.allergensRemoved });
      if (Object.keys(serverErrors).length === 0) await showFailure(body.message);
    },
    () => {
      // The picture is not part of the schema: say it is missing along with the other fields.
      if (isNew && !image) setFileErrors((e) => ({ ...e, image: "Choose a picture." }));
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" data-testid="subcategory-form">
      <CategoryAndNameFields
        categories={categories}
        fields={{ categoryId: register("categoryId"), name: register("name") }}
        errors={{ categoryId: errors.categoryId?.message, name: errors.name?.message }}
      />
      <ImageField
        label="Picture"
        isRequired={isNew}
        currentUrl={subcategory?.image}
        error={fileErrors.image}
        testId="subcategory-image"
        onChange={(file) => {
          setImage(file);
          setFileErrors((e) => ({ ...e, image: undefined }));
        }}
      />
      <div className="rounded-xl border border-line p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="font-semibold text-ink">Cover picture (optional)</p>
          <button
            type="button"
            aria-expanded={hasCoverField}
            aria-controls="cover-field"
            onClick={() => {
              setHasCoverField((shown) => !shown);
              setCover(null);
              setFileErrors((e) => ({ ...e, coverimage: undefined }));
            }}
            className="min-h-11 rounded-full border border-navy/30 px-4 font-semibold text-navy hover:bg-surface"
          >
            {hasCoverField ? "Remove the cover picture" : "Add a cover picture"}
          </button>
        </div>
        {!isNew && subcategory.coverImage && !hasCoverField ? (
          <p className="mt-2 text-sm text-ink-muted">The saved cover picture will be removed when you save.</p>
        ) : null}
        <div id="cover-field" hidden={!hasCoverField} className="mt-4">
          {hasCoverField ? (
            <ImageField
              label="Cover picture"
              currentUrl={subcategory?.coverImage}
              error={fileErrors.coverimage}
              testId="subcategory-cover"
              onChange={(file) => {
                setCover(file);
                setFileErrors((e) => ({ ...e, coverimage: undefined }));
              }}
            />
          ) : null}
        </div>
      </div>
      <CheckboxGroup
        legend="Adds allergens"
        hint="What this choice adds to every dish it goes with (a stuffed crust adds milk)."
        name="allergensAdded"
        options={ALLERGEN_OPTIONS}
        error={errors.allergensAdded?.message}
        registration={register("allergensAdded")}
      />
      <CheckboxGroup
        legend="Removes allergens"
        hint="Only what no dish of the category has elsewhere (a gluten-free base removes the base's gluten)."
        name="allergensRemoved"
        options={ALLERGEN_OPTIONS}
        error={errors.allergensRemoved?.message}
        registration={register("allergensRemoved")}
      />
      <SubmitButton isPending={isSubmitting}>{isNew ? "Add subcategory" : "Save changes"}</SubmitButton>
      {dialog}
    </form>
  );
}
