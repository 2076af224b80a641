import path from "node:path";
import { defineConfig } from "vitest/config";

const shared = {
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Route handlers and lib/ modules are tested directly in Node, outside React's server layer.
      "server-only": path.resolve(import.meta.dirname, "test/server-only-stub.ts"),
    },
  },
};

const exclude = ["node_modules/**", "e2e/**", ".next/**", ".data/**"];

export default defineConfig({
  test: {
    projects: [
      {
        ...shared,
        test: {
          name: "unit",
          include: ["**/*.test.ts"],
          exclude,
          globalSetup: ["test/global-setup.ts"],
          setupFiles: ["test/setup.ts"],
          // One database for the run: test files take turns and reset it between them.
          fileParallelism: false,
          // The files share one module registry: the app is imported once, not once per file (the
          // embedded run 353 → 237 s, import 71 → 6 s, 2026-11-29). Each file resets the database
          // before it and restores the environment it changes; a shuffled order passes too.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...shared,
        // The few components that hold logic of their own, rendered in jsdom; their /api is a
        // fetch double answering the contract's shapes, so no database is started for them.
        test: {
          name: "components",
          include: ["**/*.test.tsx"],
          exclude,
          environment: "jsdom",
          setupFiles: ["test/component-setup.ts"],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
