import "server-only";
import { SIZES, type Size } from "@/lib/catalogue/types";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/http/app-error";
import { toMinor } from "@/lib/money";
import { MAX_QTY } from "./pricing";

export type AddLineInput = {
  qty: number;
  /** What the client believes the line costs (major units): checked, never used. */
  total: number;
  subcategoryId: string | null;
  categoryItemId?: string;
  size?: Size;
};

const TOTAL_MISMATCH = "The total does not match the menu price. Please refresh the menu and try again.";

type Choice = { categoryItemId: string; size: Size; unitPence: number };

/** Finds what the client means, and checks the total it sent against the menu. */
async function resolveChoice(input: AddLineInput): Promise<Choice> {
  const db = getDb();
  const variant = input.subcategoryId
    ? await db.subcategory.findUnique({ where: { id: input.subcategoryId }, select: { categoryId: true } })
    : null;
  if (input.subcategoryId && !variant) throw AppError.notFound("Subcategory");
  const totalPence = toMinor(input.total);

  if (input.categoryItemId && input.size) {
    const item = await db.categoryItem.findUnique({
      where: { id: input.categoryItemId },
      select: { categoryId: true, prices: { where: { size: input.size }, select: { pricePence: true } } },
    });
    if (!item) throw AppError.notFound("Category item");
    const unitPence = item.prices[0]?.pricePence;
    if (unitPence === undefined) throw AppError.invalidInput("This size is not available.", { size: "This size is not available." });
    if (variant && variant.categoryId !== item.categoryId) {
      throw AppError.invalidInput("This choice does not go with this item.", { subcategoryId: "This choice does not go with this item." });
    }
    if (totalPence !== unitPence * input.qty) throw AppError.invalidInput(TOTAL_MISMATCH, { total: TOTAL_MISMATCH });
    return { categoryItemId: input.categoryItemId, size: input.size, unitPence };
  }

  // The spec's own client sends only {qty, total, subcategoryId}: take the first item of the
  // variant's category, in menu order, with a size whose price makes that total.
  if (!variant) {
    throw AppError.invalidInput("Choose an item and a size.", { categoryItemId: "Choose an item and a size." });
  }
  const items = await db.categoryItem.findMany({
    where: { categoryId: variant.categoryId },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    select: { id: true, prices: { select: { size: true, pricePence: true } } },
  });
  for (const item of items) {
    const sorted = [...item.prices].sort((a, b) => SIZES.indexOf(a.size) - SIZES.indexOf(b.size));
    const match = sorted.find((p) => p.pricePence * input.qty === totalPence);
    if (match) return { categoryItemId: item.id, size: match.size, unitPence: match.pricePence };
  }
  throw AppError.invalidInput(TOTAL_MISMATCH, { total: TOTAL_MISMATCH });
}

/**
 * Adds to the basket. The same item, size and variant again raises the quantity of the
 * existing line instead of adding one. Returns the line's id.
 */
export async function addLine(basketId: string, input: AddLineInput): Promise<string> {
  const choice = await resolveChoice(input);
  return getDb().$transaction(async (tx) => {
    // One basket changes one request at a time, so two quick adds cannot make two lines.
    await tx.$queryRaw`SELECT id FROM "Basket" WHERE id = ${basketId}::uuid FOR UPDATE`;
    const existing = await tx.basketLine.findFirst({
      where: { basketId, categoryItemId: choice.categoryItemId, size: choice.size, subcategoryId: input.subcategoryId },
      select: { id: true, qty: true },
    });
    const qty = (existing?.qty ?? 0) + input.qty;
    if (qty > MAX_QTY) {
      const message = `You can order at most ${MAX_QTY} of one item.`;
      throw AppError.invalidInput(message, { qty: message });
    }
    if (existing) {
      await tx.basketLine.update({ where: { id: existing.id }, data: { qty } });
      await tx.basket.update({ where: { id: basketId }, data: { updatedAt: new Date() } });
      return existing.id;
    }
    const line = await tx.basketLine.create({
      data: { basketId, categoryItemId: choice.categoryItemId, size: choice.size, subcategoryId: input.subcategoryId, qty },
      select: { id: true },
    });
    return line.id;
  });
}
