import {
  deletePrinter as deletePrinterEndpoint,
  updatePrinter as updatePrinterEndpoint,
} from "@/lib/api/admin/printers/contract";
import { auditPrinter, presentPrinter } from "@/lib/api/admin/printers/present";
import { handle } from "@/lib/api/handle";
import { deletePrinter, updatePrinter } from "@/lib/printing";

export const PATCH = handle(updatePrinterEndpoint, async ({ params, body }) => {
  const { before, printer } = await updatePrinter(params.id, body);
  return {
    data: { printer: presentPrinter(printer) },
    message: "Printer saved",
    audit: {
      action: "printer.update",
      targetType: "printer",
      targetId: printer.id,
      targetName: printer.name,
      before: auditPrinter(before),
      after: auditPrinter(printer),
    },
  };
});

export const DELETE = handle(deletePrinterEndpoint, async ({ params }) => {
  const removed = await deletePrinter(params.id);
  return {
    data: { _id: params.id },
    message: "Printer removed",
    audit: {
      action: "printer.delete",
      targetType: "printer",
      targetId: removed.id,
      targetName: removed.name,
      before: auditPrinter(removed),
    },
  };
});
