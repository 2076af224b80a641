import { Column, Row, Section, Text } from "@react-email/components";
import { inShopZone } from "@/lib/platform/time";
import { formatMoney } from "@/lib/platform/money";
import { COLOURS } from "../brand";
import { TypedLines } from "../layout";
import type { TOrderMailPayload } from "./payload";

const SIZE_NAMES: Record<string, string> = { small: "Small", medium: "Medium", large: "Large", xlarge: "Extra large" };
const cell = { fontSize: "15px", lineHeight: "1.45", color: COLOURS.ink, margin: 0 } as const;
const muted = { fontSize: "14px", lineHeight: "1.45", color: COLOURS.inkMuted, margin: 0 } as const;

/** "Friday 27 November, 19:45" on London's clock. */
export function londonTime(iso: string): string {
  return inShopZone(iso).toFormat("cccc d LLLL, HH:mm");
}

/** Each line as a customer and a cook read it: dish, size, variant, extras, request, quantity, price. */
export function OrderLines({ order }: { order: TOrderMailPayload }) {
  const money = (p: number) => formatMoney(p, order.currency);
  return (
    <Section style={{ margin: "8px 0 16px" }}>
      {order.lines.map((line, i) => (
        <Row key={i} style={{ borderBottom: `1px solid ${COLOURS.line}`, padding: "8px 0" }}>
          <Column style={{ verticalAlign: "top" }}>
            <Text style={{ ...cell, fontWeight: 700 }}>
              {line.qty} × {line.dish}, {SIZE_NAMES[line.size] ?? line.size}
            </Text>
            {line.variant ? <Text style={muted}>{line.variant}</Text> : null}
            {line.extras.length ? <Text style={muted}>With {line.extras.join(", ")}</Text> : null}
            {line.instruction ? (
              <Text style={muted}>
                Your request: <TypedLines text={line.instruction} />
              </Text>
            ) : null}
            {line.freeWith ? <Text style={muted}>Free with {line.freeWith}</Text> : null}
          </Column>
          <Column style={{ verticalAlign: "top", textAlign: "right", width: "110px" }}>
            <Text style={cell}>{line.freeWith ? "Free" : money(line.totalPence - line.discountPence)}</Text>
            {line.discountPence > 0 && !line.freeWith ? (
              // "was" in words: the strike is lost in the plain-text part and to a screen reader,
              // which would read the line's two prices with nothing to say which was paid.
              <Text style={muted}>
                was <span style={{ textDecoration: "line-through" }}>{money(line.totalPence)}</span>
              </Text>
            ) : null}
          </Column>
        </Row>
      ))}
    </Section>
  );
}

function TotalRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    // The plain-text part keeps a label and its amount on one line ("Total paid   £17.48"): as
    // layout cells each went on a line of its own, the amounts in a column under their labels.
    <Row data-text-format="dataTable">
      <Column>
        <Text style={{ ...cell, fontWeight: strong ? 700 : 400 }}>{label}</Text>
      </Column>
      <Column style={{ textAlign: "right" }}>
        <Text style={{ ...cell, fontWeight: strong ? 700 : 400 }}>{value}</Text>
      </Column>
    </Row>
  );
}

/** Subtotal, each promotion, delivery, the total and the VAT it includes. */
export function OrderTotals({ order }: { order: TOrderMailPayload }) {
  const money = (p: number) => formatMoney(p, order.currency);
  return (
    <Section style={{ margin: "0 0 16px" }}>
      <TotalRow label="Subtotal" value={money(order.subtotalPence)} />
      {order.promotions.map((p, i) => (
        <TotalRow key={i} label={p.name} value={`−${money(p.amountPence)}`} />
      ))}
      {order.promotions.length === 0 && order.discountPence > 0 ? (
        <TotalRow label="Discount" value={`−${money(order.discountPence)}`} />
      ) : null}
      {order.fulfilment === "delivery" ? <TotalRow label="Delivery" value={money(order.deliveryFeePence)} /> : null}
      {order.tipPence > 0 ? (
        <>
          <TotalRow label="Order total" value={money(order.totalPence)} />
          <TotalRow label="Tip, thank you" value={money(order.tipPence)} />
        </>
      ) : null}
      {order.cashDuePence !== null ? (
        <TotalRow
          label={order.fulfilment === "collection" ? "To pay in cash when you collect" : "To pay in cash on delivery"}
          value={money(order.cashDuePence)}
          strong
        />
      ) : (
        <TotalRow label="Total paid" value={money(order.totalPence + order.tipPence)} strong />
      )}
      <VatLines order={order} />
      {order.tipPence > 0 ? <Text style={muted}>The tip is outside the scope of VAT.</Text> : null}
    </Section>
  );
}

/**
 * The VAT the total includes, for each rate on the order (decision 034), and the shop's VAT
 * number: what a simplified VAT invoice must show (VAT Regulations 1995, reg. 16A).
 */
export function VatLines({ order }: { order: TOrderMailPayload }) {
  const money = (p: number) => formatMoney(p, order.currency);
  return (
    <>
      {order.vatBreakdown.length ? (
        order.vatBreakdown.map((r) => (
          <Text key={r.ratePercent} style={muted}>
            VAT at {r.ratePercent}% on {money(r.grossPence)}: {money(r.vatPence)} (net {money(r.netPence)})
          </Text>
        ))
      ) : (
        <Text style={muted}>
          Includes VAT at {order.vatRatePercent}%: {money(order.vatPence)}
        </Text>
      )}
      {order.shop.vatNumber ? <Text style={muted}>VAT number {order.shop.vatNumber}</Text> : null}
    </>
  );
}

/** How and when the order reaches the customer. */
export function Fulfilment({ order }: { order: TOrderMailPayload }) {
  // A pre-order keeps the slot the customer chose (issue 23): the mail says it as theirs.
  const when = order.slotStart
    ? `${londonTime(order.slotStart)}, the time you chose`
    : order.promisedAt
      ? londonTime(order.promisedAt)
      : null;
  return (
    <Section
      style={{ backgroundColor: COLOURS.surface, borderRadius: "8px", padding: "12px 16px", margin: "0 0 16px" }}
    >
      {order.fulfilment === "collection" ? (
        <>
          <Text style={{ ...cell, fontWeight: 700 }}>Collection{when ? `, ready at ${when}` : ""}</Text>
          <Text style={muted}>
            From {order.shop.name}, {order.shop.address}
          </Text>
        </>
      ) : (
        <>
          <Text style={{ ...cell, fontWeight: 700 }}>Delivery{when ? `, expected by ${when}` : ""}</Text>
          {order.deliveryAddress ? <Text style={muted}>To {order.deliveryAddress}</Text> : null}
        </>
      )}
    </Section>
  );
}

/** The words only: it goes inside the Footnote's paragraph, and a paragraph in a paragraph is not HTML. */
export function ShopContact({ order }: { order: TOrderMailPayload }) {
  return (
    <>
      Questions about your order? Call {order.shop.name} on {order.shop.phone}, and quote order {order.orderNumber}.
    </>
  );
}
