import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

// Speaks the parts of Stripe's HTTP API the shop uses (https://docs.stripe.com/api), on 127.0.0.1:
// form-encoded POST /v1/payment_intents (with Idempotency-Key honoured as Stripe does), GET and
// POST …/confirm and …/cancel, POST and GET /v1/refunds, and signed webhook events in Stripe's v1
// scheme (Stripe-Signature: t=…,v1=HMAC-SHA256("t.body")), made with the SDK's own
// generateTestHeaderString. The browser's confirm (Stripe.js: publishable key and client secret)
// is answered too, for the e2e stand-in of the Payment Element.

export type StripeIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  status:
    "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "succeeded" | "canceled";
  client_secret: string;
  metadata: Record<string, string>;
  livemode: false;
  created: number;
  capture_method: "automatic";
  latest_charge: string | null;
  last_payment_error: { code: string; decline_code?: string; message: string; type: "card_error" } | null;
  automatic_payment_methods: { enabled: boolean } | null;
  payment_method: string | null;
};

export type StripeRefund = {
  id: string;
  object: "refund";
  amount: number;
  charge: string | null;
  currency: string;
  payment_intent: string;
  status: "pending" | "succeeded" | "failed" | "canceled";
  metadata: Record<string, string>;
  created: number;
  reason: string | null;
  /** Set when a refund fails, as Stripe says why. */
  failure_reason?: "lost_or_stolen_card" | "expired_or_canceled_card" | "unknown";
};

export type SignedEvent = { id: string; type: string; body: string; signature: string };

export type StripeDouble = {
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  intents: Map<string, StripeIntent>;
  refunds: StripeRefund[];
  /** Every request as it arrived: method, path, the Idempotency-Key and the decoded form. */
  requests: { method: string; path: string; idempotencyKey: string | null; form: Record<string, unknown> }[];
  /** Events made (and sent, when webhookUrl is set), oldest first. */
  events: SignedEvent[];
  /** Where events are POSTed, as Stripe posts to a webhook endpoint; unset: only kept in `events`. */
  webhookUrl: string | null;
  /** Events are made but never delivered (a lost webhook). */
  dropWebhooks: boolean;
  /** The next PaymentIntent creation answers 500, as Stripe does when it is down. */
  failNext: boolean;
  /** New refunds start in this state. */
  refundStatus: "succeeded" | "pending";
  /** A customer paid in the Payment Element: succeeded (and its event made), or declined. */
  pay: (intentId: string, outcome?: "succeeded" | "declined") => Promise<StripeIntent>;
  /**
   * The card's bank sends a refund back (even one that had succeeded): the refund fails, the money
   * goes back to the balance, and refund.updated, charge.refund.updated and refund.failed are made.
   */
  failRefund: (refundId: string, reason?: NonNullable<StripeRefund["failure_reason"]>) => Promise<StripeRefund>;
  /** A signed event of this type about this object, as Stripe would send it (not delivered). */
  signEvent: (type: string, object: unknown, options?: { timestamp?: number; secret?: string }) => SignedEvent;
  stop: () => Promise<void>;
};

