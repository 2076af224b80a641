"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import type { TCategoryDto } from "@/lib/api/store/catalogue/contract";
import { SelectField, TextField } from "@/components/ui/form-fields";

type TCategoryAndNameFieldsProps = {
  categories: TCategoryDto[];
  fields: { categoryId: UseFormRegisterReturn; name: UseFormRegisterReturn };
  errors: { categoryId?: string; name?: string };
};

/** How a dish and a subcategory open: the category they sit in, then their own name. */
export function CategoryAndNameFields({ categories, fields, errors }: TCategoryAndNameFieldsProps) {
  return (
    <>
      <SelectField label="Category" isRequired error={errors.categoryId} {...fields.categoryId}>
        <option value="">Choose a category</option>
        {categories.map((c) => (
          <option key={c._id} value={c._id}>
            {c.Categoryname}
          </option>
        ))}
      </SelectField>
      <TextField label="Name" isRequired maxLength={80} autoComplete="off" error={errors.name} {...fields.name} />
    </>
  );
}
