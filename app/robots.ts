import type { MetadataRoute } from "next";
import { getConfig } from "@/lib/platform/config";

// Read at request time, so the sitemap address follows APP_URL where the app runs.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/api", "/checkout", "/profile"] },
    sitemap: `${getConfig().APP_URL}/sitemap.xml`,
  };
}
