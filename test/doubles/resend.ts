import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

type Received = { authorization: string | undefined; body: { to: string; subject: string; html: string; text: string } };

export type ResendDouble = {
  url: string;
  received: Received[];
  /** The next send answers as Resend does when it refuses a mail. */
  failNext: boolean;
  stop: () => Promise<void>;
};

/** Speaks the one call of Resend's HTTP API the app uses: POST /emails. */
export async function startResendDouble(): Promise<ResendDouble> {
  const double: ResendDouble = { url: "", received: [], failNext: false, stop: async () => {} };
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      if (req.method !== "POST" || req.url !== "/emails") {
        res.writeHead(404).end(JSON.stringify({ name: "not_found", message: "Not found", statusCode: 404 }));
        return;
      }
      if (double.failNext) {
        double.failNext = false;
        res.writeHead(422).end(JSON.stringify({ name: "validation_error", message: "Refused by the test double", statusCode: 422 }));
        return;
      }
      const body = JSON.parse(raw);
      double.received.push({ authorization: req.headers.authorization, body: { ...body, to: Array.isArray(body.to) ? body.to[0] : body.to } });
      res.writeHead(200).end(JSON.stringify({ id: randomUUID() }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  double.stop = () => new Promise((resolve) => server.close(() => resolve()));
  return double;
}
