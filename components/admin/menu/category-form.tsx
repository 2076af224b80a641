"use client";

import { formResolver } from "@/components/ui/form-resolver";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { CATEGORY_CHOICES } from "@/lib/menu/shared";
import { addCategory, renameCategory, type TCategoryBody, ZCategoryBodySchema } from "@/lib/api/admin/menu/contract";
import { callApi } from "@/lib/api/client";
import { fieldErrorsOf } from "@/lib/api/fetch";
import { SelectField, SubmitButton, TextField } from "@/components/ui/form-fields";
import { useSavedDialog } from "./use-saved-dialog";

// A name from the list, or a typed one (which wins when both are given); the shared schema
// checks whichever is used, and its message shows beside that field.
const ZCategoryFormSchema = z
  .object({ choice: z.string(), typed: z.string() })
  .superRefine((value, ctx) => {
    const isTyped = value.typed.trim() !== "";
    const parsed = ZCategoryBodySchema.safeParse({ Categoryname: isTyped ? value.typed : value.choice });
    for (const issue of parsed.error?.issues ?? []) {
      ctx.addIssue({ code: "custom", message: issue.message, path: [isTyped ? "typed" : "choice"] });
    }
  })
  .transform((value) => ({ Categoryname: (value.typed.trim() || value.choice).trim() }));

type TCategoryFormValues = z.input<typeof ZCategoryFormSchema>;

/** POST addfoodCategory takes the spec's category form. */
function categoryForm(values: TCategoryBody): FormData {
  const form = new FormData();
  form.set("Categoryname", values.Categoryname);
  return form;
}

type TCategoryFormProps = {
  /** Names already in the menu: the list offers them, but marked. */
  existingNames: string[];
  /** With a category, the form renames it. */
  category?: { id: string; name: string };
};

export function CategoryForm({ existingNames, category }: TCategoryFormProps) {
  const { dialog, confirmSaved, showFailure } = useSavedDialog();
  const isChoice = (name: string) => (CATEGORY_CHOICES as readonly string[]).includes(name);
  const { register, handleSubmit, setError, getValues, reset, formState } = useForm<
    TCategoryFormValues,
    unknown,
    z.output<typeof ZCategoryFormSchema>
  >({
    resolver: formResolver(ZCategoryFormSchema),
    defaultValues: {
      choice: category && isChoice(category.name) ? category.name : "",
      typed: category && !isChoice(category.name) ? category.name : "",
    },
  });
  const { errors, isSubmitting } = formState;
  const taken = new Set(
    existingNames.filter((name) => name !== category?.name).map((name) => name.toLocaleLowerCase("en-GB")),
  );

  const onSubmit = handleSubmit(async (values) => {
    const { body } = category
      ? await callApi(renameCategory, { params: { id: category.id }, body: values })
      : await callApi(addCategory, { form: categoryForm(values) });
    if (body.success) {
      reset();
      await confirmSaved(category ? "Category updated successfully" : "Category added successfully", "?type=category");
      return;
    }
    const fieldError = fieldErrorsOf(body, ["Categoryname"]).Categoryname;
    if (fieldError) {
      setError(getValues("typed").trim() ? "typed" : "choice", { message: fieldError }, { shouldFocus: true });
      return;
    }
    await showFailure(body.message);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" data-testid="category-form">
      <fieldset className="rounded-xl border border-line px-4 pt-1 pb-4" aria-describedby="category-name-hint">
        <legend className="px-1 text-lg font-bold text-ink">
          Category name
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
          <span className="sr-only"> (required)</span>
        </legend>
        <p id="category-name-hint" className="mb-4 text-sm text-ink-muted">
          Pick a name from the list, or type a new one.
        </p>
        <div className="space-y-4">
          <SelectField label="From the list" error={errors.choice?.message} {...register("choice")}>
            <option value="">Choose a category</option>
            {CATEGORY_CHOICES.map((name) => {
              const isTaken = taken.has(name.toLocaleLowerCase("en-GB"));
              return (
                <option key={name} value={name} disabled={isTaken}>
                  {isTaken ? `${name} (already added)` : name}
                </option>
              );
            })}
          </SelectField>
          <TextField
            label="or type a name"
            hint="A typed name is used instead of the one picked above."
            maxLength={60}
            autoComplete="off"
            error={errors.typed?.message}
            {...register("typed")}
          />
        </div>
      </fieldset>
      <SubmitButton isPending={isSubmitting}>{category ? "Save the new name" : "Add category"}</SubmitButton>
      {dialog}
    </form>
  );
}
