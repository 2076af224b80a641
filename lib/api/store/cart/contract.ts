import { z } from "zod";
import { MAX_QTY } from "@/lib/ordering/shared";
import { SIZES } from "@/lib/menu/shared";
import { FULFILMENTS } from "@/lib/shop/shared";
import { defineEndpoint, type ResponseOf } from "../../endpoint";
import { idParams, ZIsoDateTime, ZLineExtraDto, ZLineSubcategoryDto, ZMoney, ZPictureUrl } from "../../schemas";
import { ZAllergenList } from "../catalogue/contract";

// The basket (spec section 7: /cart/cartdetail, addCart, addinfoCart, deleteCartcategory, and
// the promotion code). Visitors have a basket too, kept by a cookie (./visitor.ts); a signed-in
// customer's is found from the session. Money in major units of `currency`, every figure
// computed by the server from today's menu.

const QTY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_QTY}.`;

export const ZAddToBasketSchema = z.object({
  qty: z.number({ error: QTY_MESSAGE }).int(QTY_MESSAGE).min(1, QTY_MESSAGE).max(MAX_QTY, QTY_MESSAGE),
  /** What the client showed (major units): checked against the menu, never used as the price. */
  total: z.number({ error: "The total must be a number." }).nonnegative("The total must be a number.").max(100_000),
  subcategoryId: z.uuid("Please select an item first").nullable(),
  /** The dish. The spec's clients leave it out (decision 019); this app's screens always send it. */
  categoryItemId: z.uuid("Unknown item.").optional(),
  size: z.enum(SIZES, { error: "Unknown size." }).optional(),
  /** The chosen extras (option ids of the dish's groups); absent = none (decision 017). */
  extras: z.array(z.uuid("Unknown extra."), { error: "Extras must be a list of option ids." }).max(30).optional(),
});
export type TAddToBasket = z.input<typeof ZAddToBasketSchema>;

export const ZInstructionSchema = z.object({
  detailinfo: z
    .string({ error: "Write your request as text." })
    .trim()
    .max(500, "Keep your request under 500 characters."),
});

export const ZPromoSchema = z.object({
  code: z.string({ error: "Enter a code." }).trim().max(32, "This code is not valid.").nullable(),
});

export const ZBasketLineDto = z.object({
  _id: z.string(),
  qty: z.number().int(),
  total: ZMoney,
  unitPrice: ZMoney,
  size: z.enum(SIZES),
  /** The spec's populated subcategory: the variant, or the dish on a line without one. */
  subcategoryId: ZLineSubcategoryDto,
  categoryItem: z.object({ _id: z.string(), categoryItemName: z.string(), image: ZPictureUrl.nullable() }),
  additionalInfo: z.object({ detailinfo: z.string() }),
  /** What promotions take off this line (the line costs total − discount). */
  discount: ZMoney,
  /** The line's allergens: its dish, plus what its variant adds, less what it removes (decision 016). */
  allergens: ZAllergenList,
  /** False once the dish or its variant is sold out or withdrawn: the basket cannot be checked out. */
  available: z.boolean(),
  /** The chosen extras, priced per unit at the line's size (included in unitPrice). */
  extras: z.array(ZLineExtraDto),
});

/** A dish a promotion adds at no charge: its price is in the subtotal and, whole, in the discount. */
export const ZFreeItemDto = z.object({
  categoryItem: z.object({ _id: z.string(), categoryItemName: z.string(), image: ZPictureUrl.nullable() }),
  size: z.enum(SIZES),
  qty: z.number().int(),
  unitPrice: ZMoney,
  free: z.literal(true),
  /** The promotion's name. */
  freeWith: z.string(),
  promotionId: z.string(),
});

export const ZBasketDto = z.object({
  /** The basket's id; null while the caller has none. */
  _id: z.string().nullable(),
  Iteam: z.array(ZBasketLineDto),
  subtotal: ZMoney,
  discount: ZMoney,
  deliveryFee: ZMoney,
  grandtotal: ZMoney,
  currency: z.string(),
  itemCount: z.number().int(),
  minimumOrder: ZMoney,
  /**
   * How much more the dishes chosen (with their extras, before offers) need before the order can
   * be paid; 0 when enough. Not the fee, not the tip, not a dish an offer adds free (decision 116).
   */
  amountToMinimum: ZMoney,
  /**
   * What counts towards the minimum: the dishes chosen, as above. It is the subtotal less the
   * dishes offers add free, so the screens can say why a subtotal over the minimum is still short.
   */
  countedTowardsMinimum: ZMoney,
  promo: z.object({ code: z.string(), applied: z.boolean(), message: z.string() }).nullable(),
  addressId: z.string().nullable(),
  /** Delivery unless the customer chose collection (issue 12). */
  fulfilment: z.enum(FULFILMENTS),
  /** The chosen 15-minute slot's start; null = as soon as possible. */
  slot: ZIsoDateTime.nullable(),
  /**
   * When the order would be ready if paid now; null when it cannot be ordered now: ASAP while
   * closed or paused, or a slot no longer offered (it has passed, or the hours changed).
   */
  promisedAt: ZIsoDateTime.nullable(),
  /**
   * For as soon as possible, the minutes from paying to ready, which stay the same while the
   * customer waits (promisedAt moves on with the clock); null for a slot or when ASAP cannot be ordered now.
   */
  asapMinutes: z.number().int().nullable(),
  /**
   * For a slot still offered, the last moment it stays so (its start less the kitchen's minutes);
   * after it the slot is too soon and create_order refuses it. Null for ASAP or a slot no longer offered.
   */
  slotOfferedUntil: ZIsoDateTime.nullable(),
  /** The promotions applied, each with what it takes off; their amounts add up to `discount`. */
  promotions: z.array(z.object({ _id: z.string(), name: z.string(), amount: ZMoney })),
  freeItems: z.array(ZFreeItemDto),
  /** Offers within reach ("Add £3.01 to get a free ice cream."). */
  hints: z.array(z.object({ _id: z.string(), name: z.string(), message: z.string() })),
  /** Where the delivery fee and minimum come from (issue 12): the chosen address's zone, else the cheapest zone. */
  delivery: z.object({
    zone: z.object({ _id: z.string(), name: z.string() }).nullable(),
    /** null: no address chosen yet; false: the chosen address is outside every zone. */
    deliverable: z.boolean().nullable(),
    message: z.string(),
  }),
  /** The dishes of the basket that can no longer be ordered; checkout is refused while any remain. */
  unavailableItems: z.array(z.string()),
  /**
   * Why the basket is over a bound of one order (its lines, one line's quantity, the admin's
   * largest value: decision 023), as create_order would refuse it; null within them. A basket
   * filled before the admin lowered the largest value is the usual case.
   */
  overLimit: z.string().nullable(),
});

export type TBasketLine = z.infer<typeof ZBasketLineDto>;
export type TBasket = z.infer<typeof ZBasketDto>;

export const getBasket = defineEndpoint({
  method: "GET",
  path: "/api/cart/cartdetail",
  access: "public",
  response: ZBasketDto,
});

/**
 * As the original server answered the stored basket: `_id` is the basket and `Iteam` its
 * line ids, the line just added (or raised) last, so that the spec's client can take it with
 * `data.Iteam.pop()` and send its special instruction. `lineId` says the same plainly, and
 * `basket` is the whole priced basket, as cartdetail answers it.
 */
export const addToBasket = defineEndpoint({
  method: "POST",
  path: "/api/cart/addCart",
  access: "public",
  body: ZAddToBasketSchema,
  response: z.object({ _id: z.string(), Iteam: z.array(z.string()), lineId: z.string(), basket: ZBasketDto }),
});

/** `id` is a line of the caller's basket (or the basket's own id: the line added last). */
export const setLineInstruction = defineEndpoint({
  method: "POST",
  path: "/api/cart/addinfoCart/[id]",
  access: "public",
  params: idParams("id", "basket item id"),
  body: ZInstructionSchema,
  response: ZBasketDto,
});

export const removeLine = defineEndpoint({
  method: "DELETE",
  path: "/api/cart/deleteCartcategory/[id]",
  access: "public",
  params: idParams("id", "basket item id"),
  response: ZBasketDto,
});

export const ZLineQtySchema = z.object({
  qty: z.number({ error: QTY_MESSAGE }).int(QTY_MESSAGE).min(1, QTY_MESSAGE).max(MAX_QTY, QTY_MESSAGE),
});

/** The basket's quantity steppers: sets a line's quantity (1–30; removing is deleteCartcategory). */
export const setLineQty = defineEndpoint({
  method: "POST",
  path: "/api/cart/updateCartQty/[id]",
  access: "public",
  params: idParams("id", "basket item id"),
  body: ZLineQtySchema,
  response: ZBasketDto,
});

/** Sets (or, with code null, removes) the code; the answer says whether it applies and why not. */
export const applyPromo = defineEndpoint({
  method: "POST",
  path: "/api/cart/applyPromo",
  access: "public",
  body: ZPromoSchema,
  response: ZBasketDto,
});

export const ZFulfilmentChoiceSchema = z.object({
  fulfilment: z.enum(FULFILMENTS, { error: "Choose delivery or collection." }),
  /** A slot start from GET /api/store/slots; null = as soon as possible. */
  slot: z.iso
    .datetime({ offset: true, error: "Choose one of the times offered." })
    .nullable()
    .transform((v) => (v ? new Date(v) : null)),
});
export type TFulfilmentChoice = z.input<typeof ZFulfilmentChoiceSchema>;

/** Delivery or collection, as soon as possible or for a slot; a slot not offered → 400. */
export const setFulfilment = defineEndpoint({
  method: "POST",
  path: "/api/cart/fulfilment",
  access: "public",
  body: ZFulfilmentChoiceSchema,
  response: ZBasketDto,
});

export type TAddedToBasket = ResponseOf<typeof addToBasket>;

/** A line of the old order that did not go into the basket, and why. */
export const ZReorderSkippedDto = z.object({
  orderLineId: z.string(),
  name: z.string(),
  reason: z.enum(["sold_out", "not_on_menu", "extra_not_offered", "basket_full", "other"]),
  message: z.string(),
});

/**
 * "Order again" (issue 25): the lines of the customer's own order go into the basket at today's
 * prices, each as addCart would add it; `skipped` names the lines that could not, and why.
 * Someone else's order (or none) → 404.
 */
export const reorderOrder = defineEndpoint({
  method: "POST",
  path: "/api/cart/reorder/[orderId]",
  access: "customer",
  params: idParams("orderId", "order id"),
  response: z.object({ added: z.number().int(), skipped: z.array(ZReorderSkippedDto), basket: ZBasketDto }),
});
export type TReorderAnswer = ResponseOf<typeof reorderOrder>;
