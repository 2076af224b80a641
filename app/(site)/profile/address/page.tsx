import type { Metadata } from "next";
import { AddressList } from "@/components/profile/address-list";
import { ProfileSection } from "@/components/profile/section-heading";

export const metadata: Metadata = { title: "Saved addresses" };

export default function ProfileAddressPage() {
  return (
    <ProfileSection id="address-heading" title="Saved addresses" intro="Where we can deliver your orders.">
      <AddressList />
    </ProfileSection>
  );
}
