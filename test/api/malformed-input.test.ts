import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { POST as razorpayWebhook } from "@/app/api/payments/razorpay/webhook/route";
import { POST as stripeWebhook } from "@/app/api/payments/stripe/webhook/route";
import { POST as acceptRoute } from "@/app/api/adminauth/orders/[id]/accept/route";
import { PATCH as orderStatusRoute } from "@/app/api/adminauth/orderStatus/[id]/route";
import { PUT as saveSettingsRoute } from "@/app/api/adminauth/store/settings/route";
import { POST as createOrderRoute } from "@/app/api/cart/create_order/route";
import { getPaymentProvider, paymentSignature, webhookSignature } from "@/lib/ordering";
import { reloadConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { createPrinter } from "@/lib/printing";
import { API_ROUTES } from "@/server/api-routes.generated";
import { addDish, deliverTo } from "../checkout-steps";
import { startStripeDouble, stripeEnv, type StripeDouble } from "../doubles/stripe";
import { createAdmin, createCustomer, menuPick, seedDeliveringShop } from "../factories";
import { placeOrder } from "../place-order";
import { seedOrder5 } from "../promotions";
import { ovenPrinter } from "../printing/oven-printer";
import { call } from "../request";
import { ROOMY_SETTINGS } from "../store-settings";
import { findRoutes, paramsFor, type FoundRoute } from "../routes";
import { startWriteWatch, type TWriteWatch } from "../write-watch";

// The rule: bad input gets a 4xx in the envelope with its message, never a 500 (nor a write
// left half done). Every route of app/api gets the same fixed set of malformed requests, as the
// owner (two-factor on) where the route is the staff's and as a customer with a bearer token
// where it is theirs; the wrong-typed fields come from each endpoint's own zod declaration. No
// randomness: a failure names the route and the input, and happens again the same way. Routes
// whose valid example a rule of the shop refuses start from a state that meets it (STATES).

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const UNKNOWN_ID = "7d0e4c3a-5b1f-4e2a-9c6d-0f1e2d3c4b5a";
const LONG = "x".repeat(100_000);
/** Long, yet inside a JSON route's 16 KB, so that it reaches the schema and what lies behind it. */
const LONG_IN_LIMIT = "Ä".repeat(6_000);

/** Values tried, in order, for a field until one fits its schema: a valid example to vary the others around. */
const CANDIDATES: unknown[] = [
  "Test",
  "sam@example.co.uk",
  "SW1A 1AA",
  "+447911123456",
  "Secret-pass-123",
  UNKNOWN_ID,
  "12:00",
  "2026-12-07",
  "2026-12-07T12:00:00.000Z",
  "https://example.co.uk/picture.png",
  "/",
  "123456",
  "Test Test",
  "a".repeat(40),
  1,
  0,
  10,
  1000,
  true,
  false,
  [],
  {},
  null,
];

/** A value that fits `schema`, where one is found: objects field by field, lists of one. */
function exampleOf(schema: z.ZodType, depth = 0): unknown {
  const fits = (v: unknown) => schema.safeParse(v).success;
  const def = defOf(schema);
  if (depth > 6) return undefined;
  switch (def.type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const value = exampleOf(field, depth + 1);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case "optional":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional": {
      const inner = exampleOf(def.innerType!, depth + 1);
      return inner !== undefined && fits(inner) ? inner : undefined;
    }
    case "nullable": {
      const inner = exampleOf(def.innerType!, depth + 1);
      return inner !== undefined && fits(inner) ? inner : null;
    }
    case "pipe": {
      const inner = exampleOf(def.in!, depth + 1);
      if (inner !== undefined && fits(inner)) return inner;
      break;
    }
    case "array": {
      const one = exampleOf(def.element!, depth + 1);
      if (fits([one])) return [one];
      return [];
    }
    case "union":
      for (const option of def.options ?? []) {
        const v = exampleOf(option, depth + 1);
        if (fits(v)) return v;
      }
      break;
    case "intersection": {
      const a = exampleOf(def.left!, depth + 1);
      const b = exampleOf(def.right!, depth + 1);
      if (a && b && typeof a === "object" && typeof b === "object") return { ...a, ...b };
      break;
    }
    case "enum":
      return Object.values(def.entries ?? {})[0];
    case "literal":
      return def.values?.[0];
    case "lazy":
      return exampleOf(def.getter!(), depth + 1);
  }
  return CANDIDATES.find(fits);
}

