import type { ShopIdentity } from "@/lib/shop/shared";

// The shop's look in mails: the colours of app/globals.css (mail clients read no CSS files,
// so they are repeated here as values). Its name, address and contact details are the shop's
// identity as the owner has set it (issue 25), given to every mail as it is made.

export type MailShop = Pick<ShopIdentity, "name" | "address" | "phone" | "email" | "companyNumber" | "vatNumber">;

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
