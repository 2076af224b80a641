import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { getConfig } from "@/lib/platform/config";
import { ogImages, shopIdentity } from "@/lib/shop";
import "./globals.css";

const describe = (shopName: string) =>
  `Order pizza, kebabs, burgers and more from ${shopName}, for delivery or collection.`;

// A function rather than a constant so that APP_URL is read when a page renders, not when this
// module is imported. No page is prerendered at build time: app/(site) renders per request and
// the cached storefront pages are first rendered by the running app (decision 021).
export async function generateMetadata(): Promise<Metadata> {
  // The shop's name is a setting (issue 25): every title names the shop as the owner has set it.
  const { name } = await shopIdentity();
  return {
    metadataBase: new URL(`${getConfig().APP_URL}/`),
    title: { default: name, template: `%s | ${name}` },
    description: describe(name),
    openGraph: {
      type: "website",
      siteName: name,
      locale: "en_GB",
      title: name,
      description: describe(name),
      images: ogImages(name),
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
