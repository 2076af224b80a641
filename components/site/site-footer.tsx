import { IntentLink } from "@/components/ui/intent-link";
import { AppStoreButtons } from "./app-store-buttons";
import type { ShopIdentity } from "@/lib/shop/shared";
import { Logo, type TBrand } from "./logo";
import { NewsletterForm } from "./newsletter-form";
import { ShopContact } from "./shop-contact";

type TFooterLink = { label: string; href: string };

const LEGAL_LINKS: TFooterLink[] = [
  { label: "Terms and conditions", href: "/terms" },
  { label: "Privacy", href: "/privacy" },
  { label: "Cookies", href: "/cookies" },
  { label: "Modern Slavery Statement", href: "/modern-slavery-statement" },
];

const HELP_LINKS: TFooterLink[] = [
  { label: "Get help", href: "/help" },
  { label: "Allergens and dietary information", href: "/allergens" },
  { label: "Add your restaurant", href: "/add-your-restaurant" },
  { label: "Sign up to deliver", href: "/sign-up-to-deliver" },
  { label: "Create a business account", href: "/business-account" },
  { label: "Pricing", href: "/pricing" },
];

function FooterLinkList({ title, links }: { title: string; links: TFooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-base font-bold text-ink">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.href}>
            <IntentLink href={link.href} className="text-sm text-ink underline-offset-4 hover:underline">
              {link.label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({ shop, brand }: { shop: ShopIdentity; brand: TBrand }) {
  // Read on each render so the notice never goes stale the way a hard-coded year does.
  const year = new Date().getFullYear();

  return (
    <footer className="mt-16 bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 xl:grid-cols-[1.1fr_1.3fr_1fr_1fr] lg:px-8">
        <div className="space-y-5">
          <Logo brand={brand} />
          <AppStoreButtons />
          <p className="text-sm text-ink-muted">Pizza and fast food, delivered hot.</p>
          <ShopContact shop={shop} testId="footer-shop-contact" />
        </div>
        <section aria-labelledby="newsletter-heading">
          <h2 id="newsletter-heading" className="text-base font-bold text-ink">
            Get exclusive deals near you
          </h2>
          <p className="mt-1 mb-4 text-sm text-ink-muted">
            Tell us your postcode and we&apos;ll share offers from your area.
          </p>
          <NewsletterForm />
        </section>
        <FooterLinkList title="Legal pages" links={LEGAL_LINKS} />
        <FooterLinkList title="Important links" links={HELP_LINKS} />
      </div>
      <div className="bg-navy text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-sm sm:flex-row sm:items-center sm:justify-between lg:px-8">
          <p>
            {shop.name} Copyright {year}, All Rights Reserved.
          </p>
          <p className="text-white/85">Prices include VAT.</p>
        </div>
      </div>
    </footer>
  );
}
