import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Tasty Slice", template: "%s | Tasty Slice" },
  description:
    "Order pizza, kebabs, burgers and more from Tasty Slice on Regent Street, London, for delivery or collection.",
};

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
