import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/site/not-found-panel";

export const metadata: Metadata = { title: "Page not found" };

// For notFound() called by a customer page: the (site) layout already draws the header and
// footer, so this is only the body. Unknown addresses land here too, through app/(site)/[...unknown].
export default function SiteNotFound() {
  return <NotFoundPanel />;
}
