import { AllergenLine } from "@/components/menu-details/badges";
import type { TAdminOrderLineDto } from "@/lib/api/admin/orders/contract";
import { formatSize } from "@/lib/catalogue/sizes";
import { formatMoney, toMinor } from "@/lib/money";

/** An order's lines: the variant's picture and name when one was chosen, else the item's. */
export function OrderLines({ lines, currency }: { lines: TAdminOrderLineDto[]; currency: string }) {
  return (
    <ul className="divide-y divide-line">
      {lines.map((line) => {
        const variant = line.subcategoryId;
        const image = variant?.image ?? line.categoryItem.image ?? "/avatar-default.svg";
        const info = line.additionalInfo.detailinfo.trim();
        return (
          <li key={line._id} className="flex gap-3 py-3" data-testid="order-line">
            <img
              src={image}
              alt=""
              width={56}
              height={56}
              className="size-14 shrink-0 rounded-lg border border-line object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">
                {variant ? variant.subCategoryname : line.categoryItem.categoryItemName}
              </p>
              <p className="text-sm text-ink-muted">
                {variant ? `${line.categoryItem.categoryItemName}, ` : ""}
                {formatSize(line.size)}
              </p>
              <p className="text-sm text-ink">
                <span className="font-semibold">Info:</span> {info || "N/A"}
              </p>
              <AllergenLine allergens={line.allergens} />
            </div>
            <dl className="shrink-0 text-right text-sm">
              <dt className="sr-only">Quantity</dt>
              <dd className="text-ink-muted">Qty {line.qty}</dd>
              <dt className="sr-only">Total</dt>
              <dd className="font-bold text-ink">{formatMoney(toMinor(line.total), currency)}</dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
