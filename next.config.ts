import { createRequire } from "node:module";
import type { NextConfig } from "next";
import { sharesCacheThroughRedis } from "./lib/platform/config/shared";
import { EVERY_RESPONSE_HEADERS } from "./lib/platform/security/shared";

const require = createRequire(import.meta.url);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The custom server compresses (server/app-server.ts), after it has put the nonce into a
  // cached page (server/page-nonce.ts); Next's compression would come before it.
  compress: false,
  // Next would hash every HTML page it sends for an ETag (14% of the server's CPU under load on
  // a cached page, measured with --cpu-prof), which server/page-nonce.ts then removes: a page
  // carries a fresh nonce, so no browser could revalidate it against an ETag anyway.
  generateEtags: false,
  reactStrictMode: true,
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  // The others are loaded once from node_modules instead of being copied into each route's
  // server chunk: every API route's chunk held its own copy of them (22 chunks of 1.3 MB, all
  // loaded at start), and html-to-text's entity tables made each copy a two-byte string in
  // memory. Decision 046: 89 → 45 MB of module sources in the heap.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@electric-sql/pglite-socket",
    "@node-rs/argon2",
    "redis",
    "luxon",
    "qrcode",
    "pg-boss",
    "otplib",
    "resend",
    "razorpay",
    "web-push",
    "libphonenumber-js",
    "zod",
    "html-to-text",
  ],
  images: { unoptimized: true },
  // Several app instances share one cache in Redis (server/cache-handler.mjs); the in-memory
  // copy Next keeps by default would let an instance serve what another has expired.
  // Without Redis the cache stays in the process's memory: entries written to .next/cache would
  // outlive the database they were read from (a restore, a fresh embedded database).
  ...(sharesCacheThroughRedis()
    ? { cacheHandler: require.resolve("./server/cache-handler.mjs"), cacheMaxMemorySize: 0 }
    : { experimental: { isrFlushToDisk: false } }),
  // Decision 090: what Next.js puts in every page's first scripts for browsers it does not
  // support (its module polyfills, Node's `process`), and its own last error screen, which its
  // router imports even beside an app/global-error.tsx (the requests are Next.js's own, in
  // next/dist/client; e2e/first-scripts.spec.ts fails if they stop matching).
  turbopack: {
    resolveAlias: {
      "../build/polyfills/polyfill-module": { browser: "./lib/platform/browser-shims/no-polyfills.js" },
      "next/dist/compiled/process": { browser: "./lib/platform/browser-shims/no-process.js" },
      "./builtin/global-error": "./app/global-error.tsx",
      "../components/builtin/global-error": "./app/global-error.tsx",
    },
  },
  async headers() {
    return [
      {
        source: "/menu/:file*",
        headers: [{ key: "Cache-Control", value: "public, max-age=86400, stale-while-revalidate=604800" }],
      },
      {
        source: "/:path*",
        headers: [...EVERY_RESPONSE_HEADERS],
      },
    ];
  },
};

export default nextConfig;
