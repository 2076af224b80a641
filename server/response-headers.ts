import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

// The last look at a response's status line and headers before they leave (decision 024):
//  - Next.js's internal headers are dropped: x-middleware-rewrite names the internal route a
//    page was served from (/prerendered/home/_), x-nextjs-cache, -prerender and -stale-time
//    tell how it is cached, x-nextjs-matched-path and the other x-middleware-* how it was
//    routed. None is meant for clients, and each tells an attacker about the internals.
//  - the CORS headers of an /api answer are added (lib/platform/security/cors.ts), Vary merged;
//  - a status may be forced (a malformed address answered with the site's 404 page as a 400);
//  - headers the caller names are left out (a built asset's Last-Modified, which sirv sets).

const INTERNAL_HEADER = /^x-(nextjs|middleware|next|invoke)-/i;

export const isInternalHeader = (name: string) => INTERNAL_HEADER.test(name);

export type TResponseShaping = {
  /** CORS headers to add (an /api answer to a listed origin), or nothing. */
  cors?: Headers;
  /** A status to send whatever the handler chose. */
  forceStatus?: number;
  /** Headers (lower case) not to send, whoever set them. */
  omit?: readonly string[];
};

/** Drops unwanted headers from the object or flat list a handler passed to writeHead itself. */
function without(headers: unknown, isUnwanted: (name: string) => boolean): unknown {
  if (Array.isArray(headers)) {
    if (headers.every((entry) => Array.isArray(entry)))
      return (headers as [string, unknown][]).filter(([name]) => !isUnwanted(String(name)));
    const kept: unknown[] = [];
    for (let i = 0; i + 1 < headers.length; i += 2)
      if (!isUnwanted(String(headers[i]))) kept.push(headers[i], headers[i + 1]);
    return kept;
  }
  if (headers && typeof headers === "object") {
    return Object.fromEntries(Object.entries(headers as OutgoingHttpHeaders).filter(([name]) => !isUnwanted(name)));
  }
  return headers;
}

function mergeVary(res: ServerResponse, value: string) {
  const current = res.getHeader("vary");
  const names = (Array.isArray(current) ? current.join(",") : String(current ?? ""))
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === value.toLowerCase())) names.push(value);
  res.setHeader("vary", names.join(", "));
}

/**
 * Shapes `res`'s head as it is written. Node writes the head through `writeHead` whether the
 * handler calls it or not (an implicit head on the first write), so this is the one place
 * that sees every response's final headers.
 */
export function shapeResponseHead(res: ServerResponse, shaping: TResponseShaping = {}): void {
  const writeHead = res.writeHead;
  const omitted = new Set(shaping.omit);
  const isUnwanted = (name: string) => isInternalHeader(name) || omitted.has(name.toLowerCase());
  res.writeHead = function shapedWriteHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    for (const name of this.getHeaderNames()) if (isUnwanted(name)) this.removeHeader(name);
    shaping.cors?.forEach((value, name) => (name === "vary" ? mergeVary(this, value) : this.setHeader(name, value)));
    const status = shaping.forceStatus ?? statusCode;
    if (shaping.forceStatus) this.statusCode = shaping.forceStatus;
    // A forced status gets its own reason phrase, not the one given for the status it replaces.
    const given = shaping.forceStatus && typeof rest[0] === "string" ? rest.slice(1) : rest;
    const args = given.map((arg, i) => (i === given.length - 1 ? without(arg, isUnwanted) : arg));
    return (writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...args);
  } as ServerResponse["writeHead"];
}
