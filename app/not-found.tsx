import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/site/not-found-panel";

export const metadata: Metadata = { title: "Page not found" };

// Next puts the root not-found into every page's payload, so it is the bare panel: an unknown
// address is answered by app/(site)/[...unknown] inside the site's header and footer, and
// notFound() in a customer page lands on app/(site)/not-found.tsx (decision 045).
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundPanel />
    </main>
  );
}
