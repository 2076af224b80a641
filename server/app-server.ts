import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import compression from "compression";
import { join } from "node:path";
import next from "next";
import sirv from "sirv";
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from "../lib/platform/http";
import { decideCors } from "../lib/platform/security";
import { BUILT_CODE_HEADERS, EVERY_RESPONSE_HEADERS } from "../lib/platform/security/shared";
import { allowedApiMethods } from "./api-methods";
import { collectWhenQuiet } from "./idle-collection";
import { giveCachedPagesTheirNonce } from "./page-nonce";
import { comesWithBody, forLog, hasMalformedEscape, isApiPath, pathOfTarget } from "./request-guards";
import { shapeResponseHead } from "./response-headers";

// The app's HTTP server: Next.js's documented custom server (next() + getRequestHandler() on
// node:http), so that the client's address is taken from the socket before Next.js sees the
// request. Plain TypeScript with relative imports, so that it can be compiled as it is.

export type AppServerOptions = {
  dev: boolean;
  /** The Next.js project folder. */
  dir: string;
  port: number;
  hostname?: string;
  /** Reverse proxies in front of the app whose X-Forwarded-For entries are believed. */
  trustedProxyHops: number;
  /** Web apps on other origins that may call /api/* from a browser (CORS_ORIGINS). */
  corsOrigins: readonly string[];
  http: THttpLimits;
};

/** The HTTP server's own limits (HTTP_* settings, decision 024). */
export type THttpLimits = {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
};

export type AppServer = {
  server: Server;
  port: number;
  /** Stops taking connections, lets requests in flight finish (up to `graceMs`), then closes Next.js. */
  close: (graceMs?: number) => Promise<void>;
};

type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

// Next's own compression is off (next.config.ts): it would compress before the nonce is put in.
const compress = compression();

export type AppRequestOptions = {
  trustedProxyHops: number;
  corsOrigins?: readonly string[];
  /** Under `next dev` the error overlay posts to Next's own paths: pages may take bodies there. */
  isDevelopment?: boolean;
  /** The build's .next/static, whose files (and their .br/.gz copies) the server sends itself. */
  staticDir?: string;
};

const STATIC_PREFIX = "/_next/static/";
const BUILT_ASSET_OMITTED = ["last-modified"] as const;

type StaticHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Next's built assets, sent as scripts/precompress-static.mjs compressed them at build time
 * (Brotli 11 where the browser takes it) rather than compressed again on each request at the
 * quality a request can afford. A file the build did not write falls through to Next.js.
 */
function builtAssets(dir: string): StaticHandler {
  const serve = sirv(dir, {
    brotli: true,
    gzip: true,
    // Every built file is named by its build or its content and sent as immutable for a year,
    // so a browser never asks again whether it changed: a validator would be bytes for nothing.
    etag: false,
    maxAge: 31_536_000,
    immutable: true,
    dotfiles: false,
    setHeaders: (res, pathname) => {
      const headers = BUILT_CODE.test(pathname) ? BUILT_CODE_HEADERS : EVERY_RESPONSE_HEADERS;
      for (const { key, value } of headers) res.setHeader(key, value);
    },
  });
  return (req, res, next) => {
    const url = req.url ?? "/";
    req.url = url.slice(STATIC_PREFIX.length - 1);
    serve(req, res, () => {
      req.url = url;
      next();
    });
  };
}

const BUILT_CODE = /\.(js|css)$/;

/**
 * An address no page has: a page's malformed address is answered with the site's own 404
 * page, rendered by Next.js for this path, sent with the status 400.
 */
export const MALFORMED_ADDRESS_PAGE = "/_malformed-address";

/** An answer the server gives itself: the API's envelope under /api, a line of text elsewhere. */
function answer(
  res: ServerResponse,
  status: number,
  isApi: boolean,
  message: string,
  headers: Record<string, string> = {},
) {
  const body = isApi ? JSON.stringify({ success: false, message }) : `${message}\n`;
  res.writeHead(status, {
    "content-type": isApi ? "application/json" : "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    ...headers,
  });
  res.end(body);
}

/**
 * Stamps the client's address on the request, refuses what Next.js must not see (decision
 * 024), answers CORS preflights, gives a cached page its response's nonce, then lets `handle`
 * answer. Compression wraps the response first, so it sees the page last; the head is shaped
 * (internal headers out, CORS in) as it is written.
 */
