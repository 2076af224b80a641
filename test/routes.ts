import { readdirSync } from "node:fs";
import path from "node:path";
import type { EndpointSpec } from "@/lib/api/endpoint";

// Every route handler of the app, found from the file tree: a route added tomorrow is in these
// lists without anyone remembering to add it.

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];

type Handler = ((req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>) & {
  endpoint?: EndpointSpec;
};

export type FoundRoute = {
  /** `/api/cart/addinfoCart/[id]` */
  path: string;
  method: Method;
  handler: Handler;
  /** The declaration, for routes built with handle(). */
  endpoint?: EndpointSpec;
};

const ROOT = path.resolve(import.meta.dirname, "..", "app");

function routeFiles(dir: string, name = "route.ts"): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => path.basename(f) === name)
    .map((f) => path.join(dir, f));
}

/** `app/api/cart/[id]/route.ts` → `/api/cart/[id]`, leaving out route groups such as `(site)`. */
function urlPathOf(file: string): string {
  const rel = path.relative(ROOT, path.dirname(file)).split(path.sep);
  return "/" + rel.filter((s) => !/^\(.*\)$/.test(s)).join("/");
}

/** Every route module of app/api (or `under`) with its path. */
export async function findRouteModules(under = "api"): Promise<{ path: string; module: Record<string, unknown> }[]> {
  const found: { path: string; module: Record<string, unknown> }[] = [];
  for (const file of routeFiles(path.join(ROOT, under)).sort()) {
    found.push({ path: urlPathOf(file), module: (await import(/* @vite-ignore */ file)) as Record<string, unknown> });
  }
  return found;
}

export async function findRoutes(under = "api"): Promise<FoundRoute[]> {
  const found: FoundRoute[] = [];
  for (const { path: routePath, module } of await findRouteModules(under)) {
    for (const method of METHODS) {
      const handler = module[method];
      if (typeof handler !== "function") continue;
      const h = handler as Handler;
      found.push({ path: routePath, method, handler: h, endpoint: h.endpoint });
    }
  }
  return found;
}

/** Every page's path (`/order-detail/[id]`), from the page.tsx files under app/, route groups left out. */
export function findPages(): string[] {
  return [...new Set(routeFiles(ROOT, "page.tsx").map(urlPathOf))]
    .map((p) => (p === "/." ? "/" : p.replace(/\/\.$/, "")))
    .sort();
}

/** Made-up values for a route's path parameters. */
export function paramsFor(routePath: string, value: (name: string, isCatchAll: boolean) => string | string[]) {
  const params: Record<string, string | string[]> = {};
  for (const m of routePath.matchAll(/\[(\.\.\.)?([A-Za-z0-9_]+)\]/g)) params[m[2]!] = value(m[2]!, !!m[1]);
  return params;
}
