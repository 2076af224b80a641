import "server-only";
import { isDeepStrictEqual } from "node:util";
import type { NextRequest, NextResponse } from "next/server";
import { z } from "zod";
import { requireAdmin, requireCustomer, type AdminAuth, type CustomerAuth } from "@/lib/auth/request-auth";
import { expireShopData } from "@/lib/cache/shop-data";
import { AppError } from "@/lib/http/app-error";
import { readJson } from "@/lib/http/body";
import { parseWith } from "@/lib/http/parse";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import type { BodyOut, EndpointSpec, ParamsOut, QueryOut } from "./endpoint";

// Turns an endpoint's declaration into its Next route handler. Who may call it is decided
// here, from the declaration, before anything else runs: no handler checks a session itself.

type AuthOf<E extends EndpointSpec> = E["access"] extends "customer"
  ? CustomerAuth
  : E["access"] extends "admin"
    ? AdminAuth
    : null;

export type HandlerContext<E extends EndpointSpec> = {
  req: NextRequest;
  params: ParamsOut<E>;
  query: QueryOut<E>;
  body: BodyOut<E>;
  auth: AuthOf<E>;
};

export type Reply<E extends EndpointSpec> = {
  data: z.input<E["response"]>;
  message: string;
  status?: number;
  /** Runs on the response before it leaves (cookies). */
  after?: (res: NextResponse) => void | Promise<void>;
};

async function authorise(req: NextRequest, access: EndpointSpec["access"]): Promise<CustomerAuth | AdminAuth | null> {
  if (access === "customer") return requireCustomer(req);
  if (access === "admin") return requireAdmin(req);
  return null;
}

function parseParams(schema: z.ZodType, raw: unknown) {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new AppError("INVALID_ID", parsed.error.issues[0]?.message ?? "Malformed id.");
}

function queryObject(req: NextRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of req.nextUrl.searchParams) out[key] ??= value;
  return out;
}

/**
 * Outside production every answer is checked against its declared response, as it will be
 * read on the wire (after JSON): a field of the wrong type, a missing one or one that is not
 * declared fails loudly, so the route tests check the contract of every answer they get.
 */
function checkAnswer(endpoint: EndpointSpec, data: unknown) {
  const wire: unknown = data === undefined ? null : JSON.parse(JSON.stringify(data));
  const parsed = endpoint.response.safeParse(wire);
  if (!parsed.success) {
    throw new Error(`${endpoint.method} ${endpoint.path} answered outside its contract:\n${z.prettifyError(parsed.error)}`);
  }
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(parsed.data ?? null)), wire)) {
    throw new Error(`${endpoint.method} ${endpoint.path} answered fields its contract does not declare.`);
  }
}

export function handle<E extends EndpointSpec>(
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => Promise<Reply<E>>,
) {
  const routeHandler = route<Record<string, string>>(async (req, rawParams) => {
    const auth = (await authorise(req, endpoint.access)) as AuthOf<E>;
    const params = (endpoint.params ? parseParams(endpoint.params, rawParams) : {}) as ParamsOut<E>;
    const query = (endpoint.query ? parseWith(endpoint.query, queryObject(req)) : {}) as QueryOut<E>;
    const body = (endpoint.body ? await readJson(req, endpoint.body) : undefined) as BodyOut<E>;
    const reply = await handler({ req, params, query, body, auth });
    if (process.env.NODE_ENV !== "production") checkAnswer(endpoint, reply.data);
    const res = ok(reply.data, reply.message, reply.status ? { status: reply.status } : undefined);
    // Any admin write may change what customers read: by rule rather than per endpoint.
    if (endpoint.access === "admin" && endpoint.method !== "GET") expireShopData();
    await reply.after?.(res);
    return res;
  });
  // The declaration travels with the handler, so the authorisation test can compare what a
  // route says with where it lives and how it behaves.
  return Object.assign(routeHandler, { endpoint });
}
