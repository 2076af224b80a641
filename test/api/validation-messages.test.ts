import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { POST as testPay } from "@/app/api/payments/test/pay/route";
import { parseWith } from "@/lib/platform/http";
import { resetDatabase } from "../db";
import { createCustomer } from "../factories";
import { call } from "../request";
import { findRoutes, type FoundRoute } from "../routes";

// zod's own English ("Invalid option: expected one of …", "Invalid input: expected string,
// received undefined") never reaches a client: what a schema does not word itself is worded in
// UK English where validation errors become the envelope (decision 083).

const ZOD_ENGLISH =
  /^(Invalid (input|option|string|number|key|value|discriminator|[A-Za-z0-9 ]+$)|Too (big|small)|Unrecognized key)|expected .*received|expected one of/;

/** The messages of a parse's refusal, or none when it passed. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  try {
    parseWith(schema, value);
    return [];
  } catch (err) {
    const fields = (err as { fields?: Record<string, string> }).fields ?? {};
    return Object.values(fields);
  }
}

/** The object's keys when the schema is one (through pipes and transforms), else none. */
function keysOf(schema: z.ZodType): string[] {
  const def = (schema as unknown as { _zod: { def: { type: string; in?: z.ZodType; shape?: object } } })._zod.def;
  if (def.type === "object" && def.shape) return Object.keys(def.shape);
  if (def.type === "pipe" && def.in) return keysOf(def.in);
  return [];
}

/** Wrong values for every field: missing, of each other type, and not one of a list. */
function probes(schema: z.ZodType): unknown[] {
  const out: unknown[] = [undefined, null, {}, [], "text", 12, true];
  const keys = keysOf(schema);
  for (const wrong of [{ nested: true }, ["x"], "zzz-not-an-option", -1.5, true, ""]) {
    out.push(Object.fromEntries(keys.map((k) => [k, wrong])));
    for (const key of keys) out.push({ [key]: wrong });
  }
  return out;
}

let routes: FoundRoute[];

beforeAll(async () => {
  await resetDatabase();
  routes = await findRoutes();
});

describe("every request schema of the API", () => {
  it("answers its refusals in its own words or the shop's, never zod's English", () => {
    const leaks = new Set<string>();
    let checked = 0;
    for (const route of routes) {
      const endpoint = route.endpoint;
      if (!endpoint) continue;
      for (const [part, schema] of [
        ["body", endpoint.body],
        ["query", endpoint.query],
        ["params", endpoint.params],
      ] as const) {
        if (!schema) continue;
        for (const value of probes(schema)) {
          for (const message of messagesOf(schema, value)) {
            checked++;
            if (ZOD_ENGLISH.test(message)) leaks.add(`${route.method} ${route.path} ${part}: ${message}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect([...leaks]).toEqual([]);
  });
});

describe("a refusal's words", () => {
  it("name the choices of a list and ask for what is missing, where the schema words neither", async () => {
    const { token } = await createCustomer();
    const res = await call(testPay, { bearer: token, body: { outcome: "maybe" } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: "Check the highlighted fields and try again.",
      data: { razorpay_order_id: "This is required.", outcome: "Choose one of: success, failure." },
    });
    const typed = await call(testPay, { bearer: token, body: { razorpay_order_id: 12, outcome: "success" } });
    expect(typed.json.data).toEqual({ razorpay_order_id: "This must be text." });
  });

  it("leave a message the schema sets itself as it is", () => {
    const schema = z.object({
      fulfilment: z.enum(["delivery", "collection"], { error: "Choose delivery or collection." }),
    });
    expect(messagesOf(schema, { fulfilment: "boat" })).toEqual(["Choose delivery or collection."]);
    expect(messagesOf(schema, {})).toEqual(["Choose delivery or collection."]);
  });
});
