import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

type Received = {
  /** The id the double answered with. */
  id: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: { from: string; to: string; subject: string; html: string; text: string };
};

export type ResendDouble = {
  url: string;
  /** Mails Resend accepted (a repeated Idempotency-Key is not accepted twice). */
  received: Received[];
  /** Every POST /emails, answered or refused. */
  requests: number;
  /** The next send answers as Resend does when it refuses a mail (422). */
  failNext: boolean;
  /** The next `times` sends answer `status` (500: Resend is down), then it works again. */
  failFor: (times: number, status?: number) => void;
  stop: () => Promise<void>;
};

/** Speaks the one call of Resend's HTTP API the app uses: POST /emails, with its Idempotency-Key. */
export async function startResendDouble(): Promise<ResendDouble> {
  let outage = { remaining: 0, status: 500 };
  const sentByKey = new Map<string, string>();
  const double: ResendDouble = {
    url: "",
    received: [],
    requests: 0,
    failNext: false,
    failFor: (times, status = 500) => {
      outage = { remaining: times, status };
    },
    stop: async () => {},
  };
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      if (req.method !== "POST" || req.url !== "/emails") {
        res.writeHead(404).end(JSON.stringify({ name: "not_found", message: "Not found", statusCode: 404 }));
        return;
      }
      double.requests++;
      if (outage.remaining > 0) {
        outage.remaining--;
        res.writeHead(outage.status).end(
          JSON.stringify({
            name: "internal_server_error",
            message: "Down in the test double",
            statusCode: outage.status,
          }),
        );
        return;
      }
      if (double.failNext) {
        double.failNext = false;
        res
          .writeHead(422)
          .end(JSON.stringify({ name: "validation_error", message: "Refused by the test double", statusCode: 422 }));
        return;
      }
      const key = req.headers["idempotency-key"] as string | undefined;
      const earlier = key ? sentByKey.get(key) : undefined;
      if (earlier) {
        res.writeHead(200).end(JSON.stringify({ id: earlier }));
        return;
      }
      const body = JSON.parse(raw);
      const id = randomUUID();
      if (key) sentByKey.set(key, id);
      double.received.push({
        id,
        authorization: req.headers.authorization,
        idempotencyKey: key,
        body: { ...body, to: Array.isArray(body.to) ? body.to[0] : body.to },
      });
      res.writeHead(200).end(JSON.stringify({ id }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  double.stop = () => new Promise((resolve) => server.close(() => resolve()));
  return double;
}
