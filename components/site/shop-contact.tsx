import { telHref, type ShopIdentity } from "@/lib/shop/shared";

type TShopContactProps = {
  shop: Pick<ShopIdentity, "name" | "address" | "phone" | "email" | "companyNumber" | "vatNumber">;
  /** Text colour of the block: muted on light backgrounds by default. */
  className?: string;
  testId?: string;
  /**
   * Where to find the shop rather than who it is: name, address and phone only, as a collection
   * order's pages say where to collect it.
   */
  isWhereOnly?: boolean;
};

/**
 * Who the customer buys from and how to reach them (Consumer Contracts Regulations 2013): the
 * trading name, the geographic address, the phone as a `tel:` link and the e-mail as `mailto:`,
 * and the company and VAT numbers when the owner has set them.
 */
export function ShopContact({
  shop,
  className = "text-sm text-ink-muted",
  testId = "shop-contact",
  isWhereOnly = false,
}: TShopContactProps) {
  return (
    <address data-testid={testId} className={`space-y-1 not-italic ${className}`}>
      <p className="font-semibold text-ink">{shop.name}</p>
      <p>{shop.address}</p>
      <p>
        Phone:{" "}
        <a
          href={telHref(shop.phone)}
          className="font-semibold text-ink underline underline-offset-4"
          data-testid="shop-phone"
        >
          {shop.phone}
        </a>
      </p>
      {isWhereOnly ? null : (
        <p>
          E-mail:{" "}
          <a
            href={`mailto:${shop.email}`}
            className="font-semibold break-all text-ink underline underline-offset-4"
            data-testid="shop-email"
          >
            {shop.email}
          </a>
        </p>
      )}
      {!isWhereOnly && shop.companyNumber ? <p>Company number {shop.companyNumber}</p> : null}
      {!isWhereOnly && shop.vatNumber ? <p>VAT number {shop.vatNumber}</p> : null}
    </address>
  );
}
