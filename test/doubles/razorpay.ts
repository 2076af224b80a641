import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

type OrderRequest = { authorization: string | undefined; body: { amount: number; currency: string; receipt: string } };

export type RazorpayDouble = {
  url: string;
  orders: OrderRequest[];
  /** The next order creation answers as Razorpay does when it is down. */
  failNext: boolean;
  stop: () => Promise<void>;
};

/** Speaks the part of Razorpay's Orders API the app uses: POST /v1/orders. */
export async function startRazorpayDouble(): Promise<RazorpayDouble> {
  const double: RazorpayDouble = { url: "", orders: [], failNext: false, stop: async () => {} };
  let n = 0;
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      if (req.method !== "POST" || req.url !== "/v1/orders") {
        res.writeHead(404).end(JSON.stringify({ error: { code: "BAD_REQUEST_ERROR", description: "not found" } }));
        return;
      }
      if (double.failNext) {
        double.failNext = false;
        res.writeHead(500).end(JSON.stringify({ error: { code: "SERVER_ERROR", description: "down" } }));
        return;
      }
      const body = JSON.parse(raw);
      double.orders.push({ authorization: req.headers.authorization, body });
      res.writeHead(200).end(
        JSON.stringify({
          id: `order_double${++n}`,
          entity: "order",
          amount: body.amount,
          amount_paid: 0,
          amount_due: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          status: "created",
          attempts: 0,
          created_at: Math.floor(Date.now() / 1000),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  double.stop = () => new Promise((resolve) => server.close(() => resolve()));
  return double;
}
