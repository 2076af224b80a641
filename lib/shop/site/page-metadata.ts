import type { Metadata } from "next";
import { OG_IMAGE } from "./og-image";

type TPageMetadataOptions = {
  /** The full title as shared, e.g. "Order online | Tasty Slice". */
  title: string;
  description: string;
  /** Path of the canonical URL; metadataBase (APP_URL) makes it absolute. */
  path: string;
};

/**
 * Canonical URL, Open Graph and Twitter tags of a storefront page. Next replaces a layout's
 * openGraph object rather than merging into it, so every page states all of its tags here.
 */
export function buildPageMetadata({ title, description, path }: TPageMetadataOptions): Metadata {
  const images = [{ url: OG_IMAGE.url, width: OG_IMAGE.width, height: OG_IMAGE.height, alt: OG_IMAGE.alt }];
  return {
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: "Tasty Slice",
      locale: "en_GB",
      url: path,
      title,
      description,
      images,
    },
    twitter: { card: "summary_large_image", title, description, images },
  };
}
