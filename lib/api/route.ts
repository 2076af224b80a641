import type { EndpointSpec } from "./endpoint";

// What the browser needs of an endpoint to call it: its method and path. The declaration in a
// contract.ts carries zod schemas, and importing it into a client component would ship zod (and
// every schema) to each page that calls the API; a route carries the declaration as a type only.
// `routeOf` takes the method and path as the declaration's literal types, so a route that
// disagrees with its contract does not compile.

export type ApiRoute<E extends EndpointSpec> = {
  readonly method: E["method"];
  readonly path: E["path"];
  /** Never set: it ties the route to its declaration for callApi's types. */
  readonly endpoint?: E;
};

export function routeOf<E extends EndpointSpec>(method: E["method"], path: E["path"]): ApiRoute<E> {
  return { method, path };
}
