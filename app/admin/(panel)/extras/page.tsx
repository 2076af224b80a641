import type { Metadata } from "next";
import Link from "next/link";
import { loadExtrasMenu } from "@/components/admin/extras/load-extras-menu";
import { OptionGroupList } from "@/components/admin/extras/option-group-list";
import { PageHeading } from "@/components/admin/page-heading";
import { requireAdminPage } from "@/components/admin/session";
import { presentAdminOptionGroup } from "@/lib/api/admin/option-groups/present";
import { listOptionGroupsForAdmin } from "@/lib/menu";

export const metadata: Metadata = { title: "Extras" };

export default async function ExtrasPage() {
  await requireAdminPage("menu.edit");
  // The same data as GET /api/adminauth/menu/optionGroups, read directly: this page renders on the server.
  const [groups, menu] = await Promise.all([listOptionGroupsForAdmin(), loadExtrasMenu()]);
  return (
    <>
      <PageHeading
        title="Extras"
        intro="Option groups customers choose from with a dish: toppings, dips, a drink. Put one on a whole category or on one dish."
        actions={
          <Link
            href="/admin/extras/new"
            className="inline-flex min-h-11 items-center rounded-full bg-brand px-5 font-bold text-navy hover:bg-brand-strong"
          >
            New option group
          </Link>
        }
      />
      <OptionGroupList groups={groups.map(presentAdminOptionGroup)} menu={menu} />
    </>
  );
}