/** The paths of a schema's fields, nested objects' and a list's first item's included (`options.0.price`). */
function fieldPaths(schema: z.ZodType, prefix: string[] = [], depth = 0): string[][] {
  const def = defOf(schema);
  if (depth > 3) return [];
  if (["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"].includes(def.type)) {
    return fieldPaths(def.innerType!, prefix, depth);
  }
  if (def.type === "pipe") return fieldPaths(def.in!, prefix, depth);
  if (def.type === "array") return [[...prefix, "0"], ...fieldPaths(def.element!, [...prefix, "0"], depth + 1)];
  if (def.type === "intersection") {
    return [...fieldPaths(def.left!, prefix, depth), ...fieldPaths(def.right!, prefix, depth)];
  }
  if (def.type === "union") {
    const seen = new Map<string, string[]>();
    for (const option of def.options ?? []) {
      for (const p of fieldPaths(option, prefix, depth)) seen.set(p.join("."), p);
    }
    return [...seen.values()];
  }
  if (def.type !== "object") return [];
  const out: string[][] = [];
  for (const [key, field] of Object.entries(def.shape ?? {})) {
    out.push([...prefix, key]);
    out.push(...fieldPaths(field, [...prefix, key], depth + 1));
  }
  return out;
}

function withField(base: unknown, path: string[], value: unknown): unknown {
  const root: Record<string, unknown> =
    base && typeof base === "object" && !Array.isArray(base) ? structuredClone(base as Record<string, unknown>) : {};
  let at = root;
  for (const key of path.slice(0, -1)) {
    const next = at[key];
    at[key] = next && typeof next === "object" ? next : {};
    at = at[key] as Record<string, unknown>;
  }
  at[path.at(-1)!] = value;
  return root;
}

/** Wrong values for a field: of another type, too long, out of every sensible range, nested. */
const WRONG_JSON: unknown[] = [
  "12abc",
  LONG_IN_LIMIT,
  -1,
  2147483648,
  9007199254740993,
  1e300,
  0.5,
  "NaN",
  "",
  UNKNOWN_ID,
  true,
  null,
  [1, "2", null],
  Array.from({ length: 1000 }, (_, i) => i),
  { nested: { deeper: { deepest: [{}] } } },
];

/** The same in a query string or a form, where everything is text. */
const WRONG_TEXT: string[] = [
  "12abc",
  LONG,
  "-1",
  "2147483648",
  "9007199254740993",
  "1e309",
  "0.5",
  "NaN",
  "Infinity",
  "",
  "not-a-uuid",
  UNKNOWN_ID,
  "2026-13-45",
  "[object Object]",
  '{"a":1}',
  "%ZZ",
];

/**
 * Where the schema's own rules across fields (an end after the start, seven days) need more than
 * a value per field: what makes the example valid, so that a wrong field is the only thing wrong.
 */
const EXAMPLE_FIXES: Record<string, Record<string, unknown>> = {
  "POST /api/admin/addfoodCategoryitem": { pricing: '[{"size":"small","price":9.5}]' },
  "PATCH /api/admin/categoryItembyId/[id]": { pricing: '[{"size":"small","price":9.5}]' },
  "PATCH /api/admin/categoryItemupdatebyId/[id]": { pricing: '[{"size":"small","price":9.5}]' },
  "POST /api/adminauth/menu/optionGroups": { categoryItemId: undefined },
  "PUT /api/adminauth/menu/optionGroups/[id]": { categoryItemId: undefined },
  "POST /api/adminauth/orders/[id]/refund": { lineIds: [] },
  "POST /api/adminauth/printers": { categoryIds: [] },
  "PATCH /api/adminauth/printers/[id]": { categoryIds: [] },
  "POST /api/adminauth/promotions": {
    endsAt: "2027-01-31T12:00:00.000Z",
    to: "18:00",
    linkCategoryId: undefined,
    categoryIds: [],
    freeItemId: undefined,
  },
  "PATCH /api/adminauth/promotions/[id]": {
    endsAt: "2027-01-31T12:00:00.000Z",
    to: "18:00",
    linkCategoryId: undefined,
    categoryIds: [],
    freeItemId: undefined,
  },
  "PATCH /api/adminauth/staff/[id]": { sendNewInvitation: undefined },
  "PUT /api/adminauth/store/hours": {
    delivery: [[], [], [], [], [], [], []],
    collection: [[], [], [], [], [], [], []],
    exceptions: [],
  },
  "POST /api/adminauth/store/zones": { name: "Fuzz zone", outwardCodes: ["ZE1"] },
  "POST /api/cart/addAddress": { address: "221B Baker Street, London NW1 6XE" },
  "POST /api/cart/addCart": { extras: [] },
  "POST /api/cart/applyPromo": { code: "ORDER5" },
  // As soon as possible: a slot is a time GET /api/store/slots offers, and the shop may offer none.
  "POST /api/cart/fulfilment": { slot: null },
};

