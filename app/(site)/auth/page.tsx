import type { Metadata } from "next";
import { PageIntro } from "@/components/site/page-intro";
import { PlaceholderPanel } from "@/components/site/placeholder-panel";

export const metadata: Metadata = { title: "Sign in" };

export default function SignInPage() {
  return (
    <>
      <PageIntro eyebrow="Welcome back" title="Sign in">
        Sign in to order faster, save your addresses and track your orders.
      </PageIntro>
      <PlaceholderPanel>
        <p>
          Signing in and creating an account will be available here shortly. Meanwhile you can still browse the menu.
        </p>
      </PlaceholderPanel>
    </>
  );
}
