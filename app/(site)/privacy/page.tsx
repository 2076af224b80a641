import type { Metadata } from "next";
import { InfoPage } from "@/components/site/info-page";

export const metadata: Metadata = { title: "Privacy" };

export default function PrivacyPage() {
  return (
    <InfoPage title="Privacy" intro="We only use your personal data to take, deliver and support your orders.">
      <p>
        That data is your name, email address, delivery addresses and order history. We handle it in line with the UK
        GDPR and the Data Protection Act 2018, we keep it no longer than we need to, and we never sell it.
      </p>
      <p>
        You can ask us at any time to see, correct or delete the data we hold about you: contact us through Get help. If
        you are unhappy with how we handle your data you can complain to the Information Commissioner&apos;s Office
        (ICO).
      </p>
    </InfoPage>
  );
}