/** A valid example of a route's body, with the shop's real ids in the fields that name one. */
function exampleBody(route: FoundRoute, schema: z.ZodType, ids: Record<string, string>): unknown {
  const base = exampleOf(schema);
  if (!base || typeof base !== "object" || Array.isArray(base)) return base;
  const out: Record<string, unknown> = { ...base, ...EXAMPLE_FIXES[key(route)] };
  for (const [field, id] of Object.entries(ids)) if (out[field] === UNKNOWN_ID) out[field] = id;
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out;
}

/** What a route's cases start from, where its valid example alone would be refused by a rule. */
type State = {
  /** Path parameters by name: the order the route acts on. */
  params?: Record<string, string>;
  /** Body fields over the valid example: a proof of payment, an order awaiting one. */
  fields?: Record<string, unknown>;
};

/**
 * Routes whose valid example a rule refuses (the order is already being prepared, the basket is
 * empty, the payment is not one of ours), each given what the rule asks for, so that each wrong
 * field is the only thing wrong and the code after the rule is reached. Made through the app's
 * own routes, as a customer's checkout and the kitchen make it, by `buyer`, a customer of their own
 * whose basket and orders no other route's ids depend on; made again after a case is accepted,
 * since that case used it up. These routes go first, in this order, while the shop is as seeded
 * and takes orders: the admin routes after them change its hours, zones, settings and menu.
 */
const STATES: Record<string, () => Promise<State>> = {
  "POST /api/cart/create_order": async () => {
    await basketToDeliver();
    return { fields: { method: "test" } };
  },
  "POST /api/cart/verify_order": async () => {
    await basketToDeliver();
    const created = await createOrderOf({});
    const paymentId = `pay_${randomUUID().slice(0, 12)}`;
    return {
      fields: {
        razorpay_order_id: created.orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(created.orderId, paymentId, getPaymentProvider().secret),
      },
    };
  },
  "POST /api/payments/test/pay": async () => {
    await basketToDeliver();
    const created = await createOrderOf({ method: "test" });
    return { fields: { razorpay_order_id: created.orderId, outcome: "success" } };
  },
  "POST /api/cart/addCart": async () => {
    const pizza = await menuPick("Pizzas");
    return {
      fields: { qty: 1, total: pizza.price("large") / 100, categoryItemId: pizza.item.id, size: "large" },
    };
  },
  "POST /api/adminauth/orders/[id]/accept": newOrder,
  "POST /api/adminauth/orders/[id]/reject": newOrder,
  "PATCH /api/adminauth/orderStatus/[id]": newOrder,
  "POST /api/adminauth/orders/[id]/refund": newOrder,
  "POST /api/adminauth/deliveries/[id]/delivered": async () => {
    const { orderId } = await placeOrder(buyerToken, 1);
    const asOwner = { bearer: ownerToken, params: { id: orderId } };
    const moves = [
      () => call(acceptRoute, { ...asOwner, body: { prepMinutes: 20 } }),
      () => call(orderStatusRoute, { ...asOwner, method: "PATCH", body: { status: "preparing" } }),
      () => call(orderStatusRoute, { ...asOwner, method: "PATCH", body: { status: "out_for_delivery" } }),
    ];
    for (const move of moves) {
      const res = await move();
      if (res.status !== 200) throw new Error(`the kitchen could not move the fuzz's order: ${res.text}`);
    }
    return { params: { id: orderId } };
  },
  "POST /api/adminauth/orders/[id]/paid": async () => {
    const saved = await call(saveSettingsRoute, {
      method: "PUT",
      bearer: ownerToken,
      body: { ...ROOMY_SETTINGS, cashOnDelivery: true },
    });
    if (saved.status !== 200) throw new Error(`the shop could not take cash: ${saved.text}`);
    await basketToDeliver();
    return { params: { id: (await createOrderOf({ method: "cash" })).orderId } };
  },
  // A dish that is not the pizza the orders above are made of: a case may hide it or sell it out.
  "PATCH /api/adminauth/menu/availability": async () => {
    const dish = await getDb().categoryItem.findFirstOrThrow({ where: { category: { name: { not: "Pizzas" } } } });
    return { fields: { type: "item", id: dish.id, available: true, hidden: false } };
  },
  "POST /api/adminauth/orders/[id]/print": async () => ({ fields: { printerId: ids["/printers/"] } }),
  // A line of the caller's basket: the basket the sorted routes reach it with has been reordered.
  "POST /api/cart/updateCartQty/[id]": async () => {
    const added = await addDish(buyerToken, await menuPick("Pizzas"));
    return { params: { id: (added.json.data as { lineId: string }).lineId } };
  },
  // Nothing but the order: ASAP is offered while the shop has no trading hours, so is open.
  "POST /api/cart/fulfilment": async () => ({}),
  // Last, since they rename the menu's categories. A name or code is unique: each state has a new
  // one, as the case accepted before it took the last (the example's alone answered 409 or 400).
  "POST /api/adminauth/promotions": async () => ({ fields: { code: fresh("FUZZ") } }),
  "POST /api/admin/addfoodCategory": async () => ({ fields: { Categoryname: fresh("Fuzz ") } }),
  "PATCH /api/admin/foodCategoryUpdatebyId/[id]": async () => ({ fields: { Categoryname: fresh("Fuzz ") } }),
};

