// The shop's look in mails: the colours of app/globals.css (mail clients read no CSS files,
// so they are repeated here as values) and the shop's name and address.

export const SHOP = {
  name: "Tasty Slice",
  address: "Regent Street, London",
} as const;

export const COLOURS = {
  brand: "#fc8a06",
  navy: "#03081f",
  ink: "#03081f",
  inkMuted: "#4b5161",
  surface: "#f5f5f5",
  line: "#dcdde2",
  white: "#ffffff",
} as const;

export const FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
