import { AppError } from "@/lib/platform/errors";
import { isAvailable, isSoldOut, type AvailabilityFields } from "./availability";

// Sold-out and hidden dishes cannot be added or ordered (decision 016). The messages name the
// dish, so a customer knows what to take out or change.

type Named = AvailabilityFields & { name: string };

function untilText(row: Named, now: Date): string {
  return isSoldOut(row, now) ? "sold out" : "no longer available";
}

/** 409 when the dish, or the variant chosen with it, cannot be sold now. */
export function assertCanAdd(item: Named, variant: Named | null, now: Date): void {
  if (!isAvailable(item, now)) {
    throw new AppError("CONFLICT", `Sorry, ${item.name} is ${untilText(item, now)}. Please choose something else.`);
  }
  if (variant && !isAvailable(variant, now)) {
    throw new AppError(
      "CONFLICT",
      `Sorry, ${item.name} with ${variant.name} is ${untilText(variant, now)}. Please choose another option.`,
    );
  }
}

/** Whether a basket line can still be ordered. */
export function isLineOrderable(item: AvailabilityFields, variant: AvailabilityFields | null, now: Date): boolean {
  return isAvailable(item, now) && (!variant || isAvailable(variant, now));
}

/** The message naming every dish of the basket that can no longer be ordered; null when none. */
export function unorderableLinesMessage(lines: { name: string; isAvailable: boolean }[]): string | null {
  const names = [...new Set(lines.filter((l) => !l.isAvailable).map((l) => l.name))];
  if (!names.length) return null;
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names.at(-1)!}`;
  return `${list} ${names.length === 1 ? "is" : "are"} no longer available: remove ${names.length === 1 ? "it" : "them"} from your basket to check out.`;
}

/** 409 naming every dish of the basket that can no longer be ordered. */
export function assertLinesOrderable(lines: { name: string; isAvailable: boolean }[]): void {
  const message = unorderableLinesMessage(lines);
  if (message) throw new AppError("CONFLICT", message);
}
