// `npm run print-bridge -- --url https://shop.example/api/print/cloudprnt --user printer-ab12cd34 --password … --printer 192.168.1.50:9100`
// Run on any machine in the shop: it polls the shop as a CloudPRNT printer would and writes each
// ticket as raw ESC/POS to a network printer's port 9100, which the internet cannot reach.
import { parseArgs } from "node:util";
import { CloudPrntClient, httpSend } from "./printing/cloudprnt-client";
import { bridgeOnce } from "./printing/bridge";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: process.env.PRINTER_URL ?? "http://localhost:3000/api/print/cloudprnt" },
    user: { type: "string", default: process.env.PRINTER_USER },
    password: { type: "string", default: process.env.PRINTER_PASSWORD },
    printer: { type: "string", default: process.env.PRINTER_HOST ?? "127.0.0.1:9100" },
    interval: { type: "string", default: "5" },
  },
});
if (!values.user || !values.password) {
  console.error(
    "Give the printer's credentials from Admin → Printers: --user … --password … (or PRINTER_USER, PRINTER_PASSWORD).",
  );
  process.exit(1);
}
const [host, port = "9100"] = values.printer.split(":");
const client = new CloudPrntClient(httpSend(values.url, values.user, values.password), "02:00:00:00:91:00");
const everyMs = Number(values.interval) * 1000;
console.log(`print bridge: ${values.url} → ${host}:${port}, polling every ${values.interval} s`);
for (;;) {
  try {
    // Jobs waiting are taken one after another; then wait for the next poll.
    while (await bridgeOnce(client, { host: host!, port: Number(port) }, console.log));
  } catch (err) {
    console.error(`poll failed: ${(err as Error).message}`);
  }
  await new Promise((r) => setTimeout(r, everyMs));
}
