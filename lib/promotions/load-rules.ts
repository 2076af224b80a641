import "server-only";
import { keptTradingRead } from "@/lib/platform/cache";
import { getConfig } from "@/lib/platform/config";
import { getDb, type DbClient, type DbTransaction } from "@/lib/platform/db";
import { promotionSelect, ruleFromRow, type PromotionRow } from "./rule-from-row";
import type { PromotionRule } from "./types";

function readPromotionRows(now: Date): Promise<PromotionRow[]> {
  return getDb().promotion.findMany({
    where: { retiredAt: null, OR: [{ endsAt: null }, { endsAt: { gt: now } }] },
    select: promotionSelect,
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
  });
}

/** How far back the kept copy also holds ended offers, so a `now` a little before its read is served too. */
const KEPT_ENDED_MS = 60 * 60_000;

type TKeptRows = { coversFrom: Date; rows: PromotionRow[] };

const keptPromotionRows = keptTradingRead("promotion-rows", async (): Promise<TKeptRows> => {
  const coversFrom = new Date(Date.now() - KEPT_ENDED_MS);
  return { coversFrom, rows: await readPromotionRows(coversFrom) };
});

/** Promotions not retired and not over at `now`: those a basket may meet. */
export async function loadPromotionRows(now: Date): Promise<PromotionRow[]> {
  const kept = await keptPromotionRows();
  if (now < kept.coversFrom) return readPromotionRows(now);
  return kept.rows.filter((row) => row.endsAt === null || row.endsAt > now);
}

export async function loadPromotionRules(now: Date): Promise<PromotionRule[]> {
  return (await loadPromotionRows(now)).flatMap((row) => {
    const rule = ruleFromRow(row);
    return rule ? [rule] : [];
  });
}

/** How long an order whose payment is being opened holds its offers without a payment row. */
export const IN_FLIGHT_HOLD_MINUTES = 15;

/**
 * An order that holds its promotions without being paid yet: pending, with a payment that may
 * still be made. Reconciliation marks a payment expired (PAYMENT_EXPIRE_AFTER_S) only once the
 * provider says it was never captured, and that releases the hold (decision 023). A recent order
 * with no payment at all is one whose payment a checkout is opening right now (decision 026: the
 * provider is asked after the order is written, and a refusal deletes the order): it holds too,
 * or two checkouts could take the last use of a capped offer while the provider answers; one
 * whose checkout died before attaching a payment stops holding after IN_FLIGHT_HOLD_MINUTES.
 */
export function payableOrder() {
  return {
    OR: [
      { status: "pending" as const, payments: { some: { status: "created" as const } } },
      {
        status: "pending" as const,
        payments: { none: {} },
        createdAt: { gt: new Date(Date.now() - IN_FLIGHT_HOLD_MINUTES * 60_000) },
      },
      cashDueOrder(),
    ],
  };
}

/**
 * A paid order: the money is in. For card, Razorpay and test orders that is when they were
 * placed; a cash order is placed at once and paid when staff take the cash (decision 030).
 */
export function paidOrder() {
  return { paidAt: { not: null } };
}

/**
 * Whether the customer has had a first order, which a first-order offer asks: a paid order the
 * shop did not reject or cancel (those were refunded and never reached the customer, so the
 * welcome was never honoured). "Is there one" (LIMIT 1) rather than a count of a regular's history.
 */
export async function customerHasPaidOrder(db: DbClient | DbTransaction, customerId: string): Promise<boolean> {
  const order = await db.order.findFirst({
    where: { customerId, ...paidOrder(), status: { notIn: ["cancelled", "rejected"] } },
    select: { id: true },
  });
  return order !== null;
}

/**
 * A cash order placed and not paid yet: it holds its offers (the customer cannot use a first-order
 * offer on a second order meanwhile), and they count as used only once it is paid. Cancelled or
 * rejected unpaid, it holds nothing: the offer was never honoured (decision 030).
 */
export function cashDueOrder() {
  return {
    paymentMethod: "cash" as const,
    paidAt: null,
    placedAt: { not: null },
    status: { notIn: ["cancelled" as const, "rejected" as const] },
  };
}

/** Orders whose redemptions count as uses: paid, or unpaid but payable. */
export function countingOrder() {
  return { OR: [paidOrder(), payableOrder()] };
}

/**
 * The uses of the capped promotions among `rules`, the live ones a basket may meet: only a capped
 * promotion asks how often it was used (evaluate.ts). Counting every offer's redemptions, then
 * every capped offer's, read the shop's whole history of offers on each basket priced, the ended
 * ones too (docs/speed-log.md, 2026-12-01 afternoon and 2026-12-02); with no capped offer live,
 * nothing is asked.
 */
async function countCappedUses(rules: PromotionRule[]) {
  const capped = rules.filter((rule) => rule.usageCap !== null).map((rule) => rule.id);
  if (!capped.length) return [];
  return getDb().promotionRedemption.groupBy({
    by: ["promotionId"],
    where: { promotionId: { in: capped }, order: countingOrder() },
    _count: { _all: true },
  });
}

/**
 * How often each capped promotion of `rules` is used (paid orders and payable unpaid ones), which
 * this customer has used on a paid order, and which another unpaid order of theirs holds. The
 * holds of an order frozen from the basket being priced (`ownCheckoutKey`,
 * lib/ordering/basket/basket-key.ts) are left out: that basket is the order's own checkout, and a
 * repeated checkout of it reuses it. `rules` may still be loading: only the count waits for them.
 */
export async function loadPromotionUsage(
  customerId: string | null,
  rules: Promise<PromotionRule[]>,
  ownCheckoutKey: string | null = null,
) {
  const db = getDb();
  const [used, mine, myHolds] = await Promise.all([
    rules.then(countCappedUses),
    customerId
      ? db.promotionRedemption.findMany({
          where: { customerId, order: paidOrder() },
          select: { promotionId: true },
          distinct: ["promotionId"],
        })
      : Promise.resolve([]),
    customerId
      ? db.promotionRedemption.findMany({
          where: { customerId, order: payableOrder() },
          select: {
            promotionId: true,
            order: {
              select: {
                basketKey: true,
                createdAt: true,
                paymentMethod: true,
                payments: {
                  where: { status: "created" },
                  select: { createdAt: true },
                  orderBy: { createdAt: "desc" },
                  take: 1,
                },
              },
            },
          },
        })
      : Promise.resolve([]),
  ]);
  const timesUsed = new Map<string, number>();
  const count = (id: string, n: number) => timesUsed.set(id, (timesUsed.get(id) ?? 0) + n);
  for (const row of used) count(row.promotionId, row._count._all);
  const expireMs = getConfig().PAYMENT_EXPIRE_AFTER_S * 1000;
  const heldByCustomer = new Map<string, { since: Date; until: Date | null }>();
  for (const hold of myHolds) {
    if (ownCheckoutKey !== null && hold.order.basketKey === ownCheckoutKey) {
      count(hold.promotionId, -1);
      continue;
    }
    const paymentMade = hold.order.payments[0]?.createdAt ?? hold.order.createdAt;
    // A cash order holds until it is paid or ends, not for a set time.
    const until = hold.order.paymentMethod === "cash" ? null : new Date(paymentMade.getTime() + expireMs);
    const known = heldByCustomer.get(hold.promotionId);
    if (!known || (known.until !== null && (until === null || known.until < until))) {
      heldByCustomer.set(hold.promotionId, { since: hold.order.createdAt, until });
    }
  }
  return { timesUsed, usedByCustomer: new Set(mine.map((m) => m.promotionId)), heldByCustomer };
}
