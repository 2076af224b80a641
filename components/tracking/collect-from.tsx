import { ShopContact } from "@/components/site/shop-contact";
import type { ShopIdentity } from "@/lib/shop/shared";

type TCollectFromProps = {
  shop: ShopIdentity;
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
      <ShopContact shop={shop} isWhereOnly className="mt-2 text-ink" testId="collect-from-address" />
    </section>
  );
}
