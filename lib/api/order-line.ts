import { z } from "zod";
import { SIZES, type AllergenCode, type Size } from "@/lib/menu/shared";
import { ZAllergenList } from "./store/catalogue/contract";
import { ZLineExtraDto, ZLineSubcategoryDto, ZMoney, ZPictureUrl } from "./schemas";

// An order line as every order payload carries it, the customer's and the admin's alike (the
// spec's "Basket or order line"): a snapshot, the menu may have changed since.

export const ZOrderLineDto = z.object({
  _id: z.string(),
  qty: z.number().int(),
  total: ZMoney,
  unitPrice: ZMoney,
  size: z.enum(SIZES),
  /** The spec's populated subcategory: the variant, or the dish on a line without one. */
  subcategoryId: ZLineSubcategoryDto,
  /** `_id` is null once the dish has left the menu. */
  categoryItem: z.object({ _id: z.string().nullable(), categoryItemName: z.string(), image: ZPictureUrl.nullable() }),
  additionalInfo: z.object({ detailinfo: z.string() }),
  /** What promotions took off this line (it cost total − discount). */
  discount: ZMoney,
  /** The promotion's name on a dish it added at no charge; null on a dish paid for. */
  freeWith: z.string().nullable(),
  /** The line's allergens as they were when it was ordered (decision 016). */
  allergens: ZAllergenList,
  /** The extras as ordered (issue 13), each priced per unit; included in unitPrice. */
  extras: z.array(ZLineExtraDto),
});
export type TOrderLineDto = z.infer<typeof ZOrderLineDto>;

/** What an order line row holds, as every order read of lib/ordering selects it. */
export type OrderLineRow = {
  id: string;
  qty: number;
  totalPence: number;
  unitPricePence: number;
  size: Size;
  subcategoryId: string | null;
  subcategoryName: string | null;
  subcategoryImage: string | null;
  categoryItemId: string | null;
  itemName: string;
  itemImagePath: string | null;
  instruction: string | null;
  discountPence: number;
  freeWith: string | null;
  allergens: AllergenCode[];
  extras: unknown;
};
