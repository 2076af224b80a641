import { formatMoney, toMinor } from "@/lib/platform/money";

/** The API's major units (12.49) as shown money (£12.49). */
export function formatMajor(major: number, currency: string): string {
  return formatMoney(toMinor(major), currency);
}

export function describeItemCount(count: number): string {
  return `${count} ${count === 1 ? "item" : "items"}`;
}
