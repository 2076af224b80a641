import { formatUkPhone } from "@/lib/accounts/shared";
import { ALLERGEN_SHORT, sortAllergens, type AllergenCode } from "@/lib/menu/shared";
import { describeLine, type LineFacts } from "@/lib/ordering/shared";
import { formatMoney } from "@/lib/platform/money";
import { formatClock, formatDayAndClock } from "@/lib/platform/time/shared";
import type { Fulfilment } from "@/lib/shop/shared";
import type { TPrintPurpose } from "./shared";

// What a cook reads at a glance (issue 23), as rows any printer language can carry: the
// number, how and when it leaves, each line with its extras, request and allergens, whether
// money is due, and who to call. A customer receipt adds the prices and the VAT.

export type TicketRow = { text: string; isBold?: boolean; isLarge?: boolean; isCentred?: boolean } | { rule: true };

export type TicketLine = LineFacts & { allergens: AllergenCode[]; totalPence: number };

export type TicketFacts = {
  purpose: TPrintPurpose;
  isReprint: boolean;
  /** A slip withdrawing a kitchen ticket already printed: what it was, and not to make it (decision 104). */
  isVoid?: boolean;
  orderNumber: string;
  placedAt: Date;
  fulfilment: Fulfilment;
  /** When the customer was told (promised time, else the slot they chose); null: as soon as possible. */
  dueAt: Date | null;
  lines: TicketLine[];
  currency: string;
  grandTotalPence: number;
  subtotalPence: number;
  discountPence: number;
  /** Each promotion the order took, printed one row each (their amounts add up to the discount). */
  promotions?: { name: string; amountPence: number }[];
  deliveryFeePence: number;
  /** The VAT of the sale, as sold: a refund is a credit apart, not a change to the sale (decision 079). */
  vatPence: number;
  /** The VAT for each rate on the order as sold (decision 079). */
  vatBreakdown: { ratePercent: number; netPence: number; vatPence: number; grossPence: number }[];
  /** What the customer still owes at the door: 0 when paid online. */
  duePence: number;
  /** The customer's tip, on top of the total and outside VAT (decision 030); 0 when none. */
  tipPence?: number;
  /** How it was paid, in the shop's words ("Paid by card"): the receipt says it (decision 079). */
  paidBy?: string;
  /** What was paid, the tip included; the receipt prints it beside `paidBy`. */
  paidPence?: number;
  /** Each refund made, oldest first: the receipt prints them as credits below the sale (decision 079). */
  refunds?: { at: Date; amountPence: number }[];
  customerName: string;
  /** E.164, printed as it is dialled. */
  phone: string | null;
  address: string | null;
  riderNotes: string | null;
  shop: { name: string; address: string; phone: string; vatNumber: string | null };
};