let freshCount = 0;
const fresh = (prefix: string) => `${prefix}${++freshCount}`;

async function basketToDeliver() {
  await addDish(buyerToken, await menuPick("Pizzas"));
  await deliverTo(buyerToken, { address: "221B Baker Street, London NW1 6XE" });
}

async function createOrderOf(body: Record<string, unknown>): Promise<{ orderId: string }> {
  const res = await call(createOrderRoute, { bearer: buyerToken, body });
  if (res.status !== 200) throw new Error(`create_order refused the fuzz's starting state: ${res.text}`);
  return res.json.data;
}

/** A paid order the kitchen has not yet answered. */
async function newOrder(): Promise<State> {
  return { params: { id: (await placeOrder(buyerToken, 1)).orderId } };
}

/** Form routes that also read JSON (the spec's category form comes as either). */
const JSON_OR_FORM = new Set(["POST /api/admin/addfoodCategory"]);

type Case = {
  label: string;
  params?: Record<string, string | string[]>;
  query?: string;
  body?: unknown;
  raw?: { body: string; contentType: string };
  form?: FormData;
};

/** What a route's path parameters are sent as, before they are made wrong. */
function knownParams(route: FoundRoute, ids: Record<string, string>): Record<string, string | string[]> {
  return paramsFor(route.path, (name, isCatchAll) => {
    if (isCatchAll) return ["session"];
    if (name === "token") return "x".repeat(43);
    // A DELETE of a real record would take it away from the routes after it: those get an unknown id.
    if (route.method !== "DELETE") {
      for (const [pattern, id] of Object.entries(ids)) if (new RegExp(pattern).test(route.path)) return id;
    }
    return UNKNOWN_ID;
  });
}

