import type { Metadata } from "next";
import { PageHeading } from "@/components/admin/page-heading";
import { EMPTY_PROMOTION } from "@/components/admin/promotions/form-values";
import { listPromotionChoices } from "@/lib/promotions";
import { PromotionForm } from "@/components/admin/promotions/promotion-form";
import { requireAdminPage } from "@/components/admin/session";

export const metadata: Metadata = { title: "New promotion" };

export default async function NewPromotionPage() {
  await requireAdminPage("promotions.edit");
  return (
    <>
      <PageHeading
        title="New promotion"
        intro="Say what it gives, to whom and when; the site shows it only while it runs."
      />
      <PromotionForm id={null} initial={EMPTY_PROMOTION} options={await listPromotionChoices()} />
    </>
  );
}