export function buildTicket(t: TicketFacts): TicketRow[] {
  if (t.isVoid) return buildVoidSlip(t);
  const rows: TicketRow[] = [];
  const money = (pence: number) => formatMoney(pence, t.currency);
  if (t.purpose === "receipt") {
    rows.push(
      { text: t.shop.name, isBold: true, isCentred: true },
      { text: t.shop.address, isCentred: true },
      { text: t.shop.phone, isCentred: true },
    );
    if (t.shop.vatNumber) rows.push({ text: `VAT no. ${t.shop.vatNumber}`, isCentred: true });
    rows.push({ rule: true });
  }
  if (t.isReprint) rows.push({ text: "*** REPRINT ***", isBold: true, isCentred: true });
  rows.push({ text: `Order ${t.orderNumber}`, isBold: true, isLarge: true });
  rows.push({ text: `Placed ${formatDayAndClock(t.placedAt)}` });
  const how = t.fulfilment === "delivery" ? "DELIVERY" : "COLLECTION";
  const when = t.dueAt ? `${t.fulfilment === "delivery" ? "by" : "at"} ${formatClock(t.dueAt)}` : "ASAP";
  rows.push({ text: `${how} ${when}`, isBold: true, isLarge: true });
  rows.push({ rule: true });

  for (const line of t.lines) {
    const d = describeLine(line);
    const priced = t.purpose === "receipt" ? `  ${money(line.totalPence)}` : "";
    rows.push({ text: `${line.qty} × ${[d.title, d.details].filter(Boolean).join(" · ")}${priced}`, isBold: true });
    if (d.extras) rows.push({ text: `  + ${d.extras}` });
    if (d.instruction) rows.push({ text: `  "${d.instruction}"` });
    if (line.allergens.length)
      rows.push({
        text: `  ALLERGENS: ${sortAllergens(line.allergens)
          .map((a) => ALLERGEN_SHORT[a].toUpperCase())
          .join(", ")}`,
        isBold: true,
      });
  }
  rows.push({ rule: true });

  if (t.purpose === "receipt") {
    rows.push({ text: `Subtotal ${money(t.subtotalPence)}` });
    for (const p of t.promotions ?? []) rows.push({ text: `${p.name} -${money(p.amountPence)}` });
    if (t.discountPence && !t.promotions?.length) rows.push({ text: `Discount -${money(t.discountPence)}` });
    if (t.fulfilment === "delivery") rows.push({ text: `Delivery ${money(t.deliveryFeePence)}` });
    rows.push(
      { text: `Total ${money(t.grandTotalPence)}`, isBold: true },
      { text: `Includes VAT ${money(t.vatPence)}` },
    );
    // Each rate, as a simplified VAT invoice must say it (VAT Regulations 1995, reg. 16A).
    for (const r of t.vatBreakdown) {
      rows.push({ text: `  VAT ${r.ratePercent}% on ${money(r.grossPence)}: ${money(r.vatPence)}` });
    }
    if (t.tipPence)
      rows.push(
        { text: `Tip (no VAT) ${money(t.tipPence)}` },
        { text: `Total paid ${money(t.grandTotalPence + t.tipPence)}`, isBold: true },
      );
  }
  if (t.duePence > 0) rows.push({ text: `CASH DUE ${money(t.duePence)}`, isBold: true, isLarge: true });
  else if (t.purpose === "receipt" && t.paidBy) {
    // The customer's record says how and what they paid, and each refund apart from the sale,
    // as the receipt on screen does; "PAID" alone read the same for a card, cash or a test payment.
    rows.push({ text: `${t.paidBy} ${money(t.paidPence ?? 0)}`, isBold: true });
    const refunds = t.refunds ?? [];
    for (const r of refunds) rows.push({ text: `Refund ${formatDayAndClock(r.at)} -${money(r.amountPence)}` });
    if (refunds.length) {
      const refunded = refunds.reduce((pence, r) => pence + r.amountPence, 0);
      rows.push({ text: `Paid less refunds ${money((t.paidPence ?? 0) - refunded)}`, isBold: true });
    }
  } else rows.push({ text: "PAID", isBold: true, isLarge: true });
  rows.push({ rule: true });
  rows.push({ text: t.customerName, isBold: true });
  if (t.phone) rows.push({ text: `Tel ${formatUkPhone(t.phone)}` });
  if (t.fulfilment === "delivery" && t.address) rows.push({ text: t.address });
  if (t.riderNotes) rows.push({ text: `Rider notes: ${t.riderNotes}` });
  return rows;
}

/**
 * What a cook reads when a ticket on the rail is off: the order, its time and its lines, so the
 * right ticket comes down and anything started is stopped; no money, no customer's details.
 */
function buildVoidSlip(t: TicketFacts): TicketRow[] {
  const rows: TicketRow[] = [
    { text: "*** CANCELLED ***", isBold: true, isLarge: true, isCentred: true },
    { text: "DO NOT MAKE", isBold: true, isLarge: true, isCentred: true },
    { rule: true },
    { text: `Order ${t.orderNumber}`, isBold: true, isLarge: true },
    { text: `Placed ${formatDayAndClock(t.placedAt)}` },
  ];
  const how = t.fulfilment === "delivery" ? "Delivery" : "Collection";
  rows.push({ text: `${how} ${t.dueAt ? formatClock(t.dueAt) : "ASAP"} for ${t.customerName}` });
  rows.push({ rule: true });
  for (const line of t.lines) {
    const d = describeLine(line);
    rows.push({ text: `${line.qty} × ${[d.title, d.details].filter(Boolean).join(" · ")}` });
  }
  rows.push({ rule: true });
  return rows;
}

/** The ticket as plain text, one row a line (text/plain, and what a test reads). */
export function ticketText(rows: TicketRow[], columns = 48): string {
  return rows.map((r) => ("rule" in r ? "-".repeat(columns) : r.text)).join("\n") + "\n";
}
