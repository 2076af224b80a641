"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef } from "react";
import { useFieldArray, useForm, useWatch, type Path } from "react-hook-form";
import { useDialog } from "@/components/ui/dialog";
import { FieldError, SelectField, SubmitButton, TextField } from "@/components/ui/form-fields";
import { PlusIcon } from "../icons";
import { createOptionGroup, updateOptionGroup } from "@/lib/api/admin/option-groups/contract";
import { callApi } from "@/lib/api/client";
import {
  EMPTY_OPTION,
  errorAt,
  optionGroupResolver,
  serverFieldErrors,
  toGroupBody,
  type TExtrasMenu,
  type TOptionGroupValues,
} from "./form-values";
import { OptionFields } from "./option-fields";

type TOptionGroupFormProps = {
  /** With an id, the form edits that group. */
  id: string | null;
  initial: TOptionGroupValues;
  menu: TExtrasMenu;
};

const CHECK = "size-5 rounded border-ink-muted accent-navy";
const CHOICE = "flex min-h-11 items-center gap-2.5 text-ink";

/** An option group: its name and rule, the dishes it is offered with, and its options. */
export function OptionGroupForm({ id, initial, menu }: TOptionGroupFormProps) {
  const router = useRouter();
  const { dialog, show } = useDialog();
  const addButton = useRef<HTMLButtonElement>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    formState: { errors, isSubmitting },
    // Checked on submit only, as the other admin forms: a message appearing on blur would move
    // the button from under the pointer pressing it.
  } = useForm<TOptionGroupValues>({
    resolver: optionGroupResolver,
    defaultValues: initial,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
  });
  const { fields, append, remove } = useFieldArray({ control, name: "options" });
  const [scope, categoryId] = useWatch({ control, name: ["scope", "categoryId"] });
  const dishes = menu.find((c) => c.id === categoryId)?.items ?? [];
  const message = (path: string) => errorAt(errors, path);
  const optionsError = message("options.root");

  const onSubmit = handleSubmit(async (values) => {
    const body = toGroupBody(values, initial);
    const { body: answer } = id
      ? await callApi(updateOptionGroup, { params: { id }, body })
      : await callApi(createOptionGroup, { body });
    if (answer.success && answer.data) {
      await show({ title: id ? `“${answer.data.name}” saved` : `“${answer.data.name}” created`, tone: "success" });
      router.push("/admin/extras");
      router.refresh();
      return;
    }
    const fieldErrors = serverFieldErrors(answer.data, values);
    fieldErrors.forEach(([path, text], i) =>
      setError(path as Path<TOptionGroupValues>, { type: "server", message: text }, { shouldFocus: i === 0 }),
    );
    if (fieldErrors.length === 0) await show({ title: "Not saved", text: answer.message, tone: "error" });
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-8 rounded-2xl border border-line bg-white p-5 sm:p-8"
      data-testid="option-group-form"
    >
      <section aria-labelledby="group-heading" className="space-y-1">
        <h2 id="group-heading" className="mb-3 text-xl font-bold text-ink">
          The group
        </h2>
        <TextField
          label="Name"
          isRequired
          maxLength={60}
          autoComplete="off"
          hint="Customers read it above the choices, e.g. “Choose your dip”."
          error={message("name")}
          {...register("name")}
        />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            label="Minimum"
            isRequired
            type="number"
            inputMode="numeric"
            min={0}
            max={20}
            hint="How many the customer must choose; 0 makes it optional."
            error={message("min")}
            {...register("min")}
          />
          <TextField
            label="Maximum"
            isRequired
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
            hint="How many they may choose. Exactly one: 1 and 1."
            error={message("max")}
            {...register("max")}
          />
        </div>
      </section>

      <section aria-labelledby="where-heading" className="space-y-3">
        <h2 id="where-heading" className="text-xl font-bold text-ink">
          Offered with
        </h2>
        <fieldset>
          <legend className="sr-only">Offered with</legend>
          <div className="flex flex-wrap gap-x-6">
            <label className={CHOICE}>
              <input type="radio" value="category" className={CHECK} {...register("scope")} />
              Every dish in a category
            </label>
            <label className={CHOICE}>
              <input type="radio" value="item" className={CHECK} {...register("scope")} />
              One dish
            </label>
          </div>
        </fieldset>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <SelectField
            label="Category"
            isRequired
            error={scope === "category" ? message("categoryId") : undefined}
            {...register("categoryId", { onChange: () => setValue("categoryItemId", "") })}
          >
            <option value="">Choose a category</option>
            {menu.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          {scope === "item" ? (
            <SelectField label="Dish" isRequired error={message("categoryItemId")} {...register("categoryItemId")}>
              <option value="">{categoryId ? "Choose a dish" : "Choose a category first"}</option>
              {dishes.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </SelectField>
          ) : null}
        </div>
      </section>

      <section
        aria-labelledby="options-heading"
        aria-describedby={optionsError ? "options-error" : undefined}
        className="space-y-4"
      >
        <h2 id="options-heading" className="text-xl font-bold text-ink">
          Options
        </h2>
        {fields.map((field, index) => (
          <OptionFields
            key={field.id}
            index={index}
            register={register}
            control={control}
            errors={errors}
            onRemove={() => {
              remove(index);
              // The button pressed has gone: focus goes on to the next control that stays.
              addButton.current?.focus();
            }}
          />
        ))}
        <FieldError id="options-error" message={optionsError} />
        <button
          ref={addButton}
          type="button"
          onClick={() => append({ ...EMPTY_OPTION }, { focusName: `options.${fields.length}.name` })}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-navy px-4 font-semibold text-navy hover:bg-surface"
        >
          <PlusIcon className="size-4" />
          Add option
        </button>
      </section>

      <div className="flex flex-wrap gap-3 border-t border-line pt-6">
        <SubmitButton isPending={isSubmitting}>{id ? "Save option group" : "Create option group"}</SubmitButton>
        <Link
          href="/admin/extras"
          className="inline-flex min-h-11 items-center rounded-full border border-navy px-5 font-semibold text-navy hover:bg-surface"
        >
          Cancel
        </Link>
      </div>
      {dialog}
    </form>
  );
}