function casesFor(
  route: FoundRoute,
  ids: Record<string, string>,
  fieldIds: Record<string, string>,
  formSchema?: z.ZodType,
  state: State = {},
): Case[] {
  const endpoint = route.endpoint;
  const params = { ...knownParams(route, ids), ...state.params };
  const cases: Case[] = [];

  // Path parameters that are not ids, or are ids of nothing.
  for (const name of Object.keys(params)) {
    if (Array.isArray(params[name])) {
      for (const junk of [["..", "x"], [LONG], ["%00"], []]) {
        cases.push({
          label: `param ${name}=${JSON.stringify(junk).slice(0, 20)}`,
          params: { ...params, [name]: junk },
        });
      }
      continue;
    }
    for (const junk of [
      "not-a-uuid",
      UNKNOWN_ID,
      UNKNOWN_ID.toUpperCase(),
      "00000000-0000-0000-0000-000000000000",
      `${UNKNOWN_ID}x`,
      " " + UNKNOWN_ID,
      "' OR 1=1 --",
      "12345",
      "-1",
      LONG,
      "%00",
      "\u0000",
      "Ä",
    ]) {
      cases.push({ label: `param ${name}=${junk.slice(0, 20)}`, params: { ...params, [name]: junk } });
    }
  }

  // Query strings: arrays, bracketed keys, junk and the declared keys made wrong.
  const queryKeys = endpoint?.query ? fieldPaths(endpoint.query).map((p) => p.join(".")) : [];
  const queryBase = endpoint?.query ? (exampleOf(endpoint.query) as Record<string, unknown> | undefined) : undefined;
  const baseQuery = new URLSearchParams();
  for (const [k, v] of Object.entries(queryBase ?? {})) if (v !== undefined && v !== null) baseQuery.set(k, String(v));
  cases.push({ label: "query junk", params, query: "a[]=1&a[]=2&b[c]=d&%ZZ=%ZZ&&=&e" });
  for (const key of queryKeys) {
    cases.push({ label: `query ${key} twice`, params, query: `${key}=a&${key}=b` });
    cases.push({ label: `query ${key}[]`, params, query: `${key}[]=1&${key}[]=2` });
    for (const wrong of WRONG_TEXT) {
      const q = new URLSearchParams(baseQuery);
      q.set(key, wrong);
      cases.push({ label: `query ${key}=${wrong.slice(0, 20)}`, params, query: q.toString() });
    }
  }

  if (route.method === "GET") return cases;

  // Bodies that are no object at all.
  cases.push({ label: "body not JSON", params, raw: { body: '{"a": 1,,', contentType: "application/json" } });
  cases.push({ label: "body truncated JSON", params, raw: { body: '{"a": "b', contentType: "application/json" } });
  cases.push({ label: "body bare word", params, raw: { body: "undefined", contentType: "application/json" } });
  for (const body of [null, [], [{}], "a string", 42, true]) {
    cases.push({ label: `body ${JSON.stringify(body)}`, params, body });
  }

  // The declared fields: all of one wrong value at once, then one at a time around a valid example.
  const schema = formSchema ?? endpoint?.body;
  if (schema) {
    const paths = fieldPaths(schema);
    const example = exampleBody(route, schema, fieldIds);
    const base = state.fields ? { ...(example as object), ...state.fields } : example;
    const isJson = !endpoint?.form || JSON_OR_FORM.has(key(route));
    if (isJson) {
      for (const wrong of WRONG_JSON) {
        let all: unknown = {};
        for (const p of paths.filter((p) => p.length === 1)) all = withField(all, p, wrong);
        cases.push({ label: `every field ${JSON.stringify(wrong).slice(0, 20)}`, params, body: all });
      }
      cases.push({ label: "valid example", params, body: base });
      for (const p of paths) {
        // A nested field gets fewer: its type and range, not every length again.
        for (const wrong of p.length === 1 ? WRONG_JSON : WRONG_JSON.filter((_, i) => i % 2 === 0)) {
          cases.push({
            label: `field ${p.join(".")}=${JSON.stringify(wrong).slice(0, 20)}`,
            params,
            body: withField(base, p, wrong),
          });
        }
      }
    }
    // A form route reads text fields: the same, as a form.
    if (endpoint?.form) {
      const textOf = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v ?? ""));
      const formOf = (fields: Record<string, unknown>) => {
        const form = new FormData();
        for (const [k, v] of Object.entries(fields)) form.set(k, textOf(v));
        return form;
      };
      const baseFields = (base ?? {}) as Record<string, unknown>;
      cases.push({ label: "valid example form", params, form: formOf(baseFields) });
      for (const p of paths.filter((p) => p.length === 1)) {
        for (const wrong of [
          ...WRONG_TEXT.filter((w) => w !== LONG),
          LONG_IN_LIMIT,
          "[1,2]",
          '[{"size":"small","price":1e300}]',
        ]) {
          cases.push({
            label: `form ${p[0]}=${wrong.slice(0, 20)}`,
            params,
            form: formOf({ ...baseFields, [p[0]!]: wrong }),
          });
        }
      }
      const filesInText = formOf(baseFields);
      filesInText.set("image", "not a file");
      filesInText.set("coverimage", new Blob(["not a picture"], { type: "image/png" }), "x.png");
      cases.push({ label: "form text for files", params, form: filesInText });
      const notPicture = formOf(baseFields);
      notPicture.set("image", new Blob(["not a picture"], { type: "image/png" }), "x.png");
      cases.push({ label: "form image not a picture", params, form: notPicture });
    }
  } else {
    // No declared body: whatever comes is ignored or refused, never a 500.
    cases.push({ label: "undeclared body", params, body: { nested: { x: LONG_IN_LIMIT }, n: 1e300 } });
  }
  return cases;
}

