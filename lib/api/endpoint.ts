import type { z } from "zod";
import type { Permission } from "@/lib/accounts/shared";

// The API contract: every endpoint is declared once, here under lib/api/<store|admin>/<area>/,
// with its path, method, who may call it, what it takes and what it answers. The route handler
// (lib/api/handle.ts) and the browser client (lib/api/client.ts) are both built from the same
// declaration, so neither can drift from it. Shared by server and browser: no server imports.

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call an endpoint. `public`: anyone (a signed-in customer is still recognised where
 * the rule needs it, e.g. whose basket); `customer`: a signed-in customer, else 401;
 * `admin`: a signed-in admin, else 401 (403 for a customer).
 */
export type Access = "public" | "customer" | "admin";

/**
 * What a member of staff must be allowed to call an `admin` endpoint: a named permission of
 * their role (lib/accounts/permissions.ts), or `any-staff` for their own session.
 */
export type StaffPermission = Permission | "any-staff";

export type EndpointSpec = {
  method: HttpMethod;
  /** The route's path as Next names it, with `[param]` segments: `/api/cart/addinfoCart/[id]`. */
  path: string;
  access: Access;
  /** Required, and only allowed, with `access: "admin"`. */
  permission?: StaffPermission;
  /** Path parameters; a value that does not fit is a malformed id (400). */
  params?: z.ZodType<Record<string, string>>;
  query?: z.ZodType;
  /** A JSON body. Endpoints that take a form or a raw body read it in their handler. */
  body?: z.ZodType;
  /** `multipart`: the handler reads a form of at most this many bytes. */
  form?: { maxBytes: number };
  /** A JSON body the handler reads as raw bytes itself (a webhook's signed payload), of at most this many. */
  rawBody?: { maxBytes: number };
  /** What `data` holds in a successful answer. */
  response: z.ZodType;
  /**
   * A file to download instead of the JSON envelope (a CSV): a successful answer is `data` (a
   * string, as `response` declares it) sent as this type, as an attachment; a refusal is still
   * the envelope.
   */
  download?: { contentType: string };
  /**
   * `false` on an admin write that changes nothing customers read from the shop's cache (an
   * order's progress, its payment, a reprint): the cached menu and storefront pages are kept.
   * Left out, an admin write expires them all (decisions 020, 064).
   */
  changesShopData?: false;
};

type PermissionRule<S extends EndpointSpec> = S["access"] extends "admin"
  ? { permission: StaffPermission }
  : { permission?: never };

export function defineEndpoint<const S extends EndpointSpec>(spec: S & PermissionRule<S>): S {
  return spec;
}

type Schema<E, K extends string> = E extends { [P in K]: infer T extends z.ZodType } ? T : never;

/** What a caller sends, before the schema's defaults and transforms. */
export type ParamsIn<E extends EndpointSpec> = [Schema<E, "params">] extends [never]
  ? undefined
  : z.input<Schema<E, "params">>;
export type QueryIn<E extends EndpointSpec> = [Schema<E, "query">] extends [never]
  ? undefined
  : z.input<Schema<E, "query">>;
export type BodyIn<E extends EndpointSpec> = [Schema<E, "body">] extends [never]
  ? undefined
  : z.input<Schema<E, "body">>;

/** What the handler receives, after parsing. */
export type ParamsOut<E extends EndpointSpec> = [Schema<E, "params">] extends [never]
  ? Record<string, never>
  : z.output<Schema<E, "params">>;
export type QueryOut<E extends EndpointSpec> = [Schema<E, "query">] extends [never]
  ? Record<string, never>
  : z.output<Schema<E, "query">>;
export type BodyOut<E extends EndpointSpec> = [Schema<E, "body">] extends [never]
  ? undefined
  : z.output<Schema<E, "body">>;

/** The `data` of a successful answer. */
export type ResponseOf<E extends EndpointSpec> = z.output<E["response"]>;

/** `/api/cart/addinfoCart/[id]` + {id} → `/api/cart/addinfoCart/<id>`. */
export function pathOf(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/\[(\.\.\.)?([A-Za-z0-9_]+)\]/g, (_m, _rest, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: missing path parameter "${name}"`);
    return encodeURIComponent(value);
  });
}
