import {
  deletePrinter as deletePrinterEndpoint,
  updatePrinter as updatePrinterEndpoint,
} from "@/lib/api/admin/printers/contract";
import { presentPrinter } from "@/lib/api/admin/printers/present";
import { handle } from "@/lib/api/handle";
import { deletePrinter, updatePrinter } from "@/lib/printing";

export const PATCH = handle(updatePrinterEndpoint, async ({ params, body }) => {
  const printer = await updatePrinter(params.id, body);
  return { data: { printer: presentPrinter(printer) }, message: "Printer saved" };
});

export const DELETE = handle(deletePrinterEndpoint, async ({ params }) => {
  await deletePrinter(params.id);
  return { data: { _id: params.id }, message: "Printer removed" };
});
