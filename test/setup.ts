import { afterEach, beforeEach, inject, vi } from "vitest";
import { clearConsoleErrors, recordConsoleError, takeConsoleErrors } from "./console";

// Every module under test reads its configuration from the environment, as in production.
process.env.DATABASE_URL = inject("databaseUrl");
process.env.DATABASE_POOL_MAX = inject("databaseMode") === "embedded" ? "1" : "4";
process.env.DATA_DIR ??= "/tmp/storefront-test-data";
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
    throw new Error(`console.error was called during the test:\n${errors.map((e) => e.map(String).join(" ")).join("\n")}`);
  }
});
