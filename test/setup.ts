import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, inject, vi } from "vitest";
import { clearConsoleErrors, recordConsoleError, takeConsoleErrors } from "./console";

// Every module under test reads its configuration from the environment, as in production.
process.env.DATABASE_URL = inject("databaseUrl");
process.env.DATABASE_POOL_MAX = inject("databaseMode") === "embedded" ? "1" : "4";
// One folder per checkout: two checkouts' runs on one machine must not read each other's outbox.
process.env.DATA_DIR ??= path.join(
  tmpdir(),
  `storefront-test-data-${createHash("sha256").update(process.cwd()).digest("hex").slice(0, 12)}`,
);
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-0123";
(process.env as Record<string, string>).NODE_ENV = "test";

beforeEach(() => {
  clearConsoleErrors();
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => recordConsoleError(args));
});

afterEach(() => {
  const errors = takeConsoleErrors();
  vi.mocked(console.error).mockRestore();
  if (errors.length) {
    throw new Error(
      `console.error was called during the test:\n${errors.map((e) => e.map(String).join(" ")).join("\n")}`,
    );
  }
});
