import "server-only";

export { authenticatePrinter, type AuthenticatedPrinter } from "./authenticate-printer";
export { confirmPrintJob, type Confirmation } from "./confirm-print-job";
export { createPrinter } from "./create-printer";
export { deletePrinter } from "./delete-printer";
export { fetchPrintJob } from "./fetch-print-job";
export { listPrinters, type PrinterHealth } from "./list-printers";
export { makePrintJobs } from "./make-print-jobs";
export { pollPrinter, type PollAnswer, type PrinterStatus } from "./poll-printer";
export { moveOrderAndPrint } from "./print-on-accept";
export { type PrinterInput } from "./printer-admin";
export { encodeTicket, renderJob, ticketRowsFor } from "./render-job";
export { reprintOrder } from "./reprint-order";
export { updatePrinter } from "./update-printer";
