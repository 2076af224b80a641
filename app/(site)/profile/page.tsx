import type { Metadata } from "next";
import { PageIntro } from "@/components/site/page-intro";
import { PlaceholderPanel } from "@/components/site/placeholder-panel";

export const metadata: Metadata = { title: "My Account" };

export default function ProfilePage() {
  return (
    <>
      <PageIntro eyebrow="Your account" title="My Account">
        Your orders, saved addresses, payments and favourites.
      </PageIntro>
      <PlaceholderPanel primary={{ label: "Sign in", href: "/auth" }}>
        <p>Sign in to see your order history and manage your saved delivery addresses.</p>
      </PlaceholderPanel>
    </>
  );
}
