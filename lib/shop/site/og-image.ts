/** The Open Graph picture of the storefront, drawn by scripts/make-og-image.ts. */
export const OG_IMAGE = {
  url: "/og/tasty-slice.png",
  width: 1200,
  height: 630,
} as const;

export function ogImageAlt(shopName: string): string {
  return `${shopName}: pizza, kebabs and burgers delivered hot`;
}
