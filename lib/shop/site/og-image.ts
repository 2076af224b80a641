/** The Open Graph picture of the storefront, drawn by scripts/make-og-image.ts. */
export const OG_IMAGE = {
  url: "/og/tasty-slice.png",
  width: 1200,
  height: 630,
  alt: "Tasty Slice, Regent Street, London: pizza, kebabs and burgers delivered hot until 3:00 AM",
} as const;
