import type { Metadata } from "next";
import { ContactForm } from "@/components/checkout/contact-form";
import { AddressList } from "@/components/profile/address-list";
import { ProfileSection } from "@/components/profile/section-heading";
import { getCurrentCustomer } from "@/lib/accounts";

export const metadata: Metadata = { title: "Saved addresses" };

export default async function ProfileAddressPage() {
  const customer = await getCurrentCustomer();
  return (
    <ProfileSection
      id="address-heading"
      title="Saved addresses"
      intro="Where we can deliver your orders, and who we call about them."
    >
      <div className="space-y-6">
        {customer ? <ContactForm initial={customer.contact} heading="Who we call about your orders" /> : null}
        <AddressList />
      </div>
    </ProfileSection>
  );
}
