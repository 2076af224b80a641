import { PageHeading } from "../page-heading";
import { SampleReviewCards } from "../reviews/review-cards";
import { requireAdminPage } from "../session";
import { DashboardFigures } from "./dashboard-figures";
import { getLondonToday } from "./period";

/** Shown at /admin and /admin/dashboard. */
export async function DashboardPage() {
  const admin = await requireAdminPage();
  return (
    <>
      <PageHeading title="Dashboard" intro={`Hi, ${admin.username}. Welcome back to the admin!`} />
      <div className="space-y-8">
        <DashboardFigures today={getLondonToday()} />
        <SampleReviewCards />
      </div>
    </>
  );
}
