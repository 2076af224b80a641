import type { Metadata } from "next";
import { AddMenuEntry } from "@/components/admin/menu/add-menu-entry";
import { loadCategories } from "@/components/admin/menu/load-menu";
import { parseMenuType } from "@/components/admin/menu/menu-type";
import { PageHeading } from "@/components/admin/page-heading";
import { requireAdminPage } from "@/components/admin/session";

export const metadata: Metadata = { title: "Add Food Category" };

type TFoodsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function FoodsPage({ searchParams }: TFoodsPageProps) {
  await requireAdminPage("menu.edit");
  const [{ type, category }, categories] = await Promise.all([searchParams, loadCategories()]);
  // ?type= and ?category= come from the manage list's "Add" links.
  const categoryId = typeof category === "string" && categories.some((c) => c._id === category) ? category : undefined;

  return (
    <>
      <PageHeading
        title="Add Food Category"
        intro="Add a category, an item of a category or a subcategory (a variant of the items)."
      />
      <div className="max-w-3xl rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
        <AddMenuEntry
          categories={categories}
          initialType={parseMenuType(type) ?? "category"}
          initialCategoryId={categoryId}
        />
      </div>
    </>
  );
}
