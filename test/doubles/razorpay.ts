import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

type OrderRequest = { authorization: string | undefined; body: { amount: number; currency: string; receipt: string } };
type RefundEntity = {
  id: string;
  entity: "refund";
  payment_id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: string;
  created_at: number;
};
type PaymentEntity = {
  id: string;
  entity: "payment";
  order_id: string;
  amount: number;
  currency: string;
  status: string;
};

export type RazorpayDouble = {
  url: string;
  orders: OrderRequest[];
  /** Refund requests as they arrived. */
  refundRequests: { paymentId: string; body: { amount?: number; receipt?: string } }[];
  refunds: RefundEntity[];
  /** Payments the double reports for an order (GET /v1/orders/{id}/payments). */
  payments: Map<string, PaymentEntity[]>;
  /** The next order creation answers as Razorpay does when it is down. */
  failNext: boolean;
  /** Order creations answer after this many milliseconds (a slow Razorpay), or at release(). */
  delayOrdersMs: number;
  /** Answers the order creations being delayed now. */
  release: () => void;
  /** Resolves when the next order creation has arrived (before any delay). */
  nextOrderArrived: () => Promise<void>;
  /** Refund requests answer 500 while this is above zero (counting down). */
  failRefunds: number;
  /** New refunds start in this state ("processed" at once, or "pending" until settled). */
  refundStatus: "processed" | "pending";
  /** Reports a captured payment for an order, as after a customer paid in Razorpay's window. */
  capture: (orderId: string, amount: number, paymentId?: string) => string;
  stop: () => Promise<void>;
};

/**
 * Speaks the parts of Razorpay's API the app uses: POST /v1/orders, GET /v1/orders/{id}/payments,
 * POST /v1/payments/{id}/refund, GET /v1/payments/{id}/refunds and /refunds/{refund_id}.
 */
export async function startRazorpayDouble(): Promise<RazorpayDouble> {
  const double: RazorpayDouble = {
    url: "",
    orders: [],
    refundRequests: [],
    refunds: [],
    payments: new Map(),
    failNext: false,
    delayOrdersMs: 0,
    release: () => {},
    nextOrderArrived: () => Promise.resolve(),
    failRefunds: 0,
    refundStatus: "processed",
    capture: () => "",
    stop: async () => {},
  };
  let n = 0;
  let arrivals: (() => void)[] = [];
  let released: (() => void)[] = [];
  double.nextOrderArrived = () => new Promise((resolve) => arrivals.push(resolve));
  double.release = () => {
    const waiting = released;
    released = [];
    for (const answer of waiting) answer();
  };
  /** Holds an order creation as a slow Razorpay would, until its delay passes or release(). */
  const delayed = (answer: () => void) => {
    const waiting = arrivals;
    arrivals = [];
    for (const arrived of waiting) arrived();
    if (double.delayOrdersMs <= 0) return answer();
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      answer();
    };
    const timer = setTimeout(once, double.delayOrdersMs);
    released.push(once);
  };
  double.capture = (orderId, amount, paymentId = `pay_double${++n}`) => {
    const list = double.payments.get(orderId) ?? [];
    list.push({ id: paymentId, entity: "payment", order_id: orderId, amount, currency: "GBP", status: "captured" });
    double.payments.set(orderId, list);
    return paymentId;
  };
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      const send = (status: number, body: unknown) => res.writeHead(status).end(JSON.stringify(body));
      const notFound = () =>
        send(404, {
          error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." },
        });
      const path = (req.url ?? "").split("?")[0]!;
      let m: RegExpMatchArray | null;
      const answerOrder = () => {
        if (double.failNext) {
          double.failNext = false;
          send(500, { error: { code: "SERVER_ERROR", description: "down" } });
          return;
        }
        const body = JSON.parse(raw);
        double.orders.push({ authorization: req.headers.authorization, body });
        send(200, {
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
        });
      };
      if (req.method === "POST" && path === "/v1/orders") {
        delayed(answerOrder);
        return;
      }
      if (req.method === "GET" && (m = path.match(/^\/v1\/orders\/([^/]+)\/payments$/))) {
        const items = double.payments.get(m[1]!) ?? [];
        send(200, { entity: "collection", count: items.length, items });
        return;
      }
      if (req.method === "POST" && (m = path.match(/^\/v1\/payments\/([^/]+)\/refund$/))) {
        const body = raw ? JSON.parse(raw) : {};
        double.refundRequests.push({ paymentId: m[1]!, body });
        if (double.failRefunds > 0) {
          double.failRefunds--;
          send(500, { error: { code: "SERVER_ERROR", description: "The refund service is down." } });
          return;
        }
        const refund: RefundEntity = {
          id: `rfnd_double${++n}`,
          entity: "refund",
          payment_id: m[1]!,
          amount: body.amount,
          currency: "GBP",
          receipt: body.receipt ?? null,
          status: double.refundStatus,
          created_at: Math.floor(Date.now() / 1000),
        };
        double.refunds.push(refund);
        send(200, refund);
        return;
      }
      if (req.method === "GET" && (m = path.match(/^\/v1\/payments\/([^/]+)\/refunds$/))) {
        const items = double.refunds.filter((r) => r.payment_id === m![1]);
        send(200, { entity: "collection", count: items.length, items });
        return;
      }
      if (req.method === "GET" && (m = path.match(/^\/v1\/payments\/([^/]+)\/refunds\/([^/]+)$/))) {
        const refund = double.refunds.find((r) => r.payment_id === m![1] && r.id === m![2]);
        if (refund) send(200, refund);
        else notFound();
        return;
      }
      notFound();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  double.stop = () => new Promise((resolve) => server.close(() => resolve()));
  return double;
}
