import type { Metadata } from "next";
import type { ReactNode } from "react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { CategoryForm } from "@/components/admin/menu/category-form";
import { CategoryItemForm } from "@/components/admin/menu/category-item-form";
import { findMenuEntry, loadCategories } from "@/components/admin/menu/load-menu";
import { SubcategoryForm } from "@/components/admin/menu/subcategory-form";
import { MENU_TYPE_LABELS, parseMenuType, type TMenuType } from "@/components/admin/menu/menu-type";
import { PageHeading } from "@/components/admin/page-heading";
import { requireAdminPage } from "@/components/admin/session";

export const metadata: Metadata = { title: "Edit Food Category" };

type TEditFoodPageProps = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function Frame({ type, name, children }: { type: TMenuType; name: string; children: ReactNode }) {
  return (
    <>
      <PageHeading
        title={`Edit ${MENU_TYPE_LABELS[type].toLowerCase()}`}
        intro={
          <>
            Editing <strong className="text-ink">{name}</strong>.
          </>
        }
        actions={
          <Link
            href="/admin/Managefoodcategory"
            className="inline-flex min-h-11 items-center font-semibold text-navy underline underline-offset-4"
          >
            Back to Manage Food Category
          </Link>
        }
      />
      <div className="max-w-3xl rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">{children}</div>
    </>
  );
}

export default async function EditFoodPage({ params, searchParams }: TEditFoodPageProps) {
  await requireAdminPage("menu.edit");
  const [{ id }, query] = await Promise.all([params, searchParams]);
  if (!z.uuid().safeParse(id).success) notFound();
  const categories = await loadCategories();

  // ?type=category renames a category (the name in ?name= is only a hint: the list decides).
  if (parseMenuType(query.type) === "category") {
    const category = categories.find((c) => c._id === id.toLowerCase());
    if (!category) notFound();
    return (
      <Frame type="category" name={category.Categoryname}>
        <CategoryForm
          existingNames={categories.map((c) => c.Categoryname)}
          category={{ id: category._id, name: category.Categoryname }}
        />
      </Frame>
    );
  }

  const entry = await findMenuEntry(id.toLowerCase());
  if (!entry) notFound();
  return entry.type === "item" ? (
    <Frame type="item" name={entry.item.name}>
      <CategoryItemForm categories={categories} item={entry.item} />
    </Frame>
  ) : (
    <Frame type="subcategory" name={entry.subcategory.name}>
      <SubcategoryForm categories={categories} subcategory={entry.subcategory} />
    </Frame>
  );
}
