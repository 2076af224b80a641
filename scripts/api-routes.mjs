// Writes server/api-routes.generated.ts: every route of app/api and the methods its route.ts
// exports, so that the app server answers a method a route does not take with 405, an Allow
// header and the API's envelope (decision 083), where Next.js answers an empty 405. The route
// files are the only list of methods; `npm run build` and `npm run dev` run this first, and
// server/api-routes.test.ts fails when the written file is behind them.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const OUTPUT = path.join(ROOT, "server", "api-routes.generated.ts");

/** The methods Next.js dispatches to a route's exports (next/dist/server/web/http.js). */
export const ROUTE_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE", "PATCH"];

const METHOD = ROUTE_METHODS.join("|");
const DECLARED = new RegExp(`^export\\s+(?:const|let|var|(?:async\\s+)?function)\\s+(${METHOD})\\b`, "gm");
const LISTED = /^export\s*\{([^}]*)\}/gm;

/** The methods a route file exports: `export const GET = …`, `export async function POST`, `export { x as GET }`. */
export function exportedMethods(source) {
  const found = new Set();
  for (const [, method] of source.matchAll(DECLARED)) found.add(method);
  for (const [, list] of source.matchAll(LISTED)) {
    for (const part of list.split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (ROUTE_METHODS.includes(name)) found.add(name);
    }
  }
  return ROUTE_METHODS.filter((m) => found.has(m));
}

/** `app/api/cart/[id]/route.ts` → `/api/cart/[id]`, route groups such as `(site)` left out. */
function urlPathOf(file) {
  const segments = path.relative(path.join(ROOT, "app"), path.dirname(file)).split(path.sep);
  return "/" + segments.filter((s) => !/^\(.*\)$/.test(s)).join("/");
}

/** Every route under app/api with the methods it exports, by path. */
export function scanApiRoutes() {
  const dir = path.join(ROOT, "app", "api");
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => path.basename(f) === "route.ts")
    .map((f) => path.join(dir, f));
  const routes = files.map((file) => [urlPathOf(file), exportedMethods(readFileSync(file, "utf8"))]);
  return Object.fromEntries(routes.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export async function renderApiRoutes() {
  const source = `// Written by scripts/api-routes.mjs from app/api's route files: do not edit by hand.
// Every route of app/api and the methods its route.ts exports (decision 083).

export const API_ROUTES: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(scanApiRoutes())};
`;
  return format(source, { ...(await resolveConfig(OUTPUT)), filepath: OUTPUT });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(OUTPUT, await renderApiRoutes());
  console.log(`Wrote ${path.relative(ROOT, OUTPUT)}.`);
}
