import { telHref, type ShopIdentity } from "@/lib/shop/shared";

type TCollectFromProps = {
  shop: Pick<ShopIdentity, "name" | "address" | "phone">;
  className?: string;
};

/**
 * Where a collection order is picked up, as its confirmation e-mail says it: the shop's name,
 * address and phone. Drawn by the server and handed to the confirmation and tracking pages' client
 * parts as a slot, so none of it is in their scripts.
 */
export function CollectFrom({ shop, className = "" }: TCollectFromProps) {
  return (
    <section aria-labelledby="collect-from-heading" className={className} data-testid="collect-from">
      <h2 id="collect-from-heading" className="text-lg font-extrabold text-ink">
        Collect from
      </h2>
      <address className="mt-2 space-y-1 text-ink not-italic">
        <p className="font-semibold">{shop.name}</p>
        <p>{shop.address}</p>
        {shop.phone ? (
          <p>
            Phone:{" "}
            <a
              href={telHref(shop.phone)}
              className="font-semibold underline underline-offset-4"
              data-testid="collect-from-phone"
            >
              {shop.phone}
            </a>
          </p>
        ) : null}
      </address>
    </section>
  );
}
