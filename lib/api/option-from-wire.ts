import type { Size } from "@/lib/menu/shared";
import { toMinor } from "@/lib/platform/money";
import type { VatClass } from "@/lib/platform/vat";

// An extra's option read off the wire into the menu's words, prices back in pence: the catalogue's
// answer (ZOptionDto) into the menu's view, and the admin's save (ZOptionBodySchema) into its
// input. The way out, domain to wire, is one presenter too (presentOptionGroup).

/** What both carry; the admin's save may leave out the id (a new option), On sale and the VAT class. */
type TWireOption = {
  _id?: string;
  name: string;
  price: number;
  prices: { size: Size; price: number }[];
  allergens: string[];
  available?: boolean;
  vatClass?: VatClass;
};

/** The menu's option; what the save left out stays undefined, and the domain keeps what the option had. */
type TOptionOf<O extends TWireOption> = {
  id: O["_id"];
  name: string;
  pricePence: number;
  prices: { size: Size; pricePence: number }[];
  allergens: string[];
  available: O["available"];
  vatClass: O["vatClass"];
};

export function toOptionFromWire<O extends TWireOption>(o: O): TOptionOf<O> {
  return {
    id: o._id,
    name: o.name,
    pricePence: toMinor(o.price),
    prices: o.prices.map((p) => ({ size: p.size, pricePence: toMinor(p.price) })),
    allergens: o.allergens,
    available: o.available,
    vatClass: o.vatClass,
  };
}
