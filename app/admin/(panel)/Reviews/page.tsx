import type { Metadata } from "next";
import { requireAdminPage } from "@/components/admin/session";
import { SampleReviewCards } from "@/components/admin/reviews/review-cards";

export const metadata: Metadata = { title: "Reviews" };

export default async function ReviewsPage() {
  await requireAdminPage("reports.read");
  return <SampleReviewCards headingLevel={1} title="Reviews" />;
}
