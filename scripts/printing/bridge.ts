import net from "node:net";
import { MEDIA_TYPES } from "@/lib/printing/shared";
import type { CloudPrntClient } from "./cloudprnt-client";

// The print bridge's one round: take the next job as raw ESC/POS and write it to the printer's
// port 9100 (the "raw" or JetDirect port every networked ESC/POS printer listens on). The
// printer answers nothing on that port: the job is printed once the bytes are accepted.

export function writeToPrinter(host: string, port: number, bytes: Uint8Array, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection({ host, port });
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`printer ${host}:${port} timed out`)));
    socket.once("error", reject);
    socket.once("connect", () => socket.end(Buffer.from(bytes)));
    socket.once("close", (hadError) => {
      if (!hadError) resolve();
    });
  });
}

/** One poll; a job is written to the printer and confirmed "200 OK", or reported failed with why. */
export async function bridgeOnce(
  client: CloudPrntClient,
  printer: { host: string; port: number },
  log: (line: string) => void = () => {},
) {
  return client.runOnce([MEDIA_TYPES.escpos], async ({ bytes, token }) => {
    try {
      await writeToPrinter(printer.host, printer.port, bytes);
      log(`printed job ${token.slice(0, 8)} (${bytes.length} bytes) on ${printer.host}:${printer.port}`);
      return "200 OK";
    } catch (err) {
      log(`could not print job ${token.slice(0, 8)}: ${(err as Error).message}`);
      return "520 Printer unreachable";
    }
  });
}
