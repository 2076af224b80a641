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

// lib/'s modules are entered through doors that re-export a whole domain (decision 025); the
// launcher and the worker use a few of those exports. Our own modules run no code on import, so
// esbuild may drop the unused ones, and with them imports of Next.js that only a request needs.
const libHasNoSideEffects = {
  name: "lib-has-no-side-effects",
  setup(builder) {
    builder.onResolve({ filter: /^(@\/lib\/|\.{1,2}\/)/ }, async (args) => {
      if (args.pluginData?.resolving) return undefined;
      const resolved = await builder.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { resolving: true },
      });
      if (resolved.errors.length || !/\/lib\//.test(resolved.path) || resolved.path.includes("/node_modules/"))
        return resolved;
      return { ...resolved, sideEffects: false };
    });
  },
};

// Next.js has no "exports" map, so Node's own ESM resolver needs its files' extensions: a bare
// `next/cache` (which Next's bundler takes) does not load in dist/worker.mjs, which runs outside
// Next.js (`npm run worker` failed to start on 2026-12-01; test:instances now starts it).
const nextSubpathsWithExtension = {
  name: "next-subpaths-with-extension",
  setup(builder) {
    builder.onResolve({ filter: /^next\/[^.]+$/ }, (args) => ({ path: `${args.path}.js`, external: true }));
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
  plugins: [serverOnlyIsEmpty, libHasNoSideEffects, nextSubpathsWithExtension],
  logLevel: "warning",
});
console.log("Compiled dist/serve.mjs, dist/server.mjs and dist/worker.mjs.");