/**
 * The fields of routes whose declaration does not list them: form routes (the declaration names
 * only the form's size) and verify_order (one schema or another, dispatched in a transform).
 */
async function undeclaredFields(): Promise<Record<string, z.ZodType>> {
  const orders = await import("@/lib/api/store/orders/contract");
  const menu = await import("@/lib/api/admin/menu/contract");
  const store = await import("@/lib/api/admin/store/contract");
  const account = await import("@/lib/api/store/account/contract");
  return {
    "POST /api/admin/addfoodCategory": menu.ZAddCategoryFieldsSchema,
    "POST /api/admin/addfoodCategoryitem": menu.ZCategoryItemFormSchema,
    "PATCH /api/admin/categoryItembyId/[id]": menu.ZCategoryItemFormSchema,
    "PATCH /api/admin/categoryItemupdatebyId/[id]": menu.ZCategoryItemFormSchema,
    "POST /api/admin/addsubCategory": menu.ZSubcategoryFormSchema,
    "PATCH /api/admin/subcategoryUpdatebyId/[id]": menu.ZSubcategoryFormSchema,
    "PUT /api/adminauth/store/identity": store.ZShopIdentityFormSchema,
    "POST /api/auth/SignUp": account.ZSignUpFieldsSchema,
    "POST /api/cart/verify_order": orders.ZPaymentProofSchema.extend(orders.ZStripeReturnSchema.shape),
  };
}

/**
 * What a refusal may still write, besides the rate limiter's count and a session's last use, which
 * the watch leaves out (test/write-watch.ts): a failed staff sign-in's entry on the audit trail
 * (lib/accounts/staff/sign-in-admin.ts), kept so that guessing at a password shows.
 */
const isWrittenByRefusal = (route: FoundRoute, write: string) =>
  key(route) === "POST /api/adminauth/adminlogin" && write === "AuditEntry INSERT";

/** Routes that end the session they are called with: called last, so the others keep theirs. */
const ENDS_SESSION = /SignOut|adminlogout/;
const key = (r: FoundRoute) => `${r.method} ${r.path}`;

let routes: FoundRoute[];
let ownerToken: string;
let customerToken: string;
let printerAuth: string;
let ids: Record<string, string>;
/** Real ids for body fields that name a record. */
let fieldIds: Record<string, string>;
let forms: Record<string, z.ZodType>;
let watch: TWriteWatch;
let buyerToken: string;

beforeAll(async () => {
  await seedDeliveringShop();
  routes = await findRoutes();
  // Routes given a state first, in the order STATES lists them; sign-outs last.
  const states = Object.keys(STATES);
  const rank = (r: FoundRoute) =>
    ENDS_SESSION.test(r.path) ? states.length + 1 : states.includes(key(r)) ? states.indexOf(key(r)) : states.length;
  routes.sort((a, b) => rank(a) - rank(b));
  ownerToken = (await createAdmin()).token;
  const customer = await createCustomer();
  customerToken = customer.token;
  buyerToken = (await createCustomer()).token;
  const { orderId } = await placeOrder(customerToken);
  const line = await addDish(customerToken, await menuPick("Pizzas"));
  const made = await createPrinter(ovenPrinter());
  const promotion = await seedOrder5();
  const { admin: member } = await createAdmin(undefined, { role: "kitchen" });
  printerAuth = `Basic ${Buffer.from(`${made.printer.username}:${made.password}`).toString("base64")}`;
  const db = getDb();
  const item = await db.categoryItem.findFirstOrThrow();
  const subcategory = await db.subcategory.findFirstOrThrow();
  const zone = await db.deliveryZone.findFirstOrThrow();
  const address = await db.address.findFirst({ where: { customerId: customer.customer.id } });
  ids = {
    "/categoryItem|/foodCategoryItemdata": item.id,
    "/foodCategory": item.categoryId,
    "/subCategory|/subcategory|/subfoodCategory": subcategory.id,
    "/zones/": zone.id,
    "/printers/": made.printer.id,
    "/orders/|/orderStatus/|/ArchivedOrder/|/userOreder/|/reorder/|/deliveries/": orderId,
    "/customers/": customer.customer.id,
    "/promotions/": promotion.id,
    "/adminauth/staff/\\[id\\]": member.id,
    "/addinfoCart/|/updateCartQty/": (line.json.data as { lineId?: string } | undefined)?.lineId ?? UNKNOWN_ID,
    ...(address ? { "/address/": address.id } : {}),
  };
  fieldIds = {
    categoryId: item.categoryId,
    categoryItemId: item.id,
    subcategoryId: subcategory.id,
    orderId,
    ...(address ? { addressId: address.id } : {}),
  };
  forms = await undeclaredFields();
  watch = await startWriteWatch();
}, 120_000);
afterAll(() => watch.stop());

