import type { Metadata } from "next";
import type { ReactNode } from "react";
import { buildPageMetadata } from "@/lib/shop";

// The order page keeps its own title and description; this layout adds what sharing and search
// need (canonical URL without ?category=, Open Graph) without editing it. The menu's JSON-LD is
// the page's own: it is built from the menu the page hands its island (decision 056).
export function generateMetadata(): Promise<Metadata> {
  return buildPageMetadata({
    title: (shop) => `Order online | ${shop}`,
    description: (shop) =>
      `Browse the ${shop} menu by category and choose your size: pizzas, kebabs, burgers, sides and drinks.`,
    path: "/order",
  });
}

export default function OrderLayout({ children }: { children: ReactNode }) {
  return children;
}
