import { AllergenLine } from "@/components/menu-details/badges";
import type { AdminOrderLineView } from "@/lib/api/admin/orders/view";
import { LineDescription } from "@/components/ui/line-description";
import { DishThumbnail } from "@/components/ui/dish-thumbnail";
import { formatMoney, toMinor } from "@/lib/platform/money";

/** An order's lines: dish, size, variant, extras and request (lib/ordering/orders/describe-line). */
export function OrderLines({ lines, currency }: { lines: AdminOrderLineView[]; currency: string }) {
  return (
    <ul className="divide-y divide-line">
      {lines.map((line) => {
        return (
          <li key={line.id} className="flex gap-3 py-3" data-testid="order-line">
            <DishThumbnail
              src={line.picture}
              size={56}
              className="size-14 shrink-0 rounded-lg border border-line object-cover"
            />
            <LineDescription line={line}>
              {line.freeWith ? <p className="text-sm font-medium text-green-800">Offer: {line.freeWith}</p> : null}
              {line.unavailableAtPayment.length ? (
                <p className="text-sm font-bold text-red-800">
                  Sold out since ordered: {line.unavailableAtPayment.join("; ")}
                </p>
              ) : null}
              <AllergenLine allergens={line.allergens} isLarge />
            </LineDescription>
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