describe("malformed input on every route of app/api", () => {
  it("walks the generated list of routes", () => {
    const listed = Object.entries(API_ROUTES).flatMap(([path, methods]) =>
      methods.filter((m) => m !== "OPTIONS").map((m) => `${m} ${path}`),
    );
    expect(routes.map(key).sort()).toEqual(listed.sort());
  });

  it("answers every malformed request below 500, a 400 in the envelope with its message", async () => {
    const problems: string[] = [];
    let sent = 0;
    let mark = 0;
    for (const route of routes) {
      const access = route.endpoint?.access;
      const who: { name: string; headers: Record<string, string> }[] = [];
      if (route.path === "/api/print/cloudprnt") who.push({ name: "printer", headers: { authorization: printerAuth } });
      else {
        if (access !== "customer") who.push({ name: "owner", headers: { authorization: `Bearer ${ownerToken}` } });
        if (access !== "admin") who.push({ name: "customer", headers: { authorization: `Bearer ${customerToken}` } });
      }
      for (const { name, headers: asWho } of who) {
        // A state is the buyer's (a customer's route, or the shop's) or the owner's (a staff route);
        // the owner on a customer's route has no basket kept from one call to the next.
        const prepare = name === "owner" && access !== "admin" ? undefined : STATES[key(route)];
        const headers = prepare && name === "customer" ? { authorization: `Bearer ${buyerToken}` } : asWho;
        let state = await prepare?.();
        let cases = casesFor(route, ids, fieldIds, forms[key(route)], state);
        // What came before (other routes, accepted or not, and the state just made) is not this one's.
        mark = await watch.mark();
        for (let i = 0; i < cases.length; i++) {
          const c = cases[i]!;
          sent++;
          const res = await call(route.handler, {
            method: route.method,
            path: `${route.path}${c.query ? `?${c.query}` : ""}`,
            params: c.params,
            headers,
            ...(c.raw ? { raw: c.raw } : {}),
            ...(c.form ? { form: c.form } : {}),
            ...(c.body !== undefined ? { body: c.body } : {}),
          });
          const where = `${key(route)} as ${name}, ${c.label}`;
          if (res.status >= 500) problems.push(`${where}: ${res.status} ${res.text.slice(0, 120)}`);
          else if (res.status === 400) {
            const body = res.json as { success?: unknown; message?: unknown; data?: unknown } | undefined;
            const isEnvelope = body?.success === false && typeof body.message === "string" && body.message !== "";
            // `data` of a refusal holds the per-field messages, each a sentence for its field.
            const hasFieldMessages =
              body?.data === undefined ||
              (typeof body.data === "object" &&
                body.data !== null &&
                Object.values(body.data).every((m) => typeof m === "string" && m !== ""));
            if (!isEnvelope || !hasFieldMessages) {
              problems.push(`${where}: 400 outside the envelope: ${res.text.slice(0, 120)}`);
            }
          }
          // From its starting state a route accepts its valid example: if not, the state no longer
          // meets the rule, and the cases stop at it again.
          if (prepare && c.label === "valid example" && res.status >= 300) {
            problems.push(
              `${where}: the starting state no longer fits, so the rule refuses: ${res.text.slice(0, 120)}`,
            );
          }
          // A refused write wrote nothing, not half of something. The watch notes every row written
          // (test/write-watch.ts), so this costs one indexed read per request: the mark moves on only
          // past what an accepted request (or a reported refusal) wrote.
          if (route.method === "GET") continue;
          if (res.status >= 400 && res.status < 500) {
            const written = (await watch.writtenSince(mark)).filter((w) => !isWrittenByRefusal(route, w));
            if (written.length) problems.push(`${where}: refused with ${res.status}, yet wrote ${written.join(", ")}`);
            else continue;
          }
          if (prepare && res.status < 300) {
            // The case used the state up (the order accepted, the basket checked out): the rest start afresh.
            state = await prepare();
            cases = casesFor(route, ids, fieldIds, forms[key(route)], state);
          }
          mark = await watch.mark();
        }
      }
    }
    expect(sent).toBeGreaterThan(2000);
    expect(problems).toEqual([]);
  }, 240_000);
});

