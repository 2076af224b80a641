import { formatMoney } from "@/lib/platform/money";
import { formatDayAndClock } from "@/lib/platform/time/shared";

// An audit entry's before and after as a person reads a change: the fields that changed, each
// with what it was and what it became, in words and pounds rather than JSON and pence, lists and
// records included.

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

/** An opening span, { opens, closes } and nothing else, reads as "11:30–14:00". */
function isSpan(value: unknown): value is { opens: string; closes: string } {
  if (!isRecord(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && typeof value.opens === "string" && typeof value.closes === "string";
}

/**
 * One value as text: pence in the shop's money, instants on London's clock, an empty value as
 * none. Lists and records read as words too, never as JSON: a dish's prices as "size: small,
 * price: £8.99", one a line; a week's hours as "monday: 11:30–14:00, 17:00–23:00; tuesday: none".
 */
function valueText(key: string, value: unknown, currency: string): string {
  if (value === null || value === undefined || value === "") return "none";
  if (isPence(key, value)) return formatMoney(value, currency);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") return ISO_INSTANT.test(value) ? formatDayAndClock(new Date(value)) : value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return "none";
    // Words, figures and spans share a line ("W10, NW1"); records each have a line of their own.
    const oneLine = value.every((v) => !isRecord(v) || isSpan(v));
    return value.map((v) => valueText(key, v, currency)).join(oneLine ? ", " : "\n");
  }
  if (isSpan(value)) return `${value.opens}–${value.closes}`;
  if (isRecord(value)) {
    const entries = Object.entries(value);
    // A field holding a list is set apart by semicolons, so that the list's own commas stay its own.
    const apart = entries.some(([, v]) => Array.isArray(v) || (isRecord(v) && !isSpan(v)));
    return entries.map(([k, v]) => `${fieldWords(k)}: ${valueText(k, v, currency)}`).join(apart ? "; " : ", ");
  }
  return String(value);
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
