import "server-only";
import ReceiptPrinterEncoder from "@point-of-sale/receipt-printer-encoder";
import type { AllergenCode } from "@/lib/menu/shared";
import { loadOrderForAdmin } from "@/lib/ordering";
import { cashDuePence, paidByText } from "@/lib/ordering/shared";
import { getDb } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { ratePercent } from "@/lib/platform/vat";
import { buildTicket, ticketText, type TicketRow } from "./build-ticket";
import { lineCategories, linesForPrinter } from "./make-print-jobs";
import { MEDIA_TYPES, type TMediaType, type TPrintPurpose } from "./shared";

const COLUMNS = 48; // 80 mm paper, font A

type JobToRender = {
  orderId: string;
  purpose: TPrintPurpose;
  isReprint: boolean;
  isVoid?: boolean;
  printer: { categoryIds: string[]; copies: number };
};

/** The ticket of a job as rows: its order, with the lines its printer takes. */
export async function ticketRowsFor(job: JobToRender): Promise<TicketRow[]> {
  const order = await loadOrderForAdmin(job.orderId);
  if (!order) throw AppError.notFound("Order");
  const categories = new Map((await lineCategories(getDb(), job.orderId)).map((l) => [l.id, l.categoryId]));
  const lines = linesForPrinter(
    order.lines.map((l) => ({ ...l, categoryId: categories.get(l.id) ?? null })),
    job.printer,
    job.purpose,
  );
  return buildTicket({
    purpose: job.purpose,
    isReprint: job.isReprint,
    isVoid: job.isVoid,
    orderNumber: order.orderNumber,
    placedAt: order.placedAt ?? order.createdAt,
    fulfilment: order.fulfilment,
    dueAt: order.promisedAt ?? order.slotStart,
    lines: lines.map((l) => ({
      itemName: l.itemName,
      size: l.size,
      variantName: l.subcategoryName,
      extras: Array.isArray(l.extras) ? (l.extras as { name: string }[]) : [],
      instruction: l.instruction,
      qty: l.qty,
      allergens: l.allergens as AllergenCode[],
      totalPence: l.totalPence - l.discountPence,
    })),
    currency: order.currency,
    grandTotalPence: order.grandTotalPence,
    subtotalPence: order.subtotalPence,
    discountPence: order.discountPence,
    promotions: order.promotions.map((p) => ({ name: p.name, amountPence: p.amountPence })),
    deliveryFeePence: order.deliveryFeePence,
    // The sale's VAT beside the sale's Total, as the receipt on screen prints it (decision 079):
    // the VAT kept after a refund beside the full Total added up to neither.
    vatPence: order.vat.sold.reduce((pence, r) => pence + r.vatPence, 0),
    vatBreakdown: order.vat.sold.map((r) => ({
      ratePercent: ratePercent(r.basisPoints),
      netPence: r.netPence,
      vatPence: r.vatPence,
      grossPence: r.grossPence,
    })),
    duePence: cashDuePence(order),
    tipPence: order.tipPence,
    paidBy: paidByText(order.paymentMethod),
    paidPence: order.paidPence,
    refunds: order.refunds
      .filter((r) => r.status !== "failed")
      .map((r) => ({ at: r.createdAt, amountPence: r.amountPence })),
    customerName: order.contactName ?? order.customer.username,
    phone: order.contactPhone,
    address: order.deliveryAddress,
    riderNotes: order.riderNotes,
    shop: order.shop,
  });
}

/** The rows in a printer's language: StarPRNT or ESC/POS with the code page that has "£", each copy cut. */
export function encodeTicket(rows: TicketRow[], language: "star-prnt" | "esc-pos", copies = 1): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({ language, columns: COLUMNS });
  encoder.initialize().codepage("auto");
  for (let copy = 0; copy < copies; copy++) {
    for (const row of rows) {
      if ("rule" in row) {
        encoder.rule();
        continue;
      }
      encoder.align(row.isCentred ? "center" : "left").bold(!!row.isBold);
      if (row.isLarge) encoder.size(2, 2);
      encoder.line(row.text);
      if (row.isLarge) encoder.size(1, 1);
    }
    encoder.bold(false).newline(2).cut();
  }
  return encoder.encode();
}

/** A job's body in the media type the printer asked for. */
export async function renderJob(
  job: JobToRender,
  type: string,
): Promise<{ body: Uint8Array; contentType: TMediaType }> {
  const rows = await ticketRowsFor(job);
  const copies = job.printer.copies;
  switch (type) {
    case MEDIA_TYPES.starprnt:
      return { body: encodeTicket(rows, "star-prnt", copies), contentType: MEDIA_TYPES.starprnt };
    case MEDIA_TYPES.escpos:
      return { body: encodeTicket(rows, "esc-pos", copies), contentType: MEDIA_TYPES.escpos };
    case MEDIA_TYPES.text:
      return {
        body: new TextEncoder().encode(Array(copies).fill(ticketText(rows, COLUMNS)).join("\n")),
        contentType: MEDIA_TYPES.text,
      };
    default:
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", `This job is served as ${Object.values(MEDIA_TYPES).join(", ")}.`);
  }
}
