import { startAppServer } from "./app-server";

// Entry of the app's HTTP server process, started by scripts/serve.ts (`npm start`, `npm run
// dev`) once the configuration is checked and the database is ready; it passes everything
// through the environment. A signal lets requests in flight finish before the process ends.

const dev = process.argv[2] === "dev";
const port = Number(process.env.PORT ?? 3000);
const trustedProxyHops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0);

const app = await startAppServer({ dev, dir: process.cwd(), port, trustedProxyHops }).catch((err: NodeJS.ErrnoException) => {
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
  }.`,
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
