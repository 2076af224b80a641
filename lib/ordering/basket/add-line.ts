import "server-only";
import type { Size } from "@/lib/menu/shared";
import { getDb, TRANSACTION_LIMITS } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { availabilitySelect, assertCanAdd, resolveExtras, type ItemWithGroups, itemGroupsSelect } from "@/lib/menu";
import { findBasketId } from "./find-basket-id";
import { type BasketOwner } from "./owner";
import { assertRoomForLine, assertValueWithinMax, loadMaxOrderPence } from "./check-limits";
import type { SoldLine } from "./drop-unsold-lines";
import { linesValuePence, lockBasketLines } from "./lock-basket-lines";
import { MAX_QTY, QTY_LIMIT_MESSAGE } from "./limits";
import { isSameChoice, isSameInstruction, type LineChoice } from "./same-line";

export type AddLineInput = {
  qty: number;
  /** What the client believes the line costs: checked, never used as the price. */
  totalPence: number;
  variantId: string | null;
  /** The dish. Clients written against the spec send only the variant and the total. */
  itemId?: string;
  size?: Size;
  /** When the choice is made: a sold-out dish cannot be added (decision 016). */
  now?: Date;
  /** The chosen extras (option ids); absent = none beyond a required group's free default. */
  extraIds?: string[];
  /** Reorder: take today's menu price of the size and extras instead of checking totalPence. */
  atTodaysPrice?: boolean;
  /**
   * The line's instruction, when the add brings one (reorder: the old line's, or null for none).
   * Absent for the menu's add, whose note is written afterwards to the line it answers.
   */
  instruction?: string | null;
};

export const TOTAL_MISMATCH = "The total does not match the menu price. Please refresh the menu and try again.";
export const CHOOSE_THE_DISH = "Choose the dish";
export const SEVERAL_DISHES_MATCH =
  "More than one dish of this category costs this much: say which dish (categoryItemId) and which size you mean.";
export const SEVERAL_ON_THE_MENU_MATCH =
  "More than one dish on the menu costs this much: say which dish (categoryItemId) and which size you mean.";
export const CHOOSE_THE_SIZE = "Choose the size";
export const SEVERAL_SIZES_MATCH = "More than one size of this dish costs this much: say which size you mean.";

type Choice = { itemId: string; size: Size; unitPence: number; extraIds: string[] };
type PricedItem = ItemWithGroups & { id: string; prices: { size: string; pricePence: number }[] };

/**
 * The one (dish, size) whose price × qty is the total the client sent. Never a guess: when
 * several dishes (or several sizes of one dish) fit, the client must say which it means
 * (decision 019); when none does, the client's menu is out of date.
 */
function pickByTotal(
  items: PricedItem[],
  input: AddLineInput,
  strict: boolean,
  severalDishes: string = SEVERAL_DISHES_MATCH,
): Choice {
  const matches = items.flatMap((item) =>
    item.prices.flatMap((p) => {
      if (input.size && p.size !== input.size) return [];
      // A unit is the size's price and the chosen extras at that size.
      const extras = resolveExtras(item, input.extraIds, p.size as Size, strict);
      if (!extras) return [];
      const unitPence = p.pricePence + extras.pencePerUnit;
      return input.atTodaysPrice || unitPence * input.qty === input.totalPence
        ? [{ itemId: item.id, size: p.size as Size, unitPence, extraIds: extras.ids }]
        : [];
    }),
  );
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) throw AppError.invalidInput(TOTAL_MISMATCH, { total: TOTAL_MISMATCH });
  if (new Set(matches.map((m) => m.itemId)).size > 1) {
    throw AppError.invalidInput(severalDishes, { itemId: CHOOSE_THE_DISH });
  }
  throw AppError.invalidInput(SEVERAL_SIZES_MATCH, { size: CHOOSE_THE_SIZE });
}

