import {
  createPrinter as createPrinterEndpoint,
  listPrinters as listPrintersEndpoint,
} from "@/lib/api/admin/printers/contract";
import { auditPrinter, presentPrinter, presentSetup } from "@/lib/api/admin/printers/present";
import { handle } from "@/lib/api/handle";
import { createPrinter, listPrinters } from "@/lib/printing";

export const GET = handle(listPrintersEndpoint, async () => {
  const printers = await listPrinters();
  return { data: { printers: printers.map(presentPrinter) }, message: "Printers" };
});

export const POST = handle(createPrinterEndpoint, async ({ body }) => {
  const { printer, password } = await createPrinter(body);
  return {
    data: { printer: presentPrinter(printer), setup: presentSetup(printer.username, password) },
    message: "Printer added: type these into it now, the password is not shown again.",
    status: 201,
    // Its settings only: the password is the printer's secret.
    audit: {
      action: "printer.create",
      targetType: "printer",
      targetId: printer.id,
      targetName: printer.name,
      after: auditPrinter(printer),
    },
  };
});
