import { vatIncluded, type VatClass } from "@/lib/platform/vat";
import { tipShareOf } from "../refunds/amounts";
import { shareOut } from "./share-out";

// An order's VAT by rate (decision 034), pure: the order's frozen facts come in, pence go out.
// - A line is made of parts: the dish and each extra, each with the class and rate it froze.
//   The line's discount (its share of every offer, lib/promotions) is shared over its parts in
//   proportion to their price.
// - The delivery fee actually paid (less free delivery) follows the goods: shared over every
//   part in proportion to what was paid for it.
// - A tip is outside the scope of VAT: in no rate's row.
// - Rounding is per rate on the order: each rate's VAT is worked out once, on that rate's
//   gross, and only then shared back over the lines (to the penny, largest remainder).
// - Refunds reduce the rows: a line refund at its lines' rates, an amount in proportion to
//   what is left at each rate. Each refund's VAT is the difference between
//   the VAT of what was left before it and after it, so sold = refunded + kept, to the penny.
//   The tip is given back last, as the refund module records it (tipShareOf).

export type VatPart = { vatClass: VatClass; basisPoints: number; grossPence: number };

export type VatLine = {
  id: string;
  /** Before offers; the parts add up to it. */
  totalPence: number;
  discountPence: number;
  parts: VatPart[];
};

export type VatRefund = { id: string; amountPence: number; lineIds: string[] };

export type VatOrderFacts = {
  lines: VatLine[];
  deliveryFeePence: number;
  /** What offers took off the delivery fee (free delivery). */
  deliveryDiscountPence: number;
  /** Outside the scope of VAT. */
  tipPence: number;
  /** The class and rate a delivery fee takes when no dish carries any value (everything free). */
  deliveryFallback: { vatClass: VatClass; basisPoints: number };
  /** The order's refunds that were not refused, oldest first. */
  refunds: VatRefund[];
};

export type VatRow = { basisPoints: number; grossPence: number; vatPence: number; netPence: number };

export type LineVat = {
  id: string;
  vatClasses: VatClass[];
  basisPoints: number[];
  /** Paid for the line itself: its total less its discount. */
  paidPence: number;
  /** Its share of the delivery fee paid. */
  deliveryPence: number;
  /** paid + delivery share: what the line's VAT is taken from. */
  grossPence: number;
  vatPence: number;
  netPence: number;
  /** What refunds gave back of it. */
  refundedPence: number;
};

export type OrderVat = {
  /** One row per rate, highest rate first, as sold. */
  sold: VatRow[];
  /** What each refund took off each rate (and, apart, off the tip). */
  refunds: { id: string; rows: VatRow[]; tipPence: number }[];
  /** What is left at each rate after the refunds: sold less refunded. */
  kept: VatRow[];
  lines: LineVat[];
  /** The delivery fee paid that followed no line: only when every dish was free. */
  unallocatedDeliveryPence: number;
  /** What refunds gave back of it. */
  unallocatedDeliveryRefundedPence: number;
};

type Piece = {
  line: number;
  vatClass: VatClass;
  basisPoints: number;
  grossPence: number;
  paidPence: number;
  deliveryPence: number;
  vatPence: number;
};

function row(basisPoints: number, grossPence: number, vatPence: number): VatRow {
  return { basisPoints, grossPence, vatPence, netPence: grossPence - vatPence };
}

function sum(list: readonly number[]): number {
  return list.reduce((s, n) => s + n, 0);
}

/**
 * Takes `wanted` pence from each bucket, never more than it holds: what one cannot give is
 * shared over the others in proportion to what they still hold.
 */
function takeFrom(held: Map<number, number>, wanted: Map<number, number>): Map<number, number> {
  const taken = new Map<number, number>();
  let over = 0;
  for (const [key, pence] of wanted) {
    const give = Math.min(pence, held.get(key) ?? 0);
    taken.set(key, give);
    over += pence - give;
  }
  while (over > 0) {
    const keys = [...held.keys()].filter((k) => (held.get(k) ?? 0) - (taken.get(k) ?? 0) > 0);
    if (!keys.length) break;
    const room = keys.map((k) => (held.get(k) ?? 0) - (taken.get(k) ?? 0));
    const shares = shareOut(Math.min(over, sum(room)), room);
    keys.forEach((k, i) => taken.set(k, (taken.get(k) ?? 0) + Math.min(shares[i]!, room[i]!)));
    over -= sum(shares.map((s, i) => Math.min(s, room[i]!)));
  }
  return taken;
}

