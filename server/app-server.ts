import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import compression from "compression";
import next from "next";
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from "../lib/http/client-address";
import { giveCachedPagesTheirNonce } from "./page-nonce";

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

/**
 * Stamps the client's address on the request, gives a cached page its response's nonce, then
 * lets `handle` answer it. Compression wraps the response first, so it sees the page last.
 */
export function appRequestListener(handle: Handle, trustedProxyHops: number) {
  return (req: IncomingMessage, res: ServerResponse) => {
    req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(req, trustedProxyHops);
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => undefined);
    giveCachedPagesTheirNonce(res);
    handle(req, res).catch((err: unknown) => {
      console.error("Unhandled error while answering", req.method, req.url, err);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  };
}

export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const server = createServer();
  const app = next({ dev: options.dev, dir: options.dir, port: options.port, hostname: options.hostname, httpServer: server });
  await app.prepare();
  server.on("request", appRequestListener(app.getRequestHandler(), options.trustedProxyHops));

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

  let closing: Promise<void> | undefined;
  const close = (graceMs = 10_000) =>
    (closing ??= (async () => {
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
