// Restaurants shown beside ours on the landing page and as "similar restaurants". Only Tasty
// Slice has a page; the others are marked as coming soon instead of linking to a page that
// isn't theirs.

/** A partner restaurant's round logo: its initials in its colours (drawn by scripts/make-home-art.ts). */
export type TMonogram = { slug: string; letters: string; background: string; foreground: string };

export type TPartnerRestaurant = TMonogram & { name: string; cuisine: string; href?: string };

export const PARTNER_RESTAURANTS: readonly TPartnerRestaurant[] = [
  {
    slug: "tasty-slice",
    // Ours: shown under the shop's trading name as the owner has set it (issue 25).
    name: "{shop}",
    cuisine: "Pizza, kebabs and burgers",
    href: "/restaurant",
    letters: "TS",
    background: "#fc8a06",
    foreground: "#03081f",
  },
  {
    slug: "kebab-corner",
    name: "Kebab Corner",
    cuisine: "Kebabs and grills",
    letters: "KC",
    background: "#03081f",
    foreground: "#ffffff",
  },
  {
    slug: "burger-barn",
    name: "Burger Barn",
    cuisine: "Burgers and shakes",
    letters: "BB",
    background: "#b3261e",
    foreground: "#ffffff",
  },
  {
    slug: "green-bowl",
    name: "Green Bowl",
    cuisine: "Salads and bowls",
    letters: "GB",
    background: "#2f6b2a",
    foreground: "#ffffff",
  },
  {
    slug: "fry-society",
    name: "Fry Society",
    cuisine: "Fries and loaded sides",
    letters: "FS",
    background: "#ffd15c",
    foreground: "#03081f",
  },
  {
    slug: "sweet-spot",
    name: "Sweet Spot",
    cuisine: "Desserts and ice cream",
    letters: "SS",
    background: "#7a2e6d",
    foreground: "#ffffff",
  },
];

export function partnerLogoPath(slug: string): string {
  return `/home/restaurant-${slug}.svg`;
}