describe("the payment webhooks, signature first", () => {
  /** Bodies a provider's signature could be put on: no JSON, no event, events with wrong fields. */
  const JUNK = ["{not json", "null", "[]", '"text"', "{}", '{"type":1,"event":1}'];
  const IDS = ["not-a-uuid", UNKNOWN_ID, LONG_IN_LIMIT, "", 12, null];
  const AMOUNTS = [-1, 0, 9007199254740993, 1e300, 0.5, "12abc", null];

  function razorpayEvents(): string[] {
    const out = [...JUNK];
    for (const event of [
      "payment.captured",
      "order.paid",
      "payment.failed",
      "refund.created",
      "refund.processed",
      "refund.failed",
    ]) {
      out.push(
        JSON.stringify({ event }),
        JSON.stringify({ event, payload: null }),
        JSON.stringify({ event, payload: { payment: null } }),
      );
      for (const id of IDS) {
        out.push(JSON.stringify({ event, payload: { payment: { entity: { id, order_id: id, amount: 100 } } } }));
        out.push(
          JSON.stringify({
            event,
            payload: { refund: { entity: { id, status: "processed", payment_id: id, amount: 100, receipt: id } } },
          }),
        );
      }
      for (const amount of AMOUNTS) {
        out.push(
          JSON.stringify({ event, payload: { payment: { entity: { id: "pay_x", order_id: "order_x", amount } } } }),
        );
        out.push(
          JSON.stringify({
            event,
            payload: { refund: { entity: { id: "rfnd_x", status: "processed", payment_id: "pay_x", amount } } },
          }),
        );
      }
    }
    return out;
  }

  function stripeEvents(): string[] {
    const out = [...JUNK];
    const types = [
      "payment_intent.succeeded",
      "payment_intent.payment_failed",
      "charge.refunded",
      "refund.updated",
      "refund.failed",
    ];
    for (const type of types) {
      const event = (data: unknown) => JSON.stringify({ id: "evt_fuzz", object: "event", type, data });
      out.push(event(undefined), event(null), event({}), event({ object: null }), event({ object: "text" }));
      for (const id of IDS) {
        out.push(
          event({
            object: { id, object: "payment_intent", amount: 100, metadata: { orderId: id }, payment_intent: id },
          }),
        );
      }
      for (const amount of AMOUNTS) {
        out.push(
          event({ object: { id: "pi_fuzz", object: "payment_intent", amount, amount_received: amount, metadata: {} } }),
        );
      }
    }
    return out;
  }

  it("answers unsigned, wrongly signed and signed malformed events below 500, a 400 in the envelope", async () => {
    const problems: string[] = [];
    const secret = getPaymentProvider().webhookSecret!;
    for (const body of razorpayEvents()) {
      for (const signature of [null, "f".repeat(64), webhookSignature(body, secret)]) {
        const res = await call(razorpayWebhook, {
          method: "POST",
          raw: { body, contentType: "application/json" },
          headers: signature ? { "x-razorpay-signature": signature } : {},
        });
        if (res.status >= 500 || (res.status === 400 && res.json?.success !== false)) {
          problems.push(
            `razorpay ${signature ? "signed" : "unsigned"} ${body.slice(0, 120)}: ${res.status} ${res.text.slice(0, 80)}`,
          );
        }
      }
    }
    for (const body of stripeEvents()) {
      const signed = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: stripe.webhookSecret });
      for (const signature of [null, "t=1,v1=00", signed]) {
        const res = await call(stripeWebhook, {
          method: "POST",
          raw: { body, contentType: "application/json" },
          headers: signature ? { "stripe-signature": signature } : {},
        });
        if (res.status >= 500 || (res.status === 400 && res.json?.success !== false)) {
          problems.push(
            `stripe ${signature === signed ? "signed" : "unsigned"} ${body.slice(0, 120)}: ${res.status} ${res.text.slice(0, 80)}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);
});

let stripe: StripeDouble;

beforeAll(async () => {
  stripe = await startStripeDouble();
  Object.assign(process.env, stripeEnv(stripe));
  reloadConfig();
});

afterAll(async () => {
  for (const k of Object.keys(stripeEnv(stripe))) delete process.env[k];
  reloadConfig();
  await stripe.stop();
});
