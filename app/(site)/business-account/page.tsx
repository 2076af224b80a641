import type { Metadata } from "next";
import { InfoPage } from "@/components/site/info-page";

export const metadata: Metadata = { title: "Create a business account" };

export default function BusinessAccountPage() {
  return (
    <InfoPage title="Create a business account" intro="Feed your team without the paperwork.">
      <p>
        A business account lets you order for meetings and late working nights, with one monthly VAT invoice instead of
        a pile of receipts.
      </p>
      <p>
        Business accounts are launching soon. Tell us about your company through Get help and we will set you up first.
      </p>
    </InfoPage>
  );
}
