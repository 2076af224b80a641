// Second half of `npm run build` (after `next build`): compiles the launcher, the HTTP server
// and the job worker into dist/*.mjs, so that `npm start` and `npm run worker` run plain
// JavaScript with no TypeScript loader. Packages stay in node_modules (external).
import { build } from "esbuild";

// Outside Next.js the "server-only" marker throws by design; these processes are the server.
const serverOnlyIsEmpty = {
  name: "server-only-is-empty",
  setup(builder) {
    builder.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "empty" }));
    builder.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "" }));
  },
};

await build({
  entryPoints: { serve: "scripts/serve.ts", server: "server/main.ts", worker: "scripts/worker.ts" },
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  packages: "external",
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  tsconfig: "tsconfig.json",
  plugins: [serverOnlyIsEmpty],
  logLevel: "warning",
});
console.log("Compiled dist/serve.mjs, dist/server.mjs and dist/worker.mjs.");
