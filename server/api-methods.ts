import { API_ROUTES } from "./api-routes.generated";

// Which methods the route answering an /api path takes, from the routes' own exports
// (server/api-routes.generated.ts, decision 083), so that the server can refuse any other
// method with 405 and an Allow header before Next.js answers its empty one.

type RouteNode = {
  methods?: readonly string[];
  statics: Map<string, RouteNode>;
  dynamic?: RouteNode;
  catchAll?: readonly string[];
  optionalCatchAll?: readonly string[];
};

const newNode = (): RouteNode => ({ statics: new Map() });

function place(root: RouteNode, route: string, methods: readonly string[]) {
  let node = root;
  for (const segment of route.split("/").slice(1)) {
    if (segment.startsWith("[[...")) return void (node.optionalCatchAll = methods);
    if (segment.startsWith("[...")) return void (node.catchAll = methods);
    if (segment.startsWith("[")) {
      node = node.dynamic ??= newNode();
      continue;
    }
    let named = node.statics.get(segment);
    if (!named) node.statics.set(segment, (named = newNode()));
    node = named;
  }
  node.methods = methods;
}

export function buildRouteTree(routes: Readonly<Record<string, readonly string[]>>): RouteNode {
  const root = newNode();
  for (const [route, methods] of Object.entries(routes)) place(root, route, methods);
  return root;
}

/** Next.js's order at each level: a named segment, then a parameter, a catch-all, an optional catch-all. */
function find(node: RouteNode, segments: readonly string[], at: number): readonly string[] | null {
  if (at === segments.length) return node.methods ?? node.optionalCatchAll ?? null;
  const segment = segments[at]!;
  const named = node.statics.get(segment);
  const found = (named && find(named, segments, at + 1)) ?? (node.dynamic && find(node.dynamic, segments, at + 1));
  return found ?? node.catchAll ?? node.optionalCatchAll ?? null;
}

/**
 * The methods the route of `path` exports, or null when the server cannot be sure which route
 * Next.js would pick (an empty segment, a trailing slash Next.js redirects, a percent-escape it
 * decodes first): Next.js then answers as it would.
 */
export function routeMethodsOf(tree: RouteNode, path: string): readonly string[] | null {
  if (path.includes("%") || path.includes("//") || (path.length > 1 && path.endsWith("/"))) return null;
  return find(tree, path.split("/").slice(1), 0);
}

/** What Next.js also answers on a route: HEAD where there is a GET, OPTIONS everywhere. */
export function allowedMethods(exported: readonly string[]): string[] {
  const allowed = new Set([...exported, "OPTIONS"]);
  if (allowed.has("GET")) allowed.add("HEAD");
  return [...allowed].sort();
}

const apiRoutes = buildRouteTree(API_ROUTES);

/** The methods allowed on an /api path (the Allow header's list), or null when Next.js should decide. */
export function allowedApiMethods(path: string): string[] | null {
  const exported = routeMethodsOf(apiRoutes, path);
  return exported ? allowedMethods(exported) : null;
}
