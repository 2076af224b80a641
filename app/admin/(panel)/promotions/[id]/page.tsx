import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeading } from "@/components/admin/page-heading";
import { toFormValues } from "@/components/admin/promotions/form-values";
import { PromotionForm } from "@/components/admin/promotions/promotion-form";
import { requireAdminPage } from "@/components/admin/session";
import { presentAdminPromotion } from "@/lib/api/admin/promotions/present";
import { listPromotionChoices, listPromotionsForAdmin } from "@/lib/promotions";

export const metadata: Metadata = { title: "Edit promotion" };

export default async function EditPromotionPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage("promotions.edit");
  const { id } = await params;
  const promotion = (await listPromotionsForAdmin()).find((p) => p.id === id);
  if (!promotion) notFound();
  return (
    <>
      <PageHeading title={`Edit: ${promotion.name}`} />
      <PromotionForm
        id={promotion.id}
        initial={toFormValues(presentAdminPromotion(promotion))}
        options={await listPromotionChoices()}
      />
    </>
  );
}
