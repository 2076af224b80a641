import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { takeConsoleErrors } from "../console";
import { resetDatabase } from "../db";
import { createAdmin, createCustomer } from "../factories";
import { call, type CallOptions } from "../request";
import { findRoutes, paramsFor, type FoundRoute } from "../routes";

// Every route of app/api (found from the file tree), every method it has, as a visitor, a
// customer and an admin, with malformed bodies, ids and query strings. It fails on any 5xx,
// on any answer that shows internals, and on any row written by a request that was refused.

const NUL = "\u0000";
const LONE = "\ud800";
const FIELDS = [
  "email", "password", "username", "newpassword", "address", "addressId", "code", "detailinfo", "qty", "total",
  "subcategoryId", "categoryItemId", "size", "Categoryname", "category", "status", "razorpay_order_id",
  "razorpay_payment_id", "razorpay_signature", "outcome", "postcode", "cookie",
  "line1", "line2", "town", "riderNotes", "name", "phone", "outwardCodes", "deliveryFee", "minimumOrder", "extraMinutes", "isActive",
];
const every = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));

type Input = { label: string; options: Omit<CallOptions<Record<string, string>>, "method" | "params" | "bearer"> };

const json = (label: string, body: string): Input => ({ label, options: { raw: { body, contentType: "application/json" } } });
const BODIES: Input[] = [
  json("empty JSON", ""),
  json("broken JSON", "{"),
  json("null", "null"),
  json("a list", "[]"),
  json("a number", "123"),
  json("a string", '"text"'),
  json("prototype pollution", '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'),
  json("deep nesting", "[".repeat(5000) + "]".repeat(5000)),
  json("NUL in every field", JSON.stringify({ ...every(`a${NUL}b@example.co.uk`), form: { username: NUL, password: NUL } })),
  json("lone surrogates", JSON.stringify({ ...every(`x${LONE}`), form: { username: LONE, password: LONE } })),
  json("objects for every field", JSON.stringify({ ...every({ $gt: "" }), form: { username: { $ne: 1 }, password: [] } })),
  json("lists for every field", JSON.stringify(every([1, 2]))),
  json("huge numbers", JSON.stringify({ ...every(1e308), qty: 1e308, total: -1e308 })),
  json("negative and fractional", JSON.stringify({ ...every(-0.5), qty: -3, total: 0.001 })),
  json("very long text", JSON.stringify(every("x".repeat(20_000)))),
  { label: "text/plain", options: { raw: { body: "hello", contentType: "text/plain" } } },
  { label: "bad multipart", options: { raw: { body: "--x\r\ngarbage", contentType: "multipart/form-data; boundary=x" } } },
  { label: "multipart without boundary", options: { raw: { body: "a=b", contentType: "multipart/form-data" } } },
  { label: "urlencoded NUL", options: { raw: { body: "Categoryname=%00&category=%00&email=%00", contentType: "application/x-www-form-urlencoded" } } },
  {
    label: "multipart with NUL fields and a fake picture",
    options: {
      form: (() => {
        const f = new FormData();
        for (const field of [...FIELDS, "categoryId", "categoryItemName", "description", "pricing", "subCategoryname"]) f.set(field, NUL);
        f.set("image", new File([new Uint8Array([0, 1, 2, 3])], "x.png", { type: "image/png" }));
        return f;
      })(),
    },
  },
];

const IDS = ["x", "0", NUL, `${randomUUID()}${NUL}`, "../../etc/passwd", "a".repeat(5000), LONE, "' OR 1=1 --", randomUUID()];
const QUERIES = [`?postcode=%00`, "?from=%00&to=2026-13-45", "?page=-1&limit=1e999&status=%F0%9F", "?postcode=" + "x".repeat(3000)];

/** Shows a stack, a file path, SQL or the names of our internals. */
const INTERNALS = /node_modules|\.tsx?:\d+|\.m?js:\d+|prisma|SQLSTATE|syntax error|\bat (async |Object\.|new )|\/work\/|postgres|violates|relation "/i;

/** A digest of every table a request could write; rate-limit counters and session touches are expected. */
async function digest(): Promise<string> {
  const tables = await getDb().$queryRaw<{ tablename: string }[]>`
    SELECT tablename FROM pg_tables WHERE schemaname = current_schema()
      AND tablename NOT IN ('_prisma_migrations', 'RateLimit', 'Session') ORDER BY tablename`;
  const parts = tables.map((t) => `(SELECT md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) FROM "${t.tablename}" x)`);
  parts.push(`(SELECT count(*)::text FROM "Session")`);
  const rows = await getDb().$queryRawUnsafe<{ d: string }[]>(`SELECT concat_ws('|', ${parts.join(", ")}) AS d`);
  return rows[0]!.d;
}

let routes: FoundRoute[];
const tokens: Record<string, string | undefined> = {};
const tally = { requests: 0, byStatus: new Map<number, number>() };

beforeAll(async () => {
  await resetDatabase();
  const { runSeed } = await import("@/lib/seed");
  const { getConfig } = await import("@/lib/config");
  await runSeed(getDb(), getConfig(), () => undefined);
  routes = await findRoutes();
  tokens.customer = (await createCustomer()).token;
  tokens.admin = (await createAdmin()).token;
}, 120_000);

/** Sign-out routes would end the session the rest of the sweep uses: they are swept as a visitor only. */
const ENDS_SESSION = /SignOut|adminlogout/;

function inputsFor(route: FoundRoute): { label: string; params: Record<string, string | string[]>; options: Input["options"]; query: string }[] {
  const fine = paramsFor(route.path, (_n, catchAll) => (catchAll ? ["session"] : randomUUID()));
  const out: ReturnType<typeof inputsFor> = [];
  for (const id of route.path.includes("[") ? IDS : []) {
    out.push({ label: `id ${JSON.stringify(id.slice(0, 20))}`, params: paramsFor(route.path, (_n, c) => (c ? [id] : id)), options: {}, query: "" });
  }
  for (const q of QUERIES) out.push({ label: `query ${q.slice(0, 30)}`, params: fine, options: {}, query: q });
  if (route.method !== "GET") for (const b of BODIES) out.push({ label: b.label, params: fine, options: b.options, query: "" });
  return out;
}

describe("malformed input on every route", () => {
  it("never answers 5xx, never shows internals, never writes on a refusal", { timeout: 900_000 }, async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const role of ["visitor", "customer", "admin"] as const) {
        if (role !== "visitor" && ENDS_SESSION.test(route.path)) continue;
        for (const input of inputsFor(route)) {
          const before = await digest();
          const res = await call(route.handler, {
            ...input.options,
            method: route.method,
            params: input.params,
            path: route.path + input.query,
            bearer: tokens[role],
          });
          tally.requests++;
          tally.byStatus.set(res.status, (tally.byStatus.get(res.status) ?? 0) + 1);
          const what = `${route.method} ${route.path} as ${role}, ${input.label}: ${res.status}`;
          if (res.status >= 500) failures.push(`${what} ${res.text.slice(0, 200)}`);
          if (INTERNALS.test(res.text)) failures.push(`${what} shows internals: ${res.text.slice(0, 200)}`);
          if (res.status >= 400 && (await digest()) !== before) failures.push(`${what} wrote to the database`);
        }
      }
      // 5xx details go to the log; the failures above already name them.
      takeConsoleErrors();
    }
    const statuses = [...tally.byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(", ");
    console.log(`[sweep] ${tally.requests} requests over ${routes.length} route methods: ${statuses}`);
    expect(failures).toEqual([]);
  });
});
