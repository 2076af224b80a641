import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { getConfig } from "@/lib/platform/config";
import { OG_IMAGE } from "@/lib/shop";
import "./globals.css";

const DESCRIPTION =
  "Order pizza, kebabs, burgers and more from Tasty Slice on Regent Street, London, for delivery or collection.";

// A function rather than a constant so that APP_URL is read when a page renders, not when this
// module is imported. No page is prerendered at build time: app/(site) renders per request and
// the cached storefront pages are first rendered by the running app (decision 021).
export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(`${getConfig().APP_URL}/`),
    title: { default: "Tasty Slice", template: "%s | Tasty Slice" },
    description: DESCRIPTION,
    openGraph: {
      type: "website",
      siteName: "Tasty Slice",
      locale: "en_GB",
      title: "Tasty Slice",
      description: DESCRIPTION,
      images: [{ url: OG_IMAGE.url, width: OG_IMAGE.width, height: OG_IMAGE.height, alt: OG_IMAGE.alt }],
    },
    twitter: { card: "summary_large_image" },
  };
}

export const viewport: Viewport = {
  themeColor: "#03081f",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body className="min-h-dvh bg-white font-sans text-ink antialiased">{children}</body>
    </html>
  );
}
