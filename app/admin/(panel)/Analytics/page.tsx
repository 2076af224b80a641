import type { Metadata } from "next";
import { requireAdminPage } from "@/components/admin/session";
import Link from "next/link";
import { PageHeading } from "@/components/admin/page-heading";

export const metadata: Metadata = { title: "Analytics" };

// The spec's analytics screen is an empty wrapper; it says so instead of showing made-up charts.
export default async function AnalyticsPage() {
  await requireAdminPage("reports.read");
  return (
    <>
      <PageHeading title="Analytics" />
      <section className="rounded-2xl border border-dashed border-ink-muted/50 bg-white p-8 text-center">
        <h2 className="text-xl font-bold text-ink">Detailed analytics are coming soon</h2>
        <p className="mx-auto mt-2 max-w-xl text-ink-muted">
          Until then, the dashboard shows orders, deliveries, cancellations and revenue for any period, and a chart of
          the last 7 days.
        </p>
        <Link
          href="/admin/dashboard"
          className="mt-6 inline-flex min-h-11 items-center rounded-full bg-navy px-5 font-semibold text-white hover:bg-navy-soft"
        >
          Go to the dashboard
        </Link>
      </section>
    </>
  );
}
