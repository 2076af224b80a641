import type { Metadata } from "next";
import { SampleReviewCards } from "@/components/admin/reviews/review-cards";

export const metadata: Metadata = { title: "Reviews" };

export default function ReviewsPage() {
  return <SampleReviewCards headingLevel={1} title="Reviews" />;
}
