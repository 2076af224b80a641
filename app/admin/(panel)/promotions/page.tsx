import type { Metadata } from "next";
import Link from "next/link";
import { PageHeading } from "@/components/admin/page-heading";
import { PromotionList } from "@/components/admin/promotions/promotion-list";
import { readRequestClock } from "@/components/admin/request-clock";
import { requireAdminPage } from "@/components/admin/session";
import { presentAdminPromotion } from "@/lib/api/admin/promotions/present";
import { listPromotionsForAdmin } from "@/lib/promotions";

export const metadata: Metadata = { title: "Promotions" };

export default async function PromotionsPage() {
  await requireAdminPage("promotions.edit");
  // The same data as GET /api/adminauth/promotions, read directly: this page renders on the server.
  const promotions = (await listPromotionsForAdmin()).map(presentAdminPromotion);
  const now = (await readRequestClock()).getTime();
  return (
    <>
      <PageHeading
        title="Promotions"
        intro="Every offer the site advertises comes from here, and the checkout applies exactly these."
        actions={
          <Link
            href="/admin/promotions/new"
            className="inline-flex min-h-11 items-center rounded-full bg-brand px-5 font-bold text-navy hover:bg-brand-strong"
          >
            New promotion
          </Link>
        }
      />
      <PromotionList promotions={promotions} now={now} />
    </>
  );
}
