import "server-only";
import type { Metadata } from "next";
import { shopIdentity } from "../identity/read-shop-identity";
import { ogImageAlt, OG_IMAGE } from "./og-image";

type TText = string | ((shopName: string) => string);

type TPageMetadataOptions = {
  /** The full title as shared, e.g. `(shop) => \`Order online | ${shop}\``. */
  title: TText;
  description: TText;
  /** Path of the canonical URL; metadataBase (APP_URL) makes it absolute. */
  path: string;
};

const say = (text: TText, shopName: string) => (typeof text === "string" ? text : text(shopName));

/** The Open Graph picture with its text naming the shop as the owner has set it. */
export function ogImages(shopName: string) {
  return [{ url: OG_IMAGE.url, width: OG_IMAGE.width, height: OG_IMAGE.height, alt: ogImageAlt(shopName) }];
}

/**
 * Canonical URL, Open Graph and Twitter tags of a storefront page, naming the shop from its
 * identity (issue 25). Next replaces a layout's openGraph object rather than merging into it, so
 * every page states all of its tags here.
 */
export async function buildPageMetadata({ title, description, path }: TPageMetadataOptions): Promise<Metadata> {
  const { name } = await shopIdentity();
  const images = ogImages(name);
  const shared = { title: say(title, name), description: say(description, name) };
  return {
    description: shared.description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: name,
      locale: "en_GB",
      url: path,
      ...shared,
      images,
    },
    twitter: { card: "summary_large_image", ...shared, images },
  };
}
