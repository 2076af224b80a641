import type { Metadata } from "next";
import { OrdersList } from "@/components/profile/orders-list";
import { ProfileSection } from "@/components/profile/section-heading";
import { getConfig } from "@/lib/platform/config";

export const metadata: Metadata = { title: "My Account" };

export default function ProfileOrdersPage() {
  return (
    <ProfileSection id="orders-heading" title="Your orders" intro="Your past orders and how they were paid.">
      <OrdersList currency={getConfig().CURRENCY} />
    </ProfileSection>
  );
}
