import { formatSize } from "@/lib/menu/shared";

// How a line reads wherever it appears (basket, checkout, history, admin views, board, e-mails):
// dish, size, variant, extras, instruction, quantity, price, as a customer and a cook read it.
// Browser-safe (lib/ordering/shared.ts): the screens describe their line views with it.

export type LineFacts = {
  itemName: string;
  size: string;
  variantName: string | null;
  extras: { name: string }[];
  instruction: string | null;
  qty: number;
};

export type DescribedLine = {
  /** The dish: "Margherita". */
  title: string;
  /** Size and variant: "Large · Classic Crust". */
  details: string;
  /** "Extra mozzarella, Pepperoni", or null without extras. */
  extras: string | null;
  /** The customer's request, or null when there is none (never "N/A"). */
  instruction: string | null;
  /** One line for plain text (e-mails, tickets): "2 × Margherita, Large, Classic Crust, + Pepperoni — “Well done”". */
  text: string;
  /** What tells two lines of the same dish apart, for labels: "Margherita – Large, Classic Crust, + Pepperoni". */
  label: string;
};

/** The words the spec's clients used for "no request": they mean none. */
const NO_REQUEST = new Set(["", "n/a", "na", "none", "-"]);

export function describeLine(line: LineFacts): DescribedLine {
  const details = [formatSize(line.size), line.variantName].filter((p): p is string => !!p).join(" · ");
  const extras = line.extras.length ? line.extras.map((e) => e.name).join(", ") : null;
  const request = line.instruction?.trim() ?? "";
  const instruction = NO_REQUEST.has(request.toLowerCase()) ? null : request;
  const parts = [line.itemName, formatSize(line.size), line.variantName, extras ? `+ ${extras}` : null].filter(
    (p): p is string => !!p,
  );
  const text = `${line.qty} × ${parts.join(", ")}${instruction ? ` — “${instruction}”` : ""}`;
  const label = `${line.itemName} – ${parts.slice(1).join(", ")}`;
  return { title: line.itemName, details, extras, instruction, text, label };
}
