import { z } from "zod";
import { PRINT_PURPOSES, PRINTER_PROTOCOLS } from "@/lib/printing/shared";
import { defineEndpoint, type ResponseOf } from "../../endpoint";
import { idParams, ZIsoDateTime } from "../../schemas";

// The shop's printers (decision 029): which there are, what each prints, whether it is polling,
// and the credentials to type into a new one. Reprinting an order.

export const ZPrinterDto = z.object({
  _id: z.string(),
  name: z.string(),
  protocol: z.enum(PRINTER_PROTOCOLS),
  purposes: z.array(z.enum(PRINT_PURPOSES)),
  categoryIds: z.array(z.string()),
  copies: z.number().int(),
  pollSeconds: z.number().int(),
  username: z.string(),
  lastSeenAt: ZIsoDateTime.nullable(),
  lastStatus: z.string().nullable(),
  online: z.boolean(),
  queuedJobs: z.number().int(),
  failedJobs: z.number().int(),
  createdAt: ZIsoDateTime,
});

const name = z
  .string({ error: "Name the printer." })
  .trim()
  .min(1, "Name the printer.")
  .max(60, "Use at most 60 characters.");
const purposes = z
  .array(z.enum(PRINT_PURPOSES, { error: "Choose kitchen tickets, customer receipts or both." }), {
    error: "Choose what it prints.",
  })
  .min(1, "Choose what it prints.")
  .transform((p) => [...new Set(p)]);
const categoryIds = z
  .array(z.uuid({ error: "Choose categories of the menu." }), { error: "Choose categories of the menu." })
  .max(50);
const copies = z
  .number({ error: "Choose how many copies." })
  .int("Choose how many copies.")
  .min(1, "Print at least 1 copy.")
  .max(5, "Print at most 5 copies.");
const pollSeconds = z
  .number({ error: "Choose a poll interval." })
  .int("Choose a poll interval.")
  .min(2, "Poll every 2 seconds or more.")
  .max(300, "Poll at least every 5 minutes.");

export const ZPrinterBodySchema = z.object({
  name,
  protocol: z.enum(PRINTER_PROTOCOLS, { error: "Choose how the printer connects." }),
  purposes,
  categoryIds: categoryIds.default([]),
  copies: copies.default(1),
  pollSeconds: pollSeconds.default(5),
});
export type TPrinterBody = z.input<typeof ZPrinterBodySchema>;

export const ZPrinterPatchSchema = z.object({
  name: name.optional(),
  protocol: z.enum(PRINTER_PROTOCOLS, { error: "Choose how the printer connects." }).optional(),
  purposes: purposes.optional(),
  categoryIds: categoryIds.optional(),
  copies: copies.optional(),
  pollSeconds: pollSeconds.optional(),
});

export const listPrinters = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/printers",
  access: "admin",
  permission: "store.settings",
  response: z.object({ printers: z.array(ZPrinterDto) }),
});

/** What to type into the printer, once: the password is not shown again. */
export const ZPrinterSetupDto = z.object({ url: z.string(), username: z.string(), password: z.string() });

export const createPrinter = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/printers",
  access: "admin",
  permission: "store.settings",
  body: ZPrinterBodySchema,
  response: z.object({ printer: ZPrinterDto, setup: ZPrinterSetupDto }),
});

export const updatePrinter = defineEndpoint({
  method: "PATCH",
  path: "/api/adminauth/printers/[id]",
  access: "admin",
  permission: "store.settings",
  params: idParams("id", "printer id"),
  body: ZPrinterPatchSchema,
  response: z.object({ printer: ZPrinterDto }),
});

export const deletePrinter = defineEndpoint({
  method: "DELETE",
  path: "/api/adminauth/printers/[id]",
  access: "admin",
  permission: "store.settings",
  params: idParams("id", "printer id"),
  response: z.object({ _id: z.string() }),
});

export const ZReprintBodySchema = z.object({
  printerId: z.uuid({ error: "Choose a printer." }).optional(),
  purpose: z.enum(PRINT_PURPOSES, { error: "Choose kitchen ticket or customer receipt." }).optional(),
});

/** Prints an order again, now, recorded as a reprint by this admin. */
export const reprintOrder = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/orders/[id]/print",
  access: "admin",
  permission: "orders.move",
  params: idParams("id", "order id"),
  body: ZReprintBodySchema,
  response: z.object({ _id: z.string(), jobs: z.number().int() }),
  changesShopData: false,
});

export type TPrinterDto = z.infer<typeof ZPrinterDto>;
export type TPrinterSetupDto = z.infer<typeof ZPrinterSetupDto>;
export type TPrinterList = ResponseOf<typeof listPrinters>;