/** Finds what the client means, and checks the total it sent against the menu. */
async function resolveChoice(input: AddLineInput): Promise<Choice> {
  const db = getDb();
  const variant = input.variantId
    ? await db.subcategory.findFirst({
        where: { id: input.variantId, hidden: false },
        select: { categoryId: true, name: true, ...availabilitySelect },
      })
    : null;
  if (input.variantId && !variant) throw AppError.notFound("Subcategory");
  const now = input.now ?? new Date();

  if (input.itemId) {
    const item = await db.categoryItem.findFirst({
      where: { id: input.itemId, hidden: false },
      select: {
        id: true,
        categoryId: true,
        name: true,
        ...availabilitySelect,
        prices: { select: { size: true, pricePence: true } },
        ...itemGroupsSelect,
      },
    });
    if (!item) throw AppError.notFound("Category item");
    if (variant && variant.categoryId !== item.categoryId) {
      throw AppError.invalidInput("This choice does not go with this item.", {
        variantId: "This choice does not go with this item.",
      });
    }
    if (input.size && !item.prices.some((p) => p.size === input.size)) {
      throw AppError.invalidInput("This size is not available.", { size: "This size is not available." });
    }
    assertCanAdd(item, variant, now);
    return pickByTotal([item], input, true);
  }

  // The spec's restaurant quick-add names neither the dish nor a variant, only a medium's total
  // (spec §4): the dish is looked for on the whole menu, under the same never-guess rule (decision 080).
  const items = await db.categoryItem.findMany({
    where: { ...(variant ? { categoryId: variant.categoryId } : {}), hidden: false },
    select: {
      id: true,
      name: true,
      ...availabilitySelect,
      prices: { select: { size: true, pricePence: true } },
      ...itemGroupsSelect,
    },
  });
  const choice = pickByTotal(items, input, false, variant ? SEVERAL_DISHES_MATCH : SEVERAL_ON_THE_MENU_MATCH);
  assertCanAdd(
    items.find((i) => i.id === choice.itemId)!,
    variant,
    now,
  );
  return choice;
}

/**
 * The line an add raises. An add with an instruction of its own (reorder) raises only a line of
 * the same choice and the same instruction, so a note already in the basket is never rewritten
 * nor stretched over a dish it was not written for; otherwise it is a line of its own. The menu's
 * add brings none (its note, if any, is written next to the line it answers): it raises the same
 * choice's line without a note, or is a line of its own. Raising a line with a note would put
 * that note ("no chillies: allergy") on a dish it was not written for, and the note the customer
 * then writes for the new one would replace it for both.
 */
function findLineToRaise(lines: SoldLine[], choice: LineChoice, instruction: string | null | undefined) {
  const same = lines.filter((line) => isSameChoice(line, choice));
  return same.find((line) => isSameInstruction(line.instruction, instruction ?? null));
}

/**
 * Adds to the owner's basket (created with the first line). The same item, size, variant and
 * extras again raises the quantity of the existing line instead of adding one (findLineToRaise
 * says which, given an instruction). Nothing is written
 * when the choice is refused, or when the basket would pass its bounds (lib/ordering/basket/limits.ts).
 */
export async function addLine(owner: BasketOwner, input: AddLineInput): Promise<{ basketId: string; lineId: string }> {
  const [choice, maxOrderPence] = await Promise.all([resolveChoice(input), loadMaxOrderPence()]);
  const basketId = await findBasketId(owner, true);
  const lineId = await getDb().$transaction(async (tx) => {
    const lines = await lockBasketLines(tx, basketId);
    const existing = findLineToRaise(
      lines,
      { categoryItemId: choice.itemId, size: choice.size, subcategoryId: input.variantId, extraIds: choice.extraIds },
      input.instruction,
    );
    const qty = (existing?.qty ?? 0) + input.qty;
    if (qty > MAX_QTY) throw AppError.invalidInput(QTY_LIMIT_MESSAGE, { qty: QTY_LIMIT_MESSAGE });
    if (existing) {
      assertValueWithinMax(maxOrderPence, linesValuePence(lines) + existing.unitPence * input.qty);
      await tx.basketLine.update({ where: { id: existing.id }, data: { qty } });
      await tx.basket.update({ where: { id: basketId }, data: { updatedAt: new Date() } });
      return existing.id;
    }
    assertRoomForLine(lines.length);
    assertValueWithinMax(maxOrderPence, linesValuePence(lines) + choice.unitPence * qty);
    const line = await tx.basketLine.create({
      data: {
        basketId,
        categoryItemId: choice.itemId,
        size: choice.size,
        subcategoryId: input.variantId,
        // As { set }, Prisma passes the list as one parameter; bare, each list of extras made its
        // own query plan (docs/speed-log.md, 2026-12-01 afternoon).
        extraIds: { set: choice.extraIds },
        qty,
        instruction: input.instruction || null,
      },
      select: { id: true },
    });
    return line.id;
  }, TRANSACTION_LIMITS);
  return { basketId, lineId };
}
