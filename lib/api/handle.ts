import "server-only";
import { nodeEnv } from "@/lib/platform/config/shared";
import { isDeepStrictEqual } from "node:util";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import {
  clientAddress,
  recordAudit,
  requireAdmin,
  requireCustomer,
  type AdminAuth,
  type AuditRecord,
  type CustomerAuth,
} from "@/lib/accounts";
import { answerWithMemo, expireShopData } from "@/lib/platform/cache";
import { inUnitOfWork } from "@/lib/platform/db";
import { getConfig } from "@/lib/platform/config";
import { AppError } from "@/lib/platform/errors";
import { issueMessage } from "@/lib/platform/issue-messages";
import {
  declaredLength,
  hasBody,
  isFormContentType,
  isJsonContentType,
  JSON_BODY_LIMIT,
  readJson,
  tooLarge,
  parseWith,
  ok,
  route,
} from "@/lib/platform/http";
import { decideWriteOrigin, UNSAFE_METHODS } from "@/lib/platform/security";
import type { BodyOut, EndpointSpec, ParamsOut, QueryOut } from "./endpoint";

// Turns an endpoint's declaration into its Next route handler. Before anything is read or
// any session looked up, the request is held to what the declaration allows (decision 024):
// a body no larger than the route takes (413); a write from the shop's own pages, a listed
// web app, a client with only a bearer token or one that is no web page (403 otherwise); a
// body of the type the route reads (415). Then who may call it is decided here, from the
// declaration: no handler checks a session itself.

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
  /** The attachment's file name, for an endpoint that answers a `download`. */
  filename?: string;
  /** Runs on the response before it leaves (cookies). */
  after?: (res: NextResponse) => void | Promise<void>;
  /**
   * What the audit trail should say of an admin write beyond who, when and which endpoint:
   * a name for the action, its target, the values before and after, the reason.
   */
  audit?: Partial<Omit<AuditRecord, "actor" | "clientAddress">>;
};

/**
 * Whether a successful call expires the shop's cached reads and pages: every admin write, by
 * rule, except one declared to change nothing customers read (decision 064).
 */
export function expiresShopData(endpoint: EndpointSpec): boolean {
  return endpoint.access === "admin" && endpoint.method !== "GET" && endpoint.changesShopData !== false;
}

async function authorise(req: NextRequest, endpoint: EndpointSpec): Promise<CustomerAuth | AdminAuth | null> {
  if (endpoint.access === "customer") return requireCustomer(req);
  if (endpoint.access === "admin") {
    const permission = endpoint.permission === "any-staff" ? undefined : endpoint.permission;
    if (!endpoint.permission) throw new Error(`${endpoint.method} ${endpoint.path} declares no permission.`);
    return requireAdmin(req, permission);
  }
  return null;
}

/** The largest body a route takes: its form's, its raw body's, or a JSON body's limit. */
export function bodyLimitOf(endpoint: EndpointSpec): number {
  return endpoint.form?.maxBytes ?? endpoint.rawBody?.maxBytes ?? JSON_BODY_LIMIT;
}

const CROSS_SITE_MESSAGE = "This request came from another website, so it was refused. Use the shop's own pages.";

/** Origins already named in the log: one line per origin and process, however many requests. */
const loggedSources = new Set<string>();

function logRefusedOrigin(req: NextRequest, source: string) {
  if (loggedSources.has(source) || loggedSources.size >= 100) return;
  loggedSources.add(source);
  console.warn(
    `[security] Refused a cross-site ${req.method} ${req.nextUrl.pathname} from ${JSON.stringify(source.slice(0, 200))}: ` +
      "not APP_URL's origin nor listed in CORS_ORIGINS (further refusals from it are not logged).",
  );
}

/** What the declaration allows of a request, checked from its headers alone. */
function admit(req: NextRequest, endpoint: EndpointSpec) {
  const limit = bodyLimitOf(endpoint);
  const length = declaredLength(req.headers);
  if (length !== null && length > limit) throw tooLarge(limit);

  if (!UNSAFE_METHODS.has(req.method)) return;
  const config = getConfig();
  const verdict = decideWriteOrigin(
    {
      method: req.method,
      pathname: req.nextUrl.pathname,
      origin: req.headers.get("origin"),
      referer: req.headers.get("referer"),
      fetchSite: req.headers.get("sec-fetch-site"),
      hasCookie: req.headers.has("cookie"),
      hasBearer: /^Bearer\s+\S/i.test(req.headers.get("authorization") ?? ""),
    },
    new URL(config.APP_URL).origin,
    config.CORS_ORIGINS,
  );
  if (!verdict.allowed) {
    logRefusedOrigin(req, verdict.source);
    throw new AppError("FORBIDDEN", CROSS_SITE_MESSAGE);
  }

  if (!hasBody(req.headers)) return;
  const type = req.headers.get("content-type");
  if (endpoint.form) {
    if (!isFormContentType(type) && !isJsonContentType(type)) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send this form as multipart/form-data.");
    }
  } else if (!isJsonContentType(type)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the request body as JSON (Content-Type: application/json).");
  }
}