/**
 * A penny that two lines tie for goes to the first line by id, not the first passed in: the
 * order page, the board, the e-mail and the reports each read the order's lines, and must all
 * show the same VAT by rate whatever order a read meets them in.
 */
export function orderVat(f: VatOrderFacts): OrderVat {
  const order = f.lines.map((_, i) => i).sort((a, b) => compareIds(f.lines[a]!.id, f.lines[b]!.id));
  const vat = orderVatOfLines({ ...f, lines: order.map((i) => f.lines[i]!) });
  const lines: LineVat[] = [];
  order.forEach((i, k) => (lines[i] = vat.lines[k]!));
  return { ...vat, lines };
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function orderVatOfLines(f: VatOrderFacts): OrderVat {
  const pieces: Piece[] = [];
  f.lines.forEach((line, index) => {
    const discounts = shareOut(
      Math.min(line.discountPence, line.totalPence),
      line.parts.map((p) => p.grossPence),
    );
    line.parts.forEach((p, i) =>
      pieces.push({
        line: index,
        vatClass: p.vatClass,
        basisPoints: p.basisPoints,
        grossPence: p.grossPence,
        paidPence: p.grossPence - discounts[i]!,
        deliveryPence: 0,
        vatPence: 0,
      }),
    );
  });

  // The delivery fee paid follows the goods by what was paid for them; by their price when all were free.
  const deliveryPaid = Math.max(0, f.deliveryFeePence - f.deliveryDiscountPence);
  let unallocatedDeliveryPence = 0;
  if (deliveryPaid > 0) {
    const byPaid = pieces.map((p) => p.paidPence);
    const weights = sum(byPaid) > 0 ? byPaid : pieces.map((p) => p.grossPence);
    if (sum(weights) > 0) {
      shareOut(deliveryPaid, weights).forEach((d, i) => (pieces[i]!.deliveryPence = d));
    } else {
      unallocatedDeliveryPence = deliveryPaid;
      pieces.push({
        line: -1,
        ...f.deliveryFallback,
        grossPence: 0,
        paidPence: 0,
        deliveryPence: deliveryPaid,
        vatPence: 0,
      });
    }
  }

  // Per rate on the order, then back over the pieces of that rate.
  const rates = [...new Set(pieces.map((p) => p.basisPoints))].sort((a, b) => b - a);
  const taxable = (p: Piece) => p.paidPence + p.deliveryPence;
  const sold = rates.map((rate) => {
    const ofRate = pieces.filter((p) => p.basisPoints === rate);
    const gross = sum(ofRate.map(taxable));
    const vat = vatIncluded(gross, rate);
    shareOut(vat, ofRate.map(taxable)).forEach((v, i) => (ofRate[i]!.vatPence = v));
    return row(rate, gross, vat);
  });

  // Refunds, oldest first, each off what is left. The tip is given back last (decision 030):
  // a refund's tip part is the refund module's, so the rows, the refund's record and the
  // reports agree on how much of it was goods.
  const left = new Map<number, number>(sold.map((r) => [r.basisPoints, r.grossPence]));
  const tipPaid = Math.max(0, f.tipPence);
  let tipLeft = tipPaid;
  const goodsPaid = sum(sold.map((r) => r.grossPence));
  // A delivery fee that followed no line is one more place a refund gives back to, after the
  // lines: else what was refunded of it would be in no line's share, and the orders CSV's
  // Refunded column would fall short of the refund by it.
  const lineGross = [
    ...f.lines.map((_, i) => sum(pieces.filter((p) => p.line === i).map(taxable))),
    unallocatedDeliveryPence,
  ];
  const lineRefunded = lineGross.map(() => 0);
  const everywhere = lineGross.map((_, i) => i);
  const lineIndex = new Map(f.lines.map((l, i) => [l.id, i]));
  /** Gives `pence` of goods back to the lines, within what each has left, the `chosen` first. */
  const toLines = (pence: number, chosen: number[]) => {
    for (const among of chosen.length ? [chosen, everywhere] : [everywhere]) {
      const room = among.map((i) => Math.max(0, lineGross[i]! - lineRefunded[i]!));
      const given = Math.min(pence, sum(room));
      if (given > 0) shareOut(given, room).forEach((p, k) => (lineRefunded[among[k]!]! += p));
      pence -= given;
    }
  };
  const refunds = f.refunds.map((refund, index) => {
    const tipPence = Math.min(
      tipLeft,
      tipShareOf(
        { paidPence: goodsPaid + tipPaid, tipPence: tipPaid, refunds: f.refunds.slice(0, index) },
        refund.amountPence,
      ),
    );
    const goods = refund.amountPence - tipPence;
    const wanted = new Map<number, number>();
    const chosen = refund.lineIds.flatMap((id) => (lineIndex.has(id) ? [lineIndex.get(id)!] : []));
    if (chosen.length) {
      // A line refund gives back what was paid for the lines (decision 011), at their rates.
      const chosenPieces = pieces.filter((p) => chosen.includes(p.line));
      const byRate = rates.map((rate) =>
        sum(chosenPieces.filter((p) => p.basisPoints === rate).map((p) => p.paidPence)),
      );
      if (sum(byRate) > 0) shareOut(goods, byRate).forEach((pence, i) => wanted.set(rates[i]!, pence));
      else if (rates.length) wanted.set(rates[0]!, goods);
    } else if (rates.length) {
      shareOut(
        goods,
        rates.map((rate) => left.get(rate)!),
      ).forEach((pence, i) => wanted.set(rates[i]!, pence));
    }
    toLines(goods, chosen);
    const taken = takeFrom(left, wanted);
    const rows: VatRow[] = [];
    for (const rate of rates) {
      const gross = taken.get(rate) ?? 0;
      if (!gross) continue;
      const before = left.get(rate)!;
      rows.push(row(rate, gross, vatIncluded(before, rate) - vatIncluded(before - gross, rate)));
      left.set(rate, before - gross);
    }
    tipLeft -= tipPence;
    return { id: refund.id, rows, tipPence };
  });

  const kept = rates.map((rate) => row(rate, left.get(rate)!, vatIncluded(left.get(rate)!, rate)));

  const lines = f.lines.map((line, index): LineVat => {
    const own = pieces.filter((p) => p.line === index);
    const paidPence = sum(own.map((p) => p.paidPence));
    const deliveryPence = sum(own.map((p) => p.deliveryPence));
    const vatPence = sum(own.map((p) => p.vatPence));
    return {
      id: line.id,
      vatClasses: [...new Set(own.map((p) => p.vatClass))],
      basisPoints: [...new Set(own.map((p) => p.basisPoints))].sort((a, b) => b - a),
      paidPence,
      deliveryPence,
      grossPence: paidPence + deliveryPence,
      vatPence,
      netPence: paidPence + deliveryPence - vatPence,
      refundedPence: lineRefunded[index]!,
    };
  });
  return {
    sold,
    refunds,
    kept,
    lines,
    unallocatedDeliveryPence,
    unallocatedDeliveryRefundedPence: lineRefunded[f.lines.length]!,
  };
}

/** Rows added together by rate (a period's sales, its refunds), highest rate first. */
export function addVatRows(...lists: VatRow[][]): VatRow[] {
  const byRate = new Map<number, VatRow>();
  for (const r of lists.flat()) {
    const seen = byRate.get(r.basisPoints) ?? row(r.basisPoints, 0, 0);
    byRate.set(r.basisPoints, row(r.basisPoints, seen.grossPence + r.grossPence, seen.vatPence + r.vatPence));
  }
  return [...byRate.values()].sort((a, b) => b.basisPoints - a.basisPoints);
}
