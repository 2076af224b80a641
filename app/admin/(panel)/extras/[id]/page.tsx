import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { toFormValues } from "@/components/admin/extras/form-values";
import { loadExtrasMenu } from "@/components/admin/extras/load-extras-menu";
import { OptionGroupForm } from "@/components/admin/extras/option-group-form";
import { PageHeading } from "@/components/admin/page-heading";
import { requireAdminPage } from "@/components/admin/session";
import { presentAdminOptionGroup } from "@/lib/api/admin/option-groups/present";
import { listOptionGroupsForAdmin } from "@/lib/menu";

export const metadata: Metadata = { title: "Edit option group" };

export default async function EditOptionGroupPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage("menu.edit");
  const { id } = await params;
  const [groups, menu] = await Promise.all([listOptionGroupsForAdmin(), loadExtrasMenu()]);
  const group = groups.find((g) => g.id === id);
  if (!group) notFound();
  return (
    <>
      <PageHeading
        title={`Edit: ${group.name}`}
        intro="Options keep their place in baskets as long as they are not removed."
      />
      <OptionGroupForm id={group.id} initial={toFormValues(presentAdminOptionGroup(group), menu)} menu={menu} />
    </>
  );
}
