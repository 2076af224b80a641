import type { Metadata } from "next";
import { BasketRoot } from "@/components/basket/basket-root";
import { CheckoutView } from "@/components/checkout/checkout-view";
import { LoginStatusBanner } from "@/components/checkout/login-status-banner";
import { ShopContact } from "@/components/site/shop-contact";
import { StoreStatusProvider } from "@/components/trading/use-store-status";
import { getCurrentCustomer } from "@/lib/accounts";
import { loadStoreStatus } from "@/lib/api/store/trading/load-store-status";
import { shopIdentity } from "@/lib/shop";

export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

export default async function CheckoutPage() {
  // The request guard lets only session holders in; this still finds an ended session.
  const customer = await getCurrentCustomer();
  const [shop, status] = await Promise.all([shopIdentity(), loadStoreStatus()]);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 pt-8 pb-4 lg:px-8">
      <div>
        <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">Almost there</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Checkout</h1>
        <p className="mt-2 text-lg text-ink-muted">
          Tell us who to call, choose delivery or collection and when, and pay securely online.
        </p>
      </div>
      <LoginStatusBanner customer={customer ? { username: customer.username, email: customer.email } : null} />
      {customer ? (
        <BasketRoot ownerKey={customer.id}>
          <StoreStatusProvider status={status}>
            <CheckoutView
              customer={{ name: customer.username, email: customer.email }}
              contact={customer.contact}
              shopAddress={shop.address}
            />
          </StoreStatusProvider>
        </BasketRoot>
      ) : null}
      <section aria-labelledby="seller-heading" className="rounded-2xl border border-line bg-white p-5">
        <h2 id="seller-heading" className="text-base font-bold text-ink">
          You are ordering from
        </h2>
        <ShopContact shop={shop} testId="checkout-shop-contact" className="mt-2 text-sm text-ink-muted" />
      </section>
    </div>
  );
}