function parseParams(schema: z.ZodType, raw: unknown) {
  const parsed = schema.safeParse(raw, { error: issueMessage });
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
    throw new Error(
      `${endpoint.method} ${endpoint.path} answered outside its contract:\n${z.prettifyError(parsed.error)}`,
    );
  }
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(parsed.data ?? null)), wire)) {
    throw new Error(`${endpoint.method} ${endpoint.path} answered fields its contract does not declare.`);
  }
}

/**
 * Builds the route handler of `endpoint`. An admin write runs as one unit of work (decision
 * 028): whatever the handler writes and the audit entry that records it commit together, or
 * neither does.
 */
export function handle<E extends EndpointSpec>(endpoint: E, handler: (ctx: HandlerContext<E>) => Promise<Reply<E>>) {
  return buildHandler(endpoint, undefined, handler);
}

/**
 * As `handle`, with `prepare` run before the write's unit of work opens, for what must not hold
 * a transaction (reading an upload and storing its picture); the handler gets its result.
 */
export function handleWithPrepared<E extends EndpointSpec, P>(
  endpoint: E,
  prepare: (ctx: HandlerContext<E>) => Promise<P>,
  handler: (ctx: HandlerContext<E> & { prepared: P }) => Promise<Reply<E>>,
) {
  return buildHandler(endpoint, prepare, handler);
}

function buildHandler<E extends EndpointSpec, P>(
  endpoint: E,
  prepare: ((ctx: HandlerContext<E>) => Promise<P>) | undefined,
  handler: (ctx: HandlerContext<E> & { prepared: P }) => Promise<Reply<E>>,
) {
  const isAdminWrite = endpoint.access === "admin" && endpoint.method !== "GET";
  const routeHandler = route<Record<string, string>>(async (req, rawParams) => {
    admit(req, endpoint);
    const auth = (await authorise(req, endpoint)) as AuthOf<E>;
    const params = (endpoint.params ? parseParams(endpoint.params, rawParams) : {}) as ParamsOut<E>;
    const query = (endpoint.query ? parseWith(endpoint.query, queryObject(req)) : {}) as QueryOut<E>;
    const body = (endpoint.body ? await readJson(req, endpoint.body, bodyLimitOf(endpoint)) : undefined) as BodyOut<E>;
    const ctx: HandlerContext<E> = { req, params, query, body, auth };
    const prepared = (prepare ? await prepare(ctx) : undefined) as P;
    const reply = isAdminWrite
      ? await inUnitOfWork(async () => {
          const written = await handler({ ...ctx, prepared });
          // Every admin write is on the audit trail, by rule (issue 22), in the write's own unit.
          await recordAudit({
            actor: auth as AdminAuth,
            action: `${endpoint.method} ${endpoint.path}`,
            targetId: (params as Record<string, unknown>).id as string | undefined,
            ...written.audit,
            clientAddress: clientAddress(req.headers),
          });
          return written;
        })
      : await answerWithMemo(() => handler({ ...ctx, prepared }));
    if (nodeEnv() !== "production") checkAnswer(endpoint, reply.data);
    const res = endpoint.download
      ? new NextResponse(reply.data as string, {
          status: reply.status ?? 200,
          headers: {
            "content-type": endpoint.download.contentType,
            "content-disposition": `attachment; filename="${reply.filename ?? "download"}"`,
            "cache-control": "no-store",
          },
        })
      : ok(reply.data, reply.message, reply.status ? { status: reply.status } : undefined);
    // An admin write may change what customers read: by rule, unless declared otherwise.
    if (expiresShopData(endpoint)) await expireShopData();
    await reply.after?.(res);
    return res;
  });
  // The declaration travels with the handler, so the authorisation test can compare what a
  // route says with where it lives and how it behaves.
  return Object.assign(routeHandler, { endpoint });
}
