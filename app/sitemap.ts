import type { MetadataRoute } from "next";
import { getConfig } from "@/lib/platform/config";

// Read at request time, so the URLs follow APP_URL where the app runs.
export const dynamic = "force-dynamic";

/** The public pages worth finding from a search engine; account, basket and admin pages are not. */
const PAGES: { path: string; changeFrequency: "daily" | "weekly" | "yearly"; priority: number }[] = [
  { path: "/", changeFrequency: "weekly", priority: 1 },
  { path: "/order", changeFrequency: "daily", priority: 0.9 },
  { path: "/restaurant", changeFrequency: "weekly", priority: 0.8 },
  { path: "/help", changeFrequency: "yearly", priority: 0.3 },
  { path: "/allergens", changeFrequency: "weekly", priority: 0.5 },
  { path: "/add-your-restaurant", changeFrequency: "yearly", priority: 0.3 },
  { path: "/sign-up-to-deliver", changeFrequency: "yearly", priority: 0.3 },
  { path: "/business-account", changeFrequency: "yearly", priority: 0.3 },
  { path: "/pricing", changeFrequency: "yearly", priority: 0.3 },
  { path: "/terms", changeFrequency: "yearly", priority: 0.2 },
  { path: "/privacy", changeFrequency: "yearly", priority: 0.2 },
  { path: "/cookies", changeFrequency: "yearly", priority: 0.2 },
  { path: "/modern-slavery-statement", changeFrequency: "yearly", priority: 0.2 },
];

export default function sitemap(): MetadataRoute.Sitemap {
  const base = getConfig().APP_URL;
  return PAGES.map(({ path, changeFrequency, priority }) => ({
    url: `${base}${path}`,
    changeFrequency,
    priority,
  }));
}
