// `npm run printer:simulate -- --user printer-ab12cd34 --password … [--url …] [--once]`
// A Star CloudPRNT printer in a terminal: it polls the shop, fetches each job as StarPRNT,
// prints the ticket's text as the paper would show it, and confirms it.
import { parseArgs } from "node:util";
import { MEDIA_TYPES } from "@/lib/printing/shared";
import { CloudPrntClient, httpSend } from "./printing/cloudprnt-client";
import { decodeTicket } from "./printing/decode-ticket";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: process.env.PRINTER_URL ?? "http://localhost:3000/api/print/cloudprnt" },
    user: { type: "string", default: process.env.PRINTER_USER },
    password: { type: "string", default: process.env.PRINTER_PASSWORD },
    interval: { type: "string", default: "5" },
    once: { type: "boolean", default: false },
  },
});
if (!values.user || !values.password) {
  console.error(
    "Give the printer's credentials from Admin → Printers: --user … --password … (or PRINTER_USER, PRINTER_PASSWORD).",
  );
  process.exit(1);
}
const client = new CloudPrntClient(httpSend(values.url, values.user, values.password), "00:11:62:5e:00:01");
const print = async ({ type, bytes }: { type: string; bytes: Uint8Array }) => {
  console.log(type === MEDIA_TYPES.starprnt ? decodeTicket(bytes, "star-prnt") : new TextDecoder().decode(bytes));
  return "200 OK";
};
console.log(`simulated CloudPRNT printer polling ${values.url} every ${values.interval} s`);
for (;;) {
  try {
    let printed = 0;
    while (await client.runOnce([MEDIA_TYPES.starprnt, MEDIA_TYPES.text], print)) printed++;
    if (values.once) process.exit(printed ? 0 : 2);
  } catch (err) {
    console.error(`poll failed: ${(err as Error).message}`);
    if (values.once) process.exit(1);
  }
  await new Promise((r) => setTimeout(r, Number(values.interval) * 1000));
}
