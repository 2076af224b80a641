import type { Metadata } from "next";
import { loadCategories } from "@/components/admin/menu/load-menu";
import { ManageMenu } from "@/components/admin/menu/manage-menu";
import { parseMenuType } from "@/components/admin/menu/menu-type";
import { PageHeading } from "@/components/admin/page-heading";
import { requireAdminPage } from "@/components/admin/session";
import { getConfig } from "@/lib/platform/config";

export const metadata: Metadata = { title: "Manage Food Category" };

type TManagePageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ManageFoodCategoryPage({ searchParams }: TManagePageProps) {
  await requireAdminPage("menu.edit");
  const [{ type, category }, categories] = await Promise.all([searchParams, loadCategories()]);
  const categoryId = typeof category === "string" && categories.some((c) => c._id === category) ? category : null;

  return (
    <>
      <PageHeading
        title="Manage Food Category"
        intro="Rename or delete categories, and edit or delete their items and subcategories."
      />
      <ManageMenu
        categories={categories}
        currency={getConfig().CURRENCY}
        initialType={parseMenuType(type)}
        initialCategoryId={categoryId}
      />
    </>
  );
}
