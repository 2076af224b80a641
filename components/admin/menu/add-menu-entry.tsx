"use client";

import { useState } from "react";
import type { TCategoryDto } from "@/lib/api/store/catalogue/contract";
import { CONTROL_CLASS } from "@/components/ui/form-fields";
import { CategoryForm } from "./category-form";
import { CategoryItemForm } from "./category-item-form";
import { SubcategoryForm } from "./subcategory-form";
import { MENU_KIND_PARAM, MENU_TYPE_LABELS, parseMenuType, type TMenuType } from "./menu-type";
import { MenuTypeOptions } from "./menu-type-options";

type TAddMenuEntryProps = {
  categories: TCategoryDto[];
  initialType: TMenuType;
  initialCategoryId?: string;
};

/** The add form of /admin/Foods: choose what to add, then fill in its form. */
export function AddMenuEntry({ categories, initialType, initialCategoryId }: TAddMenuEntryProps) {
  const [type, setType] = useState<TMenuType>(initialType);

  return (
    <div className="space-y-6">
      <div className="max-w-sm">
        <label htmlFor="menu-type" className="mb-1.5 block font-semibold text-ink">
          What would you like to add?
        </label>
        <select
          id="menu-type"
          value={MENU_KIND_PARAM[type]}
          onChange={(event) => setType(parseMenuType(event.target.value) ?? "category")}
          className={CONTROL_CLASS}
          data-testid="menu-type"
        >
          <MenuTypeOptions />
        </select>
      </div>
      <section aria-labelledby="menu-form-heading" className="border-t border-line pt-6">
        <h2 id="menu-form-heading" className="mb-4 text-xl font-extrabold text-ink">
          New {MENU_TYPE_LABELS[type].toLowerCase()}
        </h2>
        {type === "category" ? (
          <CategoryForm existingNames={categories.map((c) => c.Categoryname)} />
        ) : type === "item" ? (
          <CategoryItemForm categories={categories} initialCategoryId={initialCategoryId} />
        ) : (
          <SubcategoryForm categories={categories} initialCategoryId={initialCategoryId} />
        )}
      </section>
    </div>
  );
}