export function appRequestListener(handle: Handle, options: AppRequestOptions) {
  const corsOrigins = options.corsOrigins ?? [];
  const assets = options.staticDir ? builtAssets(options.staticDir) : undefined;
  return (req: IncomingMessage, res: ServerResponse) => {
    const clientAddress = resolveClientAddress(req, options.trustedProxyHops);
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddress;
    const path = pathOfTarget(req.url ?? "/");
    const isApi = isApiPath(path);
    const method = req.method ?? "GET";
    const cors = isApi
      ? decideCors(
          {
            method,
            pathname: path,
            origin: req.headers.origin ?? null,
            requestedMethod: (req.headers["access-control-request-method"] as string | undefined) ?? null,
          },
          corsOrigins,
        )
      : undefined;
    const isMalformed = hasMalformedEscape(path);
    const showsErrorPage = isMalformed && !isApi && (method === "GET" || method === "HEAD");
    const isBuiltAsset = !!assets && path.startsWith(STATIC_PREFIX);
    shapeResponseHead(res, {
      cors: cors?.headers,
      forceStatus: showsErrorPage ? 400 : undefined,
      // sirv dates every file it sends; see builtAssets on validators.
      omit: isBuiltAsset ? BUILT_ASSET_OMITTED : undefined,
    });

    if (isMalformed) {
      // Next.js would answer a bare 500 and log nothing.
      console.warn(`[http] 400 for a malformed percent-escape: ${method} ${forLog(req.url)} from ${clientAddress}`);
      if (!showsErrorPage)
        return answer(res, 400, isApi, "This address is not valid: it has a malformed percent-escape (%).");
    }
    if (cors?.isPreflight) {
      res.writeHead(204, { "content-length": 0 });
      return void res.end();
    }
    // Next.js answers a method its route does not export with an empty 405 (decision 083).
    const allowed = isApi ? allowedApiMethods(path) : null;
    if (allowed && !allowed.includes(method)) {
      const takes = allowed.filter((m) => m !== "HEAD" && m !== "OPTIONS").join(" or ");
      return answer(res, 405, true, `This address does not take ${method} requests. Use ${takes}.`, {
        allow: allowed.join(", "),
      });
    }
    // No page takes a body. Next.js would copy one, up to 10 MB twice, for proxy.ts before
    // anything else looked at the request.
    if (!isApi && !options.isDevelopment && comesWithBody(req))
      return answer(res, 413, false, "This address takes no request body.");
    if (showsErrorPage) req.url = MALFORMED_ADDRESS_PAGE;

    const answerWithNext = () => {
      compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => undefined);
      giveCachedPagesTheirNonce(res);
      handle(req, res).catch((err: unknown) => {
        console.error("Unhandled error while answering", req.method, req.url, err);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    };
    if (assets && isBuiltAsset && (method === "GET" || method === "HEAD")) return assets(req, res, answerWithNext);
    answerWithNext();
  };
}

/** Once a minute at most: the server is at its connection cap and refuses new ones. */
function logDroppedConnections(server: Server, maxConnections: number) {
  let lastLoggedAt = 0;
  let dropped = 0;
  server.on("drop", () => {
    dropped += 1;
    const now = Date.now();
    if (now - lastLoggedAt < 60_000) return;
    console.warn(
      `[http] At the cap of ${maxConnections} connections (HTTP_MAX_CONNECTIONS): refused ${dropped} new one(s).`,
    );
    lastLoggedAt = now;
    dropped = 0;
  });
}

/** Applies the limits to a node:http server. */
export function applyHttpLimits(server: Server, limits: THttpLimits): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  logDroppedConnections(server, limits.maxConnections);
}

export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const server = createServer();
  applyHttpLimits(server, options.http);
  const app = next({
    dev: options.dev,
    dir: options.dir,
    port: options.port,
    hostname: options.hostname,
    httpServer: server,
  });
  await app.prepare();
  server.on(
    "request",
    appRequestListener(app.getRequestHandler(), {
      trustedProxyHops: options.trustedProxyHops,
      corsOrigins: options.corsOrigins,
      isDevelopment: options.dev,
      // Under `next dev` the assets change as they are edited; Next.js sends them.
      staticDir: options.dev ? undefined : join(options.dir, ".next", "static"),
    }),
  );

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.hostname, () => {
      server.off("error", reject);
      resolve();
    });
  });

  // Every socket, upgraded ones (WebSockets) included, which server.close() would wait for forever.
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });

  // Under `next dev` the heap is the compiler's, and a pause after each edit would only be in the way.
  const quietCollection = options.dev ? undefined : await collectWhenQuiet(server);

  let closing: Promise<void> | undefined;
  const close = (graceMs = 10_000) =>
    (closing ??= (async () => {
      quietCollection?.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([closed, new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await app.close();
    })());

  return { server, port: (server.address() as AddressInfo).port, close };
}
