import { loadConfig } from "../lib/platform/config";
import { startAppServer } from "./app-server";

// Entry of the app's HTTP server process, started by scripts/serve.ts (`npm start`, `npm run
// dev`) once the configuration is checked and the database is ready; the launcher passes the
// settings it worked out through the environment, read here by the config module as everywhere.
// A signal lets requests in flight finish before the process ends.

const dev = process.argv[2] === "dev";
const config = loadConfig();
const port = config.PORT;
const trustedProxyHops = config.TRUSTED_PROXY_HOPS;
const http = {
  headersTimeoutMs: config.HTTP_HEADERS_TIMEOUT_S * 1000,
  requestTimeoutMs: config.HTTP_REQUEST_TIMEOUT_S * 1000,
  keepAliveTimeoutMs: config.HTTP_KEEP_ALIVE_TIMEOUT_S * 1000,
  maxConnections: config.HTTP_MAX_CONNECTIONS,
};

const app = await startAppServer({
  dev,
  dir: process.cwd(),
  port,
  trustedProxyHops,
  corsOrigins: config.CORS_ORIGINS,
  http,
}).catch((err: NodeJS.ErrnoException) => {
  console.error(
    err.code === "EADDRINUSE"
      ? `Port ${port} is in use by another program: stop it, or set PORT to another port.`
      : `Could not start the HTTP server: ${err.stack ?? err.message}`,
  );
  process.exit(1);
});
console.log(
  `[storefront] Listening on port ${app.port}; client address: ${
    trustedProxyHops === 0 ? "the connecting peer" : `${trustedProxyHops} trusted proxy hop(s) in X-Forwarded-For`
  }; at most ${http.maxConnections} connections, headers within ${config.HTTP_HEADERS_TIMEOUT_S} s, ` +
    `requests within ${config.HTTP_REQUEST_TIMEOUT_S} s, idle connections kept ${config.HTTP_KEEP_ALIVE_TIMEOUT_S} s.`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    // Development: stop at once, as `next dev` does; production: let requests in flight finish.
    void app.close(dev ? 0 : 10_000).then(
      () => process.exit(0),
      (err: unknown) => {
        console.error("Error while stopping the server:", err);
        process.exit(1);
      },
    );
  });
}
