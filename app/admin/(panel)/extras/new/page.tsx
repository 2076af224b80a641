import type { Metadata } from "next";
import { EMPTY_GROUP } from "@/components/admin/extras/form-values";
import { loadExtrasMenu } from "@/components/admin/extras/load-extras-menu";
import { OptionGroupForm } from "@/components/admin/extras/option-group-form";
import { PageHeading } from "@/components/admin/page-heading";
import { requireAdminPage } from "@/components/admin/session";

export const metadata: Metadata = { title: "New option group" };

export default async function NewOptionGroupPage() {
  await requireAdminPage("menu.edit");
  return (
    <>
      <PageHeading
        title="New option group"
        intro="Name it, say how many to choose, where it is offered, and list its options."
      />
      <OptionGroupForm id={null} initial={EMPTY_GROUP} menu={await loadExtrasMenu()} />
    </>
  );
}
