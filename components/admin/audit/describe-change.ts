import { formatMoney } from "@/lib/platform/money";
import { formatDayAndClock } from "@/lib/platform/time/shared";

// An audit entry's before and after as a person reads a change: the fields that changed, each
// with what it was and what it became, in words and pounds rather than JSON and pence.

export type ChangeRow = {
  /** The field in words ("sold out until"); empty for a value that is not a record. */
  field: string;
  /** Absent: the field was not there before (a create) or is not there after (a delete). */
  was?: string;
  now?: string;
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Equal as JSON values (what the trail stores), whatever the order of a record's keys. */
function isSameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => isSameValue(v, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && isSameValue(a[k], b[k]));
  }
  return false;
}

/** "soldOutUntil" → "sold out until"; "pricePence" → "price" (its value is shown in pounds). */
function fieldWords(key: string): string {
  return key
    .replace(/Pence$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
}

function isPence(key: string, value: unknown): value is number {
  return /Pence$/.test(key) && typeof value === "number" && Number.isInteger(value);
}

/** One value as text: pence in the shop's money, instants on London's clock, lists and records compactly. */
function valueText(key: string, value: unknown, currency: string): string {
  if (value === null || value === undefined) return "none";
  if (isPence(key, value)) return formatMoney(value, currency);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") return ISO_INSTANT.test(value) ? formatDayAndClock(new Date(value)) : value;
  if (typeof value === "number") return String(value);
  // A list of words (a zone's outward codes, a printer's purposes) reads as one: "W10, NW1".
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) {
    return value.length === 0 ? "none" : value.join(", ");
  }
  // Nested pence are shown in pounds too; spaces after commas let a long value break between items.
  return JSON.stringify(value, (k, v: unknown) => (isPence(k, v) ? formatMoney(v, currency) : v)).replace(
    /,(?=["{[\d-])/g,
    ", ",
  );
}

/**
 * The rows of a change: only the fields that differ when both sides are records, every field of
 * a create (after only) or a delete (before only), or the two values as they are. An empty list:
 * nothing recorded changed.
 */
export function describeChange(before: unknown, after: unknown, currency: string): ChangeRow[] {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if (!hasBefore && !hasAfter) return [];
  if ((hasBefore && !isRecord(before)) || (hasAfter && !isRecord(after))) {
    if (isSameValue(before, after)) return [];
    return [
      {
        field: "",
        ...(hasBefore ? { was: valueText("", before, currency) } : {}),
        ...(hasAfter ? { now: valueText("", after, currency) } : {}),
      },
    ];
  }
  const was = hasBefore ? (before as Record<string, unknown>) : undefined;
  const now = hasAfter ? (after as Record<string, unknown>) : undefined;
  const keys = [...new Set([...Object.keys(was ?? {}), ...Object.keys(now ?? {})])];
  return keys
    .filter((key) => !(was && now && isSameValue(was[key], now[key])))
    .map((key) => ({
      field: fieldWords(key),
      ...(was && key in was ? { was: valueText(key, was[key], currency) } : {}),
      ...(now && key in now ? { now: valueText(key, now[key], currency) } : {}),
    }));
}