/** Stripe's form encoding (`metadata[orderId]=…`, `a[b][c]=…`) back into an object. */
function decodeForm(raw: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

const now = () => Math.floor(Date.now() / 1000);
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** Test cards as Stripe documents them: 4242… succeeds, 4000 0000 0000 0002 is declined. */
const DECLINED_CARDS = new Set(["4000000000000002", "pm_card_chargeDeclined", "pm_card_visa_chargeDeclined"]);

export async function startStripeDouble(options: { port?: number; webhookUrl?: string } = {}): Promise<StripeDouble> {
  const double: StripeDouble = {
    url: "",
    secretKey: "sk_test_double0000000000000000",
    publishableKey: "pk_test_double0000000000000000",
    webhookSecret: "whsec_double0000000000000000000",
    intents: new Map(),
    refunds: [],
    requests: [],
    events: [],
    webhookUrl: options.webhookUrl ?? null,
    dropWebhooks: false,
    failNext: false,
    refundStatus: "succeeded",
    pay: async () => {
      throw new Error("not started");
    },
    failRefund: async () => {
      throw new Error("not started");
    },
    signEvent: () => {
      throw new Error("not started");
    },
    stop: async () => {},
  };
  const idempotent = new Map<string, { params: string; status: number; body: string }>();

  double.signEvent = (type, object, opts = {}) => {
    const event = {
      id: id("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const body = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: opts.secret ?? double.webhookSecret,
      ...(opts.timestamp !== undefined ? { timestamp: opts.timestamp } : {}),
    });
    return { id: event.id, type, body, signature };
  };

  /** Makes an event and, unless webhooks are lost, POSTs it to the endpoint as Stripe would. */
  const emit = async (type: string, object: unknown) => {
    const event = double.signEvent(type, object);
    double.events.push(event);
    if (!double.webhookUrl || double.dropWebhooks) return;
    // Not awaited: Stripe answers the browser's confirm without waiting for the shop's endpoint,
    // so the webhook and the browser's return race as they do for real.
    void fetch(double.webhookUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json; charset=utf-8",
        "stripe-signature": event.signature,
        "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      },
      body: event.body,
    }).catch(() => undefined);
  };

  const chargeOf = (intent: StripeIntent) => ({
    id: intent.latest_charge,
    object: "charge",
    amount: intent.amount,
    amount_refunded: double.refunds
      .filter((r) => r.payment_intent === intent.id && r.status !== "failed" && r.status !== "canceled")
      .reduce((s, r) => s + r.amount, 0),
    currency: intent.currency,
    payment_intent: intent.id,
    refunded: false,
    status: "succeeded",
  });

  double.pay = async (intentId, outcome = "succeeded") => {
    const intent = double.intents.get(intentId);
    if (!intent) throw new Error(`no PaymentIntent ${intentId}`);
    if (outcome === "declined") {
      intent.status = "requires_payment_method";
      intent.last_payment_error = {
        code: "card_declined",
        decline_code: "generic_decline",
        message: "Your card was declined.",
        type: "card_error",
      };
      await emit("payment_intent.payment_failed", intent);
      return intent;
    }
    intent.status = "succeeded";
    intent.amount_received = intent.amount;
    intent.latest_charge = id("ch");
    intent.payment_method = id("pm");
    intent.last_payment_error = null;
    await emit("payment_intent.succeeded", intent);
    return intent;
  };

  double.failRefund = async (refundId, reason = "expired_or_canceled_card") => {
    const refund = double.refunds.find((r) => r.id === refundId);
    if (!refund) throw new Error(`no refund ${refundId}`);
    refund.status = "failed";
    refund.failure_reason = reason;
    for (const type of ["charge.refund.updated", "refund.updated", "refund.failed"]) await emit(type, { ...refund });
    return refund;
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      void (async () => {
        // The browser's Stripe.js calls this API from the shop's pages: answer as api.stripe.com does.
        res.setHeader("access-control-allow-origin", "*");
        res.setHeader("access-control-allow-headers", "authorization, content-type, idempotency-key, stripe-version");
        res.setHeader("content-type", "application/json");
        res.setHeader("request-id", id("req"));
        const send = (status: number, body: unknown) =>
          res.writeHead(status).end(typeof body === "string" ? body : JSON.stringify(body));
        const fail = (status: number, type: string, message: string, code?: string) =>
          send(status, { error: { type, message, ...(code ? { code } : {}) } });
        if (req.method === "OPTIONS") return void res.writeHead(204).end();
        const url = new URL(req.url ?? "/", "http://127.0.0.1");
        const path = url.pathname;
        const form = decodeForm(req.method === "GET" ? url.search.slice(1) : raw);
        const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
        double.requests.push({ method: req.method ?? "", path, idempotencyKey, form });

        const bearer = (req.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
        const bySecret = bearer === double.secretKey;
        const byPublishable =
          (bearer === double.publishableKey || form.key === double.publishableKey) &&
          typeof form.client_secret === "string";
        let m: RegExpMatchArray | null;

        // The browser's confirm: Stripe.js sends the publishable key and the PaymentIntent's client secret.
        if (req.method === "POST" && (m = path.match(/^\/v1\/payment_intents\/([^/]+)\/confirm$/))) {
          const intent = double.intents.get(m[1]!);
          if (!intent)
            return fail(404, "invalid_request_error", `No such payment_intent: '${m[1]}'`, "resource_missing");
          if (!bySecret && !(byPublishable && form.client_secret === intent.client_secret)) {
            return fail(401, "invalid_request_error", "Invalid API Key provided.");
          }
          if (intent.status === "succeeded" || intent.status === "canceled") {
            return fail(
              400,
              "invalid_request_error",
              `This PaymentIntent's status is ${intent.status}.`,
              "payment_intent_unexpected_state",
            );
          }
          const card = (
            (form.payment_method_data as { card?: { number?: string } } | undefined)?.card?.number ??
            (form.payment_method as string | undefined) ??
            ""
          ).replace(/\s/g, "");
          const paid = await double.pay(intent.id, DECLINED_CARDS.has(card) ? "declined" : "succeeded");
          if (paid.status !== "succeeded") {
            return send(402, {
              error: {
                type: "card_error",
                code: "card_declined",
                decline_code: "generic_decline",
                message: "Your card was declined.",
                payment_intent: paid,
              },
            });
          }
          return send(200, paid);
        }

        if (!bySecret) return fail(401, "invalid_request_error", "Invalid API Key provided.");

        // Idempotency as Stripe keeps it: the same key replays the first answer; other parameters are an error.
        if (req.method === "POST" && idempotencyKey) {
          const seen = idempotent.get(idempotencyKey);
          const params = `${path} ${raw}`;
          if (seen) {
            if (seen.params !== params) {
              return fail(
                400,
                "idempotency_error",
                "Keys for idempotent requests can only be used with the same parameters they were first used with.",
              );
            }
            res.setHeader("idempotent-replayed", "true");
            return send(seen.status, seen.body);
          }
          const write = send;
          const recordAndSend = (status: number, body: unknown) => {
            const text = typeof body === "string" ? body : JSON.stringify(body);
            if (status < 500) idempotent.set(idempotencyKey, { params, status, body: text });
            write(status, text);
          };
          return route(recordAndSend);
        }
        return route(send);

        async function route(answer: (status: number, body: unknown) => void) {
          const error = (status: number, type: string, message: string, code?: string) =>
            answer(status, { error: { type, message, ...(code ? { code } : {}) } });
          if (req.method === "POST" && path === "/v1/payment_intents") {
            if (double.failNext) {
              double.failNext = false;
              return error(500, "api_error", "Stripe is down (double).");
            }
            const amount = Number(form.amount);
            if (!Number.isInteger(amount) || amount < 30)
              return error(400, "invalid_request_error", "Amount must be at least £0.30 gbp", "amount_too_small");
            const intentId = id("pi");
            const intent: StripeIntent = {
              id: intentId,
              object: "payment_intent",
              amount,
              amount_capturable: 0,
              amount_received: 0,
              currency: String(form.currency),
              status: "requires_payment_method",
              client_secret: `${intentId}_secret_${randomBytes(12).toString("hex")}`,
              metadata: (form.metadata as Record<string, string>) ?? {},
              livemode: false,
              created: now(),
              capture_method: "automatic",
              latest_charge: null,
              last_payment_error: null,
              automatic_payment_methods: form.automatic_payment_methods
                ? { enabled: (form.automatic_payment_methods as { enabled?: string }).enabled === "true" }
                : null,
              payment_method: null,
            };
            double.intents.set(intentId, intent);
            return answer(200, intent);
          }
          if (req.method === "GET" && (m = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) {
            const intent = double.intents.get(m[1]!);
            return intent
              ? answer(200, intent)
              : error(404, "invalid_request_error", `No such payment_intent: '${m[1]}'`, "resource_missing");
          }
          if (req.method === "POST" && (m = path.match(/^\/v1\/payment_intents\/([^/]+)\/cancel$/))) {
            const intent = double.intents.get(m[1]!);
            if (!intent)
              return error(404, "invalid_request_error", `No such payment_intent: '${m[1]}'`, "resource_missing");
            if (intent.status === "succeeded" || intent.status === "canceled") {
              return answer(400, {
                error: {
                  type: "invalid_request_error",
                  code: "payment_intent_unexpected_state",
                  message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
                  payment_intent: intent,
                },
              });
            }
            intent.status = "canceled";
            return answer(200, intent);
          }
          if (req.method === "POST" && path === "/v1/refunds") {
            const intent = double.intents.get(String(form.payment_intent));
            if (!intent)
              return error(
                404,
                "invalid_request_error",
                `No such payment_intent: '${String(form.payment_intent)}'`,
                "resource_missing",
              );
            if (intent.status !== "succeeded")
              return error(
                400,
                "invalid_request_error",
                "This PaymentIntent does not have a successful charge to refund.",
                "charge_not_refundable",
              );
            const refunded = double.refunds
              .filter((r) => r.payment_intent === intent.id && r.status !== "failed")
              .reduce((s, r) => s + r.amount, 0);
            const amount = form.amount === undefined ? intent.amount - refunded : Number(form.amount);
            if (amount + refunded > intent.amount) {
              return error(
                400,
                "invalid_request_error",
                `Refund amount (£${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge.`,
                "amount_too_large",
              );
            }
            const refund: StripeRefund = {
              id: id("re"),
              object: "refund",
              amount,
              charge: intent.latest_charge,
              currency: intent.currency,
              payment_intent: intent.id,
              status: double.refundStatus,
              metadata: (form.metadata as Record<string, string>) ?? {},
              created: now(),
              reason: (form.reason as string | undefined) ?? null,
            };
            double.refunds.push(refund);
            answer(200, refund);
            await emit("charge.refunded", { ...chargeOf(intent), refunded: refunded + amount >= intent.amount });
            return;
          }
          if (req.method === "GET" && path === "/v1/refunds") {
            const data = double.refunds.filter((r) => !form.payment_intent || r.payment_intent === form.payment_intent);
            return answer(200, { object: "list", data, has_more: false, url: "/v1/refunds" });
          }
          if (req.method === "GET" && (m = path.match(/^\/v1\/refunds\/([^/]+)$/))) {
            const refund = double.refunds.find((r) => r.id === m![1]);
            return refund
              ? answer(200, refund)
              : error(404, "invalid_request_error", `No such refund: '${m[1]}'`, "resource_missing");
          }
          return error(404, "invalid_request_error", `Unrecognized request URL (${req.method}: ${path}).`);
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  double.stop = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return double;
}

/** The environment that points the app at the double (lib/platform/config). */
export function stripeEnv(double: StripeDouble): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: double.secretKey,
    STRIPE_PUBLISHABLE_KEY: double.publishableKey,
    STRIPE_WEBHOOK_SECRET: double.webhookSecret,
    STRIPE_API_URL: double.url,
  };
}
